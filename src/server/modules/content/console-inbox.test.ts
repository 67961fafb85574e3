import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshContactMessage, freshSubscriber } from "../../../testing/moderation-fixtures.ts";
import { contactMessages, newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { marketingMail, unsubscribeToken, unsubscribeWithToken } from "./newsletter.ts";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { configureMail } from "../../platform/mail/mailer.ts";
import { runAdminCommand } from "../../cli/admin-cli.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

describe("contact messages in the console", () => {
  it("lists the waiting ones, reading marks read, handling records who and leaves the waiting list", async () => {
    const message = await freshContactMessage(world.db);
    const waiting = await as("admin", "GET", "/console/messages?handled=false&per_page=100");
    expect(waiting.body.data.data.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      read: false,
      handled_at: null,
    });
    expect((await as("admin", "GET", `/console/messages/${message.id}`)).body.data.read).toBe(true);
    const handled = await as("admin", "PUT", `/console/messages/${message.id}/handled`, { handled: true });
    expect(handled.body.data.handled_by).toBe(world.fx.people.admin.name);
    const still = await as("admin", "GET", "/console/messages?handled=false&per_page=100");
    expect(still.body.data.data.some((m: { id: number }) => m.id === message.id)).toBe(false);
    const [row] = await world.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.handledBy).toBe(world.fx.people.admin.id);
    expect((await as("admin", "GET", "/console/messages/2147483647")).http).toBe(404);
  });
});

describe("newsletter", () => {
  it("lists and searches subscribers; the CSV holds those still subscribed", async () => {
    const staying = await freshSubscriber(world.db, "fr");
    const leaving = await freshSubscriber(world.db);
    await unsubscribeWithToken(world.db, unsubscribeToken(leaving.id));
    const found = await as("admin", "GET", `/console/newsletter?q=${encodeURIComponent(staying.email)}`);
    expect(found.body.data.data).toMatchObject([{ email: staying.email, lang: "fr", unsubscribed_at: null }]);
    const csv = await world.server.fetch("/api/v1/console/newsletter/export", {
      headers: { authorization: `Bearer ${world.fx.tokens.admin}` },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe("email,lang,subscribed_at");
    expect(text).toContain(`${staying.email},fr,`);
    expect(text).not.toContain(leaving.email);
  });

  it("a marketing mail carries a signed one-click link; the page unsubscribes in the visitor's language", async () => {
    const subscriber = await freshSubscriber(world.db, "tr");
    const mail = marketingMail(
      { id: subscriber.id, email: subscriber.email, lang: "tr" },
      { subject: "Yeni koleksiyon", text: "Merhaba", html: "<p>Merhaba</p>" },
      "Bülten aboneliğinden çık",
    );
    const link = mail.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    expect(link).toMatch(/\/tr\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}$/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(link);
    expect(mail.html).toMatch(/Bülten aboneliğinden çık<\/a><\/p>$/);
    const token = new URL(link).searchParams.get("token") ?? "";
    // One character of the signature changed (to another one: a signature ends in "A" once in 64).
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await unsubscribeWithToken(world.db, altered)).toBe(false);
    expect(await unsubscribeWithToken(world.db, `${subscriber.id + 1}.${token.split(".")[1]}`)).toBe(false);
    expect(await unsubscribeWithToken(world.db, token)).toBe(true);
    const [row] = await world.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber.id));
    expect(row?.unsubscribedAt).not.toBeNull();
  });

  it("the admin command line sends a newsletter to those subscribed, each mail with its own way out", async () => {
    const outbox = mkdtempSync(join(tmpdir(), "newsletter-outbox-"));
    configureMail({ outboxDir: outbox });
    const subscriber = await freshSubscriber(world.db, "ar");
    const lines: string[] = [];
    const code = await runAdminCommand(world.db, ["send-newsletter", "New scarves", "Hello"], (l) =>
      lines.push(l),
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Newsletter sent to \d+ subscribers\.$/);
    const file = readdirSync(outbox).find((name) =>
      name.includes(subscriber.email.replace(/[^a-z0-9@._-]+/gi, "_")),
    );
    const eml = readFileSync(join(outbox, file ?? "missing"), "utf8");
    expect(eml).toMatch(
      new RegExp(`List-Unsubscribe:\\s+<http[^>]+/ar/newsletter/unsubscribe\\?token=${subscriber.id}\\.`),
    );
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });
});
