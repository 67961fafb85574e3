import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../platform/db/schema/index.ts";
import { codeOf } from "../../../testing/test-smtp.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";
import { CLAIM_COOKIE } from "./claims.ts";

const shop = useMailWorld({ freshAddress: true });

/** The tests' one browser keeps its sign-up claim, as the sign-up and verify pages do. */
const { call } = apiBrowser(() => shop.server, [CLAIM_COOKIE]);

async function registeredUser(email: string, password = "secret12", name = "Ayesha") {
  await call("user/signup", { name, email, password, password_confirmation: password });
  const code = codeOf(await shop.smtp.next(email));
  await call("user/verify", { email, code });
  await shop.smtp.next(email); // welcome
  const signed = await call("user/signin", { email, password });
  return signed.data.token as string;
}

describe("sign-up, verification and sign-in", () => {
  it("a new customer signs up, reads the code from the e-mail, verifies and signs in", async () => {
    const email = "ayesha@example.com";
    const signup = await call("user/signup", {
      name: "Ayesha Khan",
      email,
      password: "secret12",
      password_confirmation: "secret12",
    });
    expect(signup).toMatchObject({ status: 200, data: { email } });

    const mail = await shop.smtp.next(email);
    expect(mail.subject).toMatch(/^\d{6} is your .* verification code$/);
    expect(mail.raw).toContain("15 minutes");

    const early = await call("user/signin", { email, password: "secret12" });
    expect(early.status).toBe(201);
    expect(early.message).toMatch(/not verified/);

    const verified = await call("user/verify", { email, code: codeOf(mail) });
    expect(verified.status).toBe(200);
    expect((await shop.smtp.next(email)).subject).toMatch(/^Welcome to /);

    const signin = await call("user/signin", { email, password: "secret12" });
    expect(signin.status).toBe(200);
    expect(signin.data).toMatchObject({ name: "Ayesha Khan", email, role: "customer" });
    expect(signin.data.token).toMatch(/^[\w-]{40,}$/);
    expect(signin.data).not.toHaveProperty("passwordHash");
    expect(signin.setCookie.join(", ")).toMatch(/^frontend_token=/);
    expect(signin.setCookie.join(", ")).toMatch(/Max-Age=31622400/);
    expect(signin.setCookie.join(", ")).toMatch(/HttpOnly/);
    expect(signin.setCookie.join(", ")).toMatch(/SameSite=Lax/);
    expect(signin.setCookie.join(", ")).toMatch(/Path=\//);

    const profile = await call("user/profile", undefined, { token: signin.data.token });
    expect(profile).toMatchObject({
      status: 200,
      data: { is_logged_in: true, cart_count: 0, user: { email, name: "Ayesha Khan" } },
    });
  });

  it("the session token is stored hashed, never as sent", async () => {
    const token = await registeredUser("hashed@example.com");
    const rows = (await shop.database.db.execute(`select token_hash from sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("validation speaks the spec's words", async () => {
    const bad = await call("user/signup", {
      name: "",
      email: "nope",
      password: "123",
      password_confirmation: "456",
    });
    expect(bad.http).toBe(422);
    expect(bad.data.form).toEqual(
      expect.arrayContaining(["Name is required", "Invalid email", "Invalid Password Length"]),
    );
    const mismatch = await call("user/signup", {
      name: "A",
      email: "a@example.com",
      password: "123456",
      password_confirmation: "654321",
    });
    expect(mismatch.data.form).toEqual(["Password does not match"]);
  });

  it("messages come in the request's language", async () => {
    const wrong = await call(
      "user/signin",
      { email: "ayesha@example.com", password: "wrong-one" },
      { lang: "fr" },
    );
    expect(wrong.status).toBe(201);
    expect(wrong.message).not.toBe("");
  });

  it("a wrong password and an unknown e-mail get the same answer", async () => {
    const wrong = await call("user/signin", { email: "ayesha@example.com", password: "wrong-one" });
    const unknown = await call("user/signin", { email: "nobody@example.com", password: "wrong-one" });
    expect(wrong.message).toBe("The e-mail or the password is not right.");
    expect(unknown.message).toBe(wrong.message);
  });

  it("after five wrong passwords sign-in waits for that address, even with the right one", async () => {
    const email = "guessed@example.com";
    await registeredUser(email);
    for (let i = 0; i < 5; i++) await call("user/signin", { email, password: `guess-${i}` });
    const paused = await call("user/signin", { email, password: "secret12" });
    expect(paused.http).toBe(429);
    expect(paused.message).toMatch(/^Too many wrong tries from here\. Please wait \d+ seconds/);
  });

  it("signing up again with a verified account's e-mail changes nothing and tells its owner by mail", async () => {
    await cooldownsPass(shop.database.db);
    const again = await call("user/signup", {
      name: "Other",
      email: "AYESHA@example.com",
      password: "other-pass",
      password_confirmation: "other-pass",
    });
    expect(again.http).toBe(200);
    expect((await shop.smtp.next("ayesha@example.com")).subject).toMatch(/^Somebody tried to create/);
    expect((await call("user/signin", { email: "ayesha@example.com", password: "other-pass" })).http).toBe(
      422,
    );
    expect((await call("user/signin", { email: "ayesha@example.com", password: "secret12" })).http).toBe(200);
  });
});

describe("one-time codes", () => {
  it("five wrong codes lock the code, even the right one afterwards", async () => {
    const email = "locked@example.com";
    await call("user/signup", { name: "L", email, password: "secret12", password_confirmation: "secret12" });
    const code = codeOf(await shop.smtp.next(email));
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call("user/verify", { email, code: wrong })).message);
    expect(answers[0]).toBe("This code is not right. Tries left: 4.");
    expect(answers[4]).toMatch(/Too many wrong tries/);
    const right = await call("user/verify", { email, code });
    expect(right.status).toBe(201);
    expect(right.message).toMatch(/Too many wrong tries/);
  });

  it("a new code is refused during the cooldown and works after it", async () => {
    const email = "locked@example.com";
    const early = await call("user/resend-code", { email, purpose: "signup" });
    expect(early.http).toBe(429);
    expect(early.message).toMatch(/Please wait \d+ seconds/);
    await cooldownsPass(shop.database.db);
    const resent = await call("user/resend-code", { email, purpose: "signup" });
    expect(resent.status).toBe(200);
    const code = codeOf(await shop.smtp.next(email));
    expect((await call("user/verify", { email, code })).status).toBe(200);
  });

  it("a code older than 15 minutes no longer works", async () => {
    const email = "late@example.com";
    await call("user/signup", { name: "L", email, password: "secret12", password_confirmation: "secret12" });
    const code = codeOf(await shop.smtp.next(email));
    await shop.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    const late = await call("user/verify", { email, code });
    expect(late.message).toMatch(/expired/);
  });

  it("codes are stored hashed", async () => {
    const rows = await shop.database.db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });
});
