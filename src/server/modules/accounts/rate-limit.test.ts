import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingSignups, rateLimits, users } from "../../platform/db/schema/index.ts";
import { clientAddressOf } from "../../platform/api/client-address.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { codeOf, startTestSmtp, textOf, type TestSmtp } from "../../../testing/test-smtp.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { CLAIM_COOKIE } from "./claims.ts";
import {
  CODE_PER_ADDRESS,
  FIRST_DELAY_SECONDS,
  FREE_TRIES,
  MAIL_PER_ACCOUNT,
  MAIL_PER_ADDRESS,
  MAX_DELAY_MINUTES,
  SIGN_IN_NOTICE_AFTER,
  SIGN_IN_PER_ADDRESS,
} from "./rate-limit.ts";
import { sameHash } from "./tokens.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  // Behind a trusted proxy, so each request can come from the address its X-Forwarded-For names.
  server = await startApiServer({ db: database.db, trustProxy: true });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.close();
});

let nextAddress = 1;
/** A client address no other request of this file used. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** The browser the tests act in keeps its sign-up claim; the client address is what changes. */
const browser = apiBrowser(() => server, [CLAIM_COOKIE]);
const call = (path: string, body: unknown, from: string, lang = "en") =>
  browser.call(path, body, { lang, forwardedFor: `10.9.9.9, ${from}` });

async function registeredUser(email: string, password = "secret12", lang = "en") {
  const from = freshAddress();
  await call("user/signup", { name: "R", email, password, password_confirmation: password }, from, lang);
  await call("user/verify", { email, code: codeOf(await smtp.next(email)) }, from, lang);
  await smtp.next(email); // welcome
}

/** As if the window of every counter had passed. */
const windowsPass = () =>
  database.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '2 hours'` });

/** As if the wait of every (account, address) pair were over. */
const waitsPass = () =>
  database.db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '1 hour'` })
    .where(sql`${rateLimits.key} like '%:pair:%'`);

describe("sign-in", () => {
  it(`after ${FREE_TRIES} wrong passwords from one address that address waits, longer each time; the owner elsewhere signs in at once`, async () => {
    await registeredUser("target@example.com");
    const attacker = freshAddress();
    const guess = (i: number, lang = "en") =>
      call("user/signin", { email: "target@example.com", password: `guess-${i}` }, attacker, lang);
    for (let i = 0; i < FREE_TRIES; i++) expect((await guess(i)).http).toBe(422);
    const slowed = await guess(99);
    expect(slowed.http).toBe(429);
    expect(slowed.status).toBe(201);
    expect(slowed.message).toBe(
      `Too many wrong tries from here. Please wait ${FIRST_DELAY_SECONDS} seconds and try again.`,
    );
    expect((await guess(99, "fr")).message).toMatch(/^Trop d’essais erronés depuis cet appareil/);

    const owner = await call(
      "user/signin",
      { email: "target@example.com", password: "secret12" },
      freshAddress(),
    );
    expect(owner.http).toBe(200);

    await waitsPass();
    expect((await guess(6)).http).toBe(422);
    expect((await guess(7)).message).toMatch(`wait ${FIRST_DELAY_SECONDS * 2} seconds`);
    for (let i = 0; i < 8; i++) {
      await waitsPass();
      await guess(10 + i);
    }
    expect((await guess(20)).message).toBe(
      `Too many wrong passwords. Please try again in ${MAX_DELAY_MINUTES} minutes or reset your password.`,
    );
  });

  it(`the owner is told by e-mail, in their language, once ${SIGN_IN_NOTICE_AFTER} wrong passwords were typed for the account in a day`, async () => {
    await registeredUser("watched@example.com", "secret12", "tr");
    for (let i = 0; i < SIGN_IN_NOTICE_AFTER + 3; i++) {
      const wrong = await call(
        "user/signin",
        { email: "watched@example.com", password: `x-${i}` },
        freshAddress(),
      );
      expect(wrong.http).toBe(422);
    }
    const notice = await smtp.next("watched@example.com");
    expect(notice.subject).toMatch(/hatalı şifreler girildi$/);
    expect(textOf(notice)).toContain(`${SIGN_IN_NOTICE_AFTER} kez`);
    await expect(smtp.next("watched@example.com", 500)).rejects.toThrow();
  });

  it(`one address gets ${SIGN_IN_PER_ADDRESS} wrong tries across accounts, then 429 even for a right password`, async () => {
    await registeredUser("shared@example.com");
    const attacker = freshAddress();
    for (let i = 0; i < SIGN_IN_PER_ADDRESS; i++) {
      const wrong = await call(
        "user/signin",
        { email: `victim${i}@example.com`, password: "guess" },
        attacker,
      );
      expect(wrong.http).toBe(422);
    }
    const right = { email: "shared@example.com", password: "secret12" };
    const refused = await call("user/signin", right, attacker, "ar");
    expect(refused.http).toBe(429);
    expect(refused.message).toMatch(/^كلمات مرور خاطئة كثيرة/);
    expect((await call("user/signin", right, freshAddress())).http).toBe(200);
    await windowsPass();
    expect((await call("user/signin", right, attacker)).http).toBe(200);
  });

  it("right passwords do not use up an address's allowance", async () => {
    await registeredUser("regular@example.com");
    const office = freshAddress();
    for (let i = 0; i < SIGN_IN_PER_ADDRESS + 5; i++) {
      const signed = await call(
        "user/signin",
        { email: "regular@example.com", password: "secret12" },
        office,
      );
      expect(signed.http).toBe(200);
    }
  });
});

describe("codes", () => {
  it("wrong codes from one address make that address wait, and never lock the owner out", async () => {
    const email = "coder@example.com";
    await registeredUser(email);
    const owner = freshAddress();
    const attacker = freshAddress();
    const reset = (code: string, from: string, lang = "en") =>
      call(
        "user/update-password",
        { email, code, password: "newpass12", password_confirmation: "newpass12" },
        from,
        lang,
      );
    let code = "";
    // Twelve wrong codes for one account, over three codes (each keeps one of its five tries).
    for (let round = 0; round < 3; round++) {
      await cooldownsPass(database.db);
      await call("user/forgot-password", { email }, owner);
      code = codeOf(await smtp.next(email));
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 4; i++) {
        await waitsPass();
        expect((await reset(wrong, attacker)).http).toBe(422);
      }
    }
    const paused = await reset(code, attacker, "tr");
    expect(paused.http).toBe(429);
    expect(paused.message).toMatch(/^Çok fazla hatalı kod\. Lütfen \d+ dakika sonra/);
    expect((await reset(code, owner)).http).toBe(200);
  });

  it(`reset and seller codes count on the same address: the ${CODE_PER_ADDRESS + 1}th wrong one is refused`, async () => {
    const attacker = freshAddress();
    for (let i = 0; i < CODE_PER_ADDRESS; i++) {
      const body = { email: `someone${i}@example.com`, code: "123456" };
      const path = i % 3 === 0 ? "user/verify" : i % 3 === 1 ? "seller/verify" : "user/update-password";
      const reset = { ...body, password: "newpass12", password_confirmation: "newpass12" };
      expect((await call(path, path === "user/update-password" ? reset : body, attacker)).http).toBe(422);
    }
    const refused = await call(
      "seller/verify",
      { email: "another@example.com", code: "123456" },
      attacker,
      "hi",
    );
    expect(refused.http).toBe(429);
    expect(refused.message).toMatch(/^बहुत अधिक गलत कोड/);
  });

  it("a wrong code of the right length and one of the wrong length are both refused", async () => {
    const email = "lengths@example.com";
    await call(
      "user/signup",
      { name: "L", email, password: "secret12", password_confirmation: "secret12" },
      freshAddress(),
    );
    const code = codeOf(await smtp.next(email));
    const sameLength = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (const wrong of [sameLength, code.slice(0, 5), `${code}0`]) {
      const refused = await call("user/verify", { email, code: wrong }, freshAddress());
      expect(refused.http).toBe(422);
    }
    expect((await call("user/verify", { email, code }, freshAddress())).http).toBe(200);
  });
});

describe("mails", () => {
  it(`forgot-password and resend-code: the ${MAIL_PER_ACCOUNT + 1}th request for one e-mail is refused`, async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < MAIL_PER_ACCOUNT; i++) {
      const path = i % 2 === 0 ? "user/forgot-password" : "user/resend-code";
      await cooldownsPass(database.db);
      const asked = await call(path, { email, purpose: "reset" }, freshAddress());
      expect(asked.http).toBe(200);
    }
    await cooldownsPass(database.db);
    const refused = await call("user/forgot-password", { email }, freshAddress());
    expect(refused.http).toBe(429);
    expect(refused.message).toBe("Too many requests for an e-mail. Please try again in 60 minutes.");
    await windowsPass();
    expect((await call("user/forgot-password", { email }, freshAddress())).http).toBe(200);
  });

  it(`signing up again with one unverified e-mail: refused during the cooldown and after ${MAIL_PER_ACCOUNT} mails, changing nothing`, async () => {
    const email = "signup-flood@example.com";
    const signUp = (name: string) =>
      call(
        "user/signup",
        { name, email, password: "secret12", password_confirmation: "secret12" },
        freshAddress(),
      );
    const nameNow = async () =>
      (await database.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0].name;
    const pendingNames = async () =>
      (
        await database.db
          .select({ name: pendingSignups.name })
          .from(pendingSignups)
          .where(eq(pendingSignups.email, email))
          .orderBy(pendingSignups.id)
      ).map((row) => row.name);
    const cooldownPasses = () => cooldownsPass(database.db);

    expect((await signUp("First")).http).toBe(200);
    await smtp.next(email);
    const tooSoon = await signUp("Too soon");
    expect(tooSoon.http).toBe(429);
    expect(tooSoon.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    expect(await nameNow()).toBe("First");

    // The refused request counted too: three more make the hour's allowance.
    for (let i = 2; i < MAIL_PER_ACCOUNT; i++) {
      await cooldownPasses();
      expect((await signUp(`Try ${i}`)).http).toBe(200);
      await smtp.next(email);
    }
    await cooldownPasses();
    const refused = await signUp("One too many");
    expect(refused.http).toBe(429);
    expect(refused.message).toBe("Too many requests for an e-mail. Please try again in 60 minutes.");
    // Only a verification writes the account (signup-claim.test.ts); refused sign-ups leave no claim.
    expect(await nameNow()).toBe("First");
    const accepted = Array.from({ length: MAIL_PER_ACCOUNT - 2 }, (_, i) => `Try ${i + 2}`);
    expect(await pendingNames()).toEqual(["First", ...accepted]);
    await expect(smtp.next(email, 500)).rejects.toThrow();
  });

  it(`one address may ask ${MAIL_PER_ADDRESS} mails across e-mails, then gets 429`, async () => {
    const attacker = freshAddress();
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) {
      expect((await call("user/forgot-password", { email: `inbox${i}@example.com` }, attacker)).http).toBe(
        200,
      );
    }
    const refused = await call("user/forgot-password", { email: "one-more@example.com" }, attacker, "fr");
    expect(refused.http).toBe(429);
    expect(refused.message).toMatch(/^Trop de demandes d’e-mail/);
    expect((await call("user/forgot-password", { email: "one-more@example.com" }, freshAddress())).http).toBe(
      200,
    );
  });
});

describe("client address", () => {
  it("X-Forwarded-For counts only behind a trusted proxy, and then only its last entry", () => {
    expect(clientAddressOf("::ffff:127.0.0.1", "6.6.6.6", false)).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", "6.6.6.6, 198.51.100.7", true)).toBe("198.51.100.7");
    expect(clientAddressOf("127.0.0.1", undefined, true)).toBe("127.0.0.1");
  });

  it("without a trusted proxy a forged X-Forwarded-For does not escape the address limit", async () => {
    const direct = await startApiServer({ db: database.db, trustProxy: false });
    try {
      await database.db.delete(rateLimits);
      const answers: number[] = [];
      for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i++) {
        const response = await direct.fetch("/api/v1/user/signin", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
          body: JSON.stringify({ email: `forger${i}@example.com`, password: "guess" }),
        });
        answers.push(response.status);
      }
      expect(answers.at(-1)).toBe(429);
      expect(answers.slice(0, -1).every((status) => status === 422)).toBe(true);
    } finally {
      await direct.close();
    }
  });
});

describe("comparing hashes", () => {
  it("tells equal digests from different ones and from digests of another length", () => {
    const digest = "ab".repeat(32);
    expect(sameHash(digest, digest)).toBe(true);
    expect(sameHash(digest, `${"ab".repeat(31)}ac`)).toBe(false);
    expect(sameHash(digest, "ab".repeat(16))).toBe(false);
    expect(sameHash(digest, "")).toBe(false);
  });
});
