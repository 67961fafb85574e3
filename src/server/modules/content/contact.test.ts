import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, settings } from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { startTestSmtp, type TestSmtp } from "../../../testing/test-smtp.ts";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { useTestWorld } from "../../../testing/world.ts";

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
});
afterAll(() => smtp?.close());

const world = useTestWorld({
  fill: async (db) => {
    await fillTestShop(db);
    await db.insert(settings).values({ id: 1, email: "shop@modest.test" });
  },
  api: true,
});
const { post } = world;

describe("POST /api/v1/contact", () => {
  it("stores the message, e-mails the shop and thanks the sender in their language", async () => {
    const { http, body } = await post(
      "/contact",
      { name: " Ayesha ", email: "ayesha@example.com", message: "Do you ship to Lyon?" },
      "fr",
    );
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.message).toBe("Merci, votre message a bien été envoyé.");
    const rows = await world.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ayesha",
      email: "ayesha@example.com",
      message: "Do you ship to Lyon?",
    });
    const mail = await smtp.next("shop@modest.test");
    expect(mail.subject).toBe("Contact form: Ayesha");
    expect(mail.raw).toContain("ayesha@example.com");
    expect(mail.raw).toContain("Do you ship to Lyon?");
  });

  it("lists every problem of a bad form", async () => {
    const { http, body } = await post("/contact", { name: "", email: "nope", message: "   " });
    expect(http).toBe(422);
    expect(body.status).toBe(201);
    expect(body.data.form).toEqual(["Name is required", "Invalid email", "Message is required"]);
  });

  it("refuses a body that is not JSON", async () => {
    expect((await post("/contact", "{oops")).http).toBe(422);
  });
});

describe("POST /api/v1/email-subscription", () => {
  it("subscribes once per address whatever the letter case", async () => {
    const first = await post("/email-subscription", { email: "News@Example.com" });
    expect(first.http).toBe(200);
    expect(first.body.message).toBe("Thank you for subscribing!");
    const again = await post("/email-subscription", { email: "news@example.com" }, "ar");
    expect(again.body.status).toBe(200);
    expect(again.body.message).toBe("شكرًا لاشتراكك!");
    expect(await world.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it("answers the spec's messages in data.form for a missing or invalid address", async () => {
    const missing = await post("/email-subscription", {});
    expect(missing.body).toMatchObject({ status: 201, data: { form: ["Email is required"] } });
    const invalid = await post("/email-subscription", { email: "not-an-email" });
    expect(invalid.body.data.form).toEqual(["Invalid email"]);
  });
});

describe("GET /api/v1/countries-phones", () => {
  it("lists public countries with their dialling codes and states", async () => {
    const response = await world.server.fetch("/api/v1/countries-phones");
    const body = (await response.json()) as {
      data: { code: string; phone_code: string; states: { code: string; name: string }[] }[];
    };
    expect(body.data.map((c) => [c.code, c.phone_code])).toEqual([
      ["FR", "+33"],
      ["TR", "+90"],
    ]);
    expect(body.data[0].states).toEqual([]);
    expect(body.data[1].states).toEqual([
      { code: "06", name: "Ankara" },
      { code: "34", name: "İstanbul" },
    ]);
  });
});
