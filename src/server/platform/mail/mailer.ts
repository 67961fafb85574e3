import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env.ts";
import { log } from "../log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A Message-ID that stays the same each time this mail is sent (`<…@…>`), so a copy sent again
   * (after a crash between sending and noting it) is recognisable as the same message; mail
   * systems that see the same Message-ID twice may drop the second. Unset: a new one each time.
   */
  messageId?: string;
  from?: string;
  /** Extra headers (a marketing mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files into `outboxDir`. */
  smtpUrl?: string;
  outboxDir?: string;
  from?: string;
}

interface Mailer {
  send(mail: Mail): Promise<void>;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** No SMTP server: the message lands in the outbox as a .eml file, and a log line says where. */
function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Made once, not before every message (a system call each time).
  let made: Promise<unknown> | undefined;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      await made;
      const safeTo = mail.to.replace(/[^a-z0-9@._-]+/gi, "_");
      // Time first so the folder lists in order; a random part so two mails in one millisecond to
      // one address are two files; "wx" never writes over a file that is there. Written under a
      // name that is not .eml yet, then renamed, so whoever reads the outbox never sees half a mail.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(dir, `${stamp}-${randomUUID()}-${safeTo}.eml`);
      await writeFile(`${file}.part`, info.message as Buffer, { flag: "wx" })
        .then(() => rename(`${file}.part`, file))
        .catch((error: unknown) => {
          made = undefined; // the folder may have been removed: made again for the next message
          throw error;
        });
      log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}

/** A Message-ID of the shop's own (`<local@domain of MAIL_FROM>`) for a mail that must keep one. */
export function mailMessageId(local: string): string {
  const domain = env.MAIL_FROM.match(/@([^>\s]+)>?\s*$/)?.[1] ?? new URL(env.SITE_URL).hostname;
  return `<${local}@${domain}>`;
}

export function createMailer(options: MailOptions = {}): Mailer {
  const from = options.from ?? env.MAIL_FROM;
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, from)
    : outboxMailer(options.outboxDir ?? join(env.DATA_DIR, "outbox"), from);
}

let current: Mailer | undefined;

/** Replaces the process-wide mailer (tests point it at their own SMTP server). */
export function configureMail(options: MailOptions): void {
  current = createMailer(options);
}

const SENDER = Symbol.for("modest-marketplace.mail-sender");

/** The sender admins chose in the console (settings.mail_from); null: MAIL_FROM. On globalThis: Astro bundles its own copy. */
export function useMailSender(from: string | null): void {
  (globalThis as { [SENDER]?: string | null })[SENDER] = from;
}

export async function sendMail(mail: Mail): Promise<void> {
  current ??= createMailer({ smtpUrl: env.SMTP_URL });
  const from = (globalThis as { [SENDER]?: string | null })[SENDER];
  await current.send(from ? { from, ...mail } : mail);
}

const inFlight = new Set<Promise<void>>();

/** Sends without making the caller wait; a mail that cannot go is logged with `what`. */
export function sendMailLater(mail: Mail, what: Record<string, unknown>): void {
  const sending = sendMail(mail)
    .catch((error: unknown) => log.error({ err: error, ...what }, "mail failed"))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves when the mails sent with sendMailLater so far have gone or failed (tests, shutdown). */
export async function mailsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}
