/**
 * The "verify your e-mail" screen reached again for an account that is already verified: the
 * browser that signed up is sent to sign in, with a message; any other browser learns nothing
 * about the address.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../platform/db/schema/index.ts";
import { codeOf } from "../../../testing/test-smtp.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";

const shop = useMailWorld({ trustProxy: true });
beforeAll(() => shop.database.db.insert(settings).values({ id: 1 }).onConflictDoNothing());

let nextAddress = 1;

/** One browser (its cookies) at its own client address. */
function browser() {
  const from = `192.0.2.${nextAddress++}`;
  const { call } = apiBrowser(() => shop.server);
  return (path: string, body: unknown, lang = "en") => call(path, body, { lang, forwardedFor: from });
}

const signUpBody = (email: string) => ({
  name: "Nour",
  email,
  password: "secret12",
  password_confirmation: "secret12",
});

const ALREADY = "This e-mail address is already verified. Please sign in.";

describe("an account that is already verified", () => {
  it("the browser that verified it, submitting the code again or asking for a new one, is told to sign in", async () => {
    const email = "twice-verified@example.com";
    const mine = browser();
    await mine("user/signup", signUpBody(email));
    const code = codeOf(await shop.smtp.next(email));
    expect((await mine("user/verify", { email, code })).http).toBe(200);
    await shop.smtp.next(email); // welcome

    const again = await mine("user/verify", { email, code });
    expect(again).toMatchObject({ http: 200, status: 200, message: ALREADY });
    expect(again.data).toEqual({ email, already_verified: true });
    await cooldownsPass(shop.database.db);
    const resend = await mine("user/resend-code", { email, purpose: "signup" }, "fr");
    expect(resend.data).toEqual({ email, already_verified: true });
    expect(resend.message).toBe("Cette adresse e-mail est déjà vérifiée. Veuillez vous connecter.");
    await expect(shop.smtp.next(email, 500)).rejects.toThrow();
  });

  it("another browser learns nothing: the answers are those of an address that has no account", async () => {
    const email = "verified-elsewhere@example.com";
    const mine = browser();
    await mine("user/signup", signUpBody(email));
    await mine("user/verify", { email, code: codeOf(await shop.smtp.next(email)) });
    await shop.smtp.next(email); // welcome
    await cooldownsPass(shop.database.db);

    const stranger = browser();
    const verify = await stranger("user/verify", { email, code: "123456" });
    const verifyUnknown = await stranger("user/verify", { email: "nobody@example.com", code: "123456" });
    expect({ ...verify, setCookie: [] }).toEqual({ ...verifyUnknown, setCookie: [] });
    const resend = await stranger("user/resend-code", { email, purpose: "signup" });
    const resendUnknown = await stranger("user/resend-code", {
      email: "nobody@example.com",
      purpose: "signup",
    });
    expect(resend.message).toBe(resendUnknown.message);
    expect(resend.data).toEqual({ email });
  });

  it("a sign-up verified by a password reset from the same browser sends that browser to sign in too", async () => {
    const email = "reset-verified@example.com";
    const mine = browser();
    await mine("user/signup", signUpBody(email));
    await shop.smtp.next(email); // the sign-up code, never used
    await cooldownsPass(shop.database.db);
    await mine("user/forgot-password", { email });
    const reset = codeOf(await shop.smtp.next(email));
    const changed = await mine("user/update-password", {
      email,
      code: reset,
      password: "newpass12",
      password_confirmation: "newpass12",
    });
    expect(changed.http).toBe(200);
    const again = await mine("user/verify", { email, code: "123456" });
    expect(again.data).toEqual({ email, already_verified: true });
  });

  it("a seller applicant verifying again is told to sign in, in Arabic too", async () => {
    const email = "seller-twice@example.com";
    const mine = browser();
    await mine("seller/signup", {
      ...signUpBody(email),
      store_name: "Nour Silks",
      phone: "+90 555 000 00 01",
    });
    const code = codeOf(await shop.smtp.next(email));
    expect((await mine("seller/verify", { email, code })).http).toBe(200);
    const again = await mine("seller/verify", { email, code }, "ar");
    expect(again.data).toEqual({ email, already_verified: true });
    expect(again.message).toBe("عنوان البريد الإلكتروني هذا مُتحقَّق منه بالفعل. يرجى تسجيل الدخول.");
  });
});
