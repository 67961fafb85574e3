import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { mailsSettled } from "../server/platform/mail/mailer.ts";

export interface Delivered {
  to: string[];
  raw: string;
  subject: string;
}

export interface TestSmtp {
  url: string;
  messages: Delivered[];
  /** Waits for the next message to `to` after the ones already read. */
  next(to: string, timeoutMs?: number): Promise<Delivered>;
  close(): Promise<void>;
}

/** Decodes an RFC 2047 subject (nodemailer encodes non-ASCII subjects). */
function decodeSubject(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, "%$1")),
    );
}

/**
 * A real SMTP server on a random loopback port that keeps what it receives (tests only).
 * `delayMs` makes it take that long to accept each message, like a slow mail provider.
 */
export async function startTestSmtp(options: { delayMs?: number } = {}): Promise<TestSmtp> {
  const messages: Delivered[] = [];
  const read = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        setTimeout(() => {
          messages.push({ to, raw, subject: decodeSubject(raw) });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = read.get(address) ?? 0;
        const mine = messages.filter((m) => m.to.includes(address));
        if (mine.length > seen) {
          read.set(address, seen + 1);
          return mine[seen];
        }
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async close() {
      await mailsSettled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The 6-digit code of a verification or reset e-mail. */
export function codeOf(message: Delivered): string {
  const code = message.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

/** The plain-text body of a message as a mail reader shows it (quoted-printable or base64 decoded). */
export function textOf(message: Delivered): string {
  const part = message.raw.match(
    /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i,
  );
  if (!part) throw new Error(`no text part in "${message.subject}"`);
  const [, headers = "", body = ""] = part;
  const encoding = headers.match(/Content-Transfer-Encoding: *(\S+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}
