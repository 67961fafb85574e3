import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env.ts";
import { log } from "../log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer).catch((error: unknown) => {
        made = undefined; // the folder may have been removed: made again for the next message
        throw error;
      });
      log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
  };
}

function createMailer(options: MailOptions = {}): Mailer {
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

export async function sendMail(mail: Mail): Promise<void> {
  current ??= createMailer({ smtpUrl: env.SMTP_URL });
  await current.send(mail);
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
