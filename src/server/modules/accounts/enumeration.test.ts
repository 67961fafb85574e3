/**
 * Sign-up, seller sign-up, forgot-password and resend-code must not tell whether an address has an
 * account: the same answer (status, message, data, cookies), the same cooldown, and answers that do
 * not wait for the mail server.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../platform/db/schema/index.ts";
import { codeOf, startTestSmtp, textOf } from "../../../testing/test-smtp.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";
import { CLAIM_COOKIE } from "./claims.ts";
import { MAIL_PER_ADDRESS } from "./rate-limit.ts";

const shop = useMailWorld({ trustProxy: true });
beforeAll(() => shop.database.db.insert(settings).values({ id: 1 }).onConflictDoNothing());

let nextAddress = 1;
/** A client address no other request of this file used. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

/** A new browser, at its own client address. */
function visitor(from = freshAddress()) {
  const { call } = apiBrowser(() => shop.server, [CLAIM_COOKIE]);
  return (path: string, body: unknown, lang = "en") => call(path, body, { lang, forwardedFor: from });
}

const signUpBody = (email: string, name = "Somebody") => ({
  name,
  email,
  password: "secret12",
  password_confirmation: "secret12",
});

/** What a person (or a script) can read in an answer: everything but the address it echoes. */
function seen(answer: { http: number; status: number; message: string; data: unknown; setCookie: string[] }) {
  return {
    http: answer.http,
    status: answer.status,
    message: answer.message,
    data: JSON.stringify(answer.data).replace(/"[^"]*@[^"]*"/g, '"<email>"'),
    cookies: answer.setCookie.map((line) => line.replace(/=[^;]*/, "=<value>")),
  };
}

async function registered(email: string, lang = "en") {
  const call = visitor();
  await call("user/signup", signUpBody(email, "Owner"), lang);
  await call("user/verify", { email, code: codeOf(await shop.smtp.next(email)) }, lang);
  await shop.smtp.next(email); // welcome
  await cooldownsPass(shop.database.db);
}

describe("no enumeration of addresses", () => {
  it("signing up with a registered address answers exactly as with a new one, and the owner is told in their language", async () => {
    await registered("known@example.com", "fr");
    const known = await visitor()("user/signup", signUpBody("Known@Example.com"));
    const fresh = await visitor()("user/signup", signUpBody("fresh@example.com"));
    expect(seen(known)).toEqual(seen(fresh));
    expect(known.data).toEqual({ email: "Known@Example.com" });
    expect(fresh.http).toBe(200);

    const notice = await shop.smtp.next("known@example.com");
    expect(notice.subject).toMatch(/compte/i);
    expect(textOf(notice)).toMatch(/mot de passe/);
    expect(notice.subject).not.toMatch(/\d{6}/);
    expect(codeOf(await shop.smtp.next("fresh@example.com"))).toMatch(/^\d{6}$/);
  });

  it("seller sign-up with a registered address answers exactly as with a new one", async () => {
    await registered("known-seller@example.com");
    const apply = (email: string) =>
      visitor()("seller/signup", {
        ...signUpBody(email),
        store_name: "Silk Road",
        phone: "+90 555 000 00 00",
      });
    const known = await apply("known-seller@example.com");
    const fresh = await apply("fresh-seller@example.com");
    expect(seen(known)).toEqual(seen(fresh));
    expect(fresh.http).toBe(200);
    expect((await shop.smtp.next("known-seller@example.com")).subject).not.toMatch(/\d{6}/);
  });

  it("asking twice within the cooldown gets the same answer for a known and an unknown address", async () => {
    await registered("twice@example.com");
    for (const path of ["user/forgot-password", "user/signup"]) {
      const answers = [];
      for (const email of ["twice@example.com", `nobody-${path.length}@example.com`]) {
        const call = visitor();
        const body = path === "user/signup" ? signUpBody(email) : { email };
        expect((await call(path, body)).http).toBe(200);
        answers.push(seen(await call(path, body)));
      }
      expect(answers[0].http).toBe(429);
      expect(answers[0].message).toMatch(/^Please wait \d+ seconds/);
      expect({ ...answers[0], message: "" }).toEqual({ ...answers[1], message: "" });
    }
    await cooldownsPass(shop.database.db);
  });

  it("a slow mail shop.server does not tell known addresses: the answer never waits for the mail", async () => {
    const slow = await startTestSmtp({ delayMs: 1500 });
    configureMail({ smtpUrl: slow.url });
    try {
      await shop.database.db.insert(settings).values({ id: 1 }).onConflictDoNothing();
      const timed = async (path: string, body: unknown) => {
        const started = performance.now();
        const answer = await visitor()(path, body);
        return { ms: performance.now() - started, answer: seen(answer) };
      };
      const forgotKnown = await timed("user/forgot-password", { email: "known@example.com" });
      const forgotUnknown = await timed("user/forgot-password", { email: "ghost@example.com" });
      const signUpKnown = await timed("user/signup", signUpBody("known@example.com"));
      const signUpNew = await timed("user/signup", signUpBody("brand-new@example.com"));
      expect(forgotKnown.answer).toEqual(forgotUnknown.answer);
      expect(signUpKnown.answer).toEqual(signUpNew.answer);
      for (const { ms } of [forgotKnown, forgotUnknown, signUpKnown, signUpNew])
        expect(ms).toBeLessThan(1200);
      // The mails still go, after the answers.
      expect((await slow.next("known@example.com", 10_000)).subject).toMatch(/\d{6}/);
      expect((await slow.next("brand-new@example.com", 10_000)).subject).toMatch(/\d{6}/);
    } finally {
      await slow.close();
      configureMail({ smtpUrl: shop.smtp.url });
    }
  });

  it(`one client address may sign up ${MAIL_PER_ADDRESS} addresses in an hour, then gets a translated 429`, async () => {
    const from = freshAddress();
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) {
      expect((await visitor(from)("user/signup", signUpBody(`batch${i}@example.com`))).http).toBe(200);
    }
    const refused = await visitor(from)("user/signup", signUpBody("one-more@example.com"), "tr");
    expect(refused.http).toBe(429);
    expect(refused.message).toMatch(/^Çok fazla e-posta isteği/);
    expect((await visitor()("user/signup", signUpBody("one-more@example.com"))).http).toBe(200);
  });
});
