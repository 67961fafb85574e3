import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { E2E_DATA_DIR } from "../../scripts/chromium.ts";

/** Without SMTP_URL the shop writes every e-mail into DATA_DIR/outbox as a .eml file. */
const OUTBOX = process.env.E2E_OUTBOX ?? join(E2E_DATA_DIR, "outbox");

export interface OutboxMail {
  /** The file's name: it holds the time written and the recipient. */
  file: string;
  subject: string;
  /** The message with its quoted-printable lines joined and decoded. */
  text: string;
}

/** The finished mails in the outbox, oldest first, whose file name passes `wanted`. */
export async function outboxMails(wanted: (file: string) => boolean = () => true): Promise<OutboxMail[]> {
  const files = (await readdir(OUTBOX).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml") && wanted(file))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(OUTBOX, file), "utf8");
      const text = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { file, subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? "", text };
    }),
  );
}

/** The six-digit code in the subject of the newest mail to `email` whose subject matches, waited for. */
export async function codeFromOutbox(email: string, subject = /./): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await outboxMails((file) => file.endsWith(`-${email}.eml`));
    for (const mail of mails.reverse()) {
      const code = mail.subject.match(/\d{6}/)?.[0];
      if (code && subject.test(mail.subject)) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code e-mailed to ${email} in ${OUTBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
