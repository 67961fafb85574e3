import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "./mailer.ts";

const mail = (subject: string) => ({
  to: "ayesha@example.test",
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe("the outbox without a mail server", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps two mails to one address written in the same millisecond as two files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const mailer = createMailer({ outboxDir: dir });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00.000Z") });
    await Promise.all([mailer.send(mail("Your code is 111111")), mailer.send(mail("Your code is 222222"))]);
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    const subjects = files.map(
      (file) => readFileSync(join(dir, file), "utf8").match(/^Subject: (.*)$/m)?.[1],
    );
    expect(subjects.sort()).toEqual(["Your code is 111111", "Your code is 222222"]);
    expect(files.every((file) => file.startsWith("2026-03-01T10-00-00-000Z-"))).toBe(true);
  });

  it("writes the Message-ID a mail carries, so a copy sent again is recognisable", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const mailer = createMailer({ outboxDir: dir });
    await mailer.send({ ...mail("Your order"), messageId: "<order-7-placed@modest.local>" });
    const [file] = readdirSync(dir);
    expect(readFileSync(join(dir, file!), "utf8")).toMatch(/^Message-ID: <order-7-placed@modest\.local>$/m);
  });
});
