import { describe, expect, it } from "vitest";
import { codeOf } from "../../../testing/test-smtp.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";
import { CLAIM_COOKIE } from "./claims.ts";
import { SIGN_OUT_PER_ADDRESS, SIGN_OUT_WINDOW_MINUTES } from "./rate-limit.ts";

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

describe("sessions", () => {
  it("logout ends the session", async () => {
    const token = await registeredUser("logout@example.com");
    expect((await call("user/profile", undefined, { token })).status).toBe(200);
    const out = await call("user/logout", {}, { token });
    expect(out.status).toBe(200);
    expect(out.setCookie.join(", ")).toMatch(/frontend_token=;/);
    const after = await call("user/profile", undefined, { token });
    expect(after.status).toBe(403);
    expect(after.http).toBe(401);
  });

  it("signing out takes a POST: a link or a picture on another page (GET) signs nobody out", async () => {
    const token = await registeredUser("linked@example.com");
    const viaLink = await shop.server.fetch("/api/v1/user/logout", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaLink.status).toBeGreaterThanOrEqual(400);
    expect(viaLink.headers.getSetCookie().join(", ")).not.toMatch(/frontend_token=;/);
    expect((await call("user/profile", undefined, { token })).status).toBe(200);
  });

  it(`one client address may sign out ${SIGN_OUT_PER_ADDRESS} times in ${SIGN_OUT_WINDOW_MINUTES} minutes, then gets a translated 429`, async () => {
    for (let i = 0; i < SIGN_OUT_PER_ADDRESS; i++) expect((await call("user/logout", {})).http).toBe(200);
    const refused = await call("user/logout", {}, { lang: "fr" });
    expect(refused.http).toBe(429);
    expect(refused.message).toBe("Trop de requêtes. Veuillez réessayer dans un instant.");
  });

  it("the cookie signs the request in as well as the bearer header", async () => {
    const token = await registeredUser("cookie@example.com");
    const response = await shop.server.fetch("/api/v1/user/profile", {
      headers: { cookie: `frontend_token=${token}` },
    });
    expect((await response.json()).data.user.email).toBe("cookie@example.com");
  });

  it("a guest gets 403 on the profile call", async () => {
    const profile = await call("user/profile");
    expect(profile.status).toBe(403);
  });
});

describe("password reset and change", () => {
  it("forgot password e-mails a code that sets a new password and ends every session", async () => {
    const email = "reset@example.com";
    const oldToken = await registeredUser(email, "oldpass1");
    await cooldownsPass(shop.database.db);
    const forgot = await call("user/forgot-password", { email });
    expect(forgot.status).toBe(200);
    const mail = await shop.smtp.next(email);
    expect(mail.subject).toMatch(/password reset code/);
    const reset = await call("user/update-password", {
      email,
      code: codeOf(mail),
      password: "newpass1",
      password_confirmation: "newpass1",
    });
    expect(reset.status).toBe(200);
    expect((await call("user/profile", undefined, { token: oldToken })).status).toBe(403);
    expect((await call("user/signin", { email, password: "oldpass1" })).status).toBe(201);
    expect((await call("user/signin", { email, password: "newpass1" })).status).toBe(200);
  });

  it("forgot password answers the same for an unknown address and sends nothing", async () => {
    const forgot = await call("user/forgot-password", { email: "ghost@example.com" });
    expect(forgot.status).toBe(200);
    expect(shop.smtp.messages.some((m) => m.to.includes("ghost@example.com"))).toBe(false);
  });

  it("changing the password needs the current one and ends the other sessions", async () => {
    const email = "change@example.com";
    const first = await registeredUser(email, "first12");
    const second = (await call("user/signin", { email, password: "first12" })).data.token as string;
    const refused = await call(
      "user/update-user-password",
      { current_password: "wrong1", password: "second12", password_confirmation: "second12" },
      { token: first },
    );
    expect(refused.message).toBe("The current password is not right.");
    const changed = await call(
      "user/update-user-password",
      { current_password: "first12", password: "second12", password_confirmation: "second12" },
      { token: first },
    );
    expect(changed.status).toBe(200);
    expect((await call("user/profile", undefined, { token: first })).status).toBe(200);
    expect((await call("user/profile", undefined, { token: second })).status).toBe(403);
  });
});
