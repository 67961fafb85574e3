import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, settings, users } from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { startTestSmtp, type TestSmtp } from "../../../testing/test-smtp.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { startFakeProvider, type FakeProvider } from "../../../testing/fakes/oauth-provider.ts";
import { configureOAuth } from "./oauth.ts";
import { hashPassword } from "./password.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;
let fake: FakeProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  fake = await startFakeProvider({ "google-id": "google-secret", "facebook-id": "facebook-secret" });
  server = await startApiServer({ db: database.db });
  configureOAuth({
    google: { clientId: "google-id", clientSecret: "google-secret", issuerUrl: fake.origin },
    facebook: {
      clientId: "facebook-id",
      clientSecret: "facebook-secret",
      authUrl: `${fake.origin}/authorize`,
      graphUrl: fake.origin,
    },
    redirectBase: server.origin,
    allowHttp: true,
  });
  await database.db
    .insert(settings)
    .values({ id: 1, googleLogin: true, facebookLogin: true })
    .onConflictDoUpdate({ target: settings.id, set: { googleLogin: true, facebookLogin: true } });
});
afterAll(async () => {
  await server.close();
  await fake.close();
  await smtp.close();
  await database.close();
});

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    .slice(name.length + 1);

/** Walks the browser's redirects: shop -> provider -> shop callback; returns where it ends. */
async function socialSignIn(provider: "google" | "facebook", query = "") {
  const start = await server.fetch(`/api/v1/user/social-login/redirect/${provider}${query}`, {
    redirect: "manual",
  });
  expect(start.status).toBe(302);
  const pending = cookieValue(start, "oauth_pending");
  if (start.headers.get("location")!.startsWith("/"))
    return { location: start.headers.get("location")!, token: undefined };
  const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
  if (atProvider.status !== 302) return { location: start.headers.get("location")!, token: undefined };
  const back = await server.fetch(atProvider.headers.get("location")!, {
    redirect: "manual",
    headers: pending ? { cookie: `oauth_pending=${pending}` } : {},
  });
  return { location: back.headers.get("location") ?? "", token: cookieValue(back, "frontend_token") };
}

async function profileOf(token: string | undefined) {
  const response = await server.fetch("/api/v1/user/profile", {
    headers: { cookie: `frontend_token=${token}` },
  });
  return response.json();
}

describe("social sign-in against a local OpenID Connect / OAuth 2 provider", () => {
  it("Google: a new verified e-mail gets an account and a session", async () => {
    fake.user = { sub: "g-100", email: "zainab@example.com", email_verified: true, name: "Zainab" };
    const { location, token } = await socialSignIn("google");
    expect(location).toBe("/social-callback");
    const profile = await profileOf(token);
    expect(profile.data.user).toMatchObject({
      email: "zainab@example.com",
      name: "Zainab",
      has_password: false,
    });
    const request = fake.authorizations.at(-1)!;
    expect(request.searchParams.get("code_challenge_method")).toBe("S256");
    expect(request.searchParams.get("scope")).toContain("openid");
    expect(request.searchParams.get("redirect_uri")).toBe(
      `${server.origin}/api/v1/user/social-login/callback/google`,
    );
  });

  it("Facebook: the account with the same e-mail is linked, not duplicated", async () => {
    await database.db.insert(users).values({
      name: "Maryam",
      email: "maryam@example.com",
      passwordHash: await hashPassword("secret12"),
      verifiedAt: new Date(),
    });
    fake.user = { sub: "fb-7", email: "Maryam@example.com", name: "Maryam FB" };
    const { location, token } = await socialSignIn("facebook");
    expect(location).toBe("/social-callback");
    expect((await profileOf(token)).data.user).toMatchObject({ email: "maryam@example.com", name: "Maryam" });
    const rows = await database.db.select().from(users).where(eq(users.name, "Maryam FB"));
    expect(rows).toHaveLength(0);
    const links = await database.db.select().from(oauthAccounts).where(eq(oauthAccounts.subject, "fb-7"));
    expect(links).toHaveLength(1);
  });

  it("an unverified e-mail from the provider never takes over an account", async () => {
    fake.user = { sub: "g-evil", email: "maryam@example.com", email_verified: false, name: "Not Maryam" };
    const { location, token } = await socialSignIn("google", "?lang=fr");
    expect(location).toBe("/fr/social-callback?error=social_no_email&provider=google");
    expect(token).toBeUndefined();
  });

  it("a sign-up nobody verified keeps no password once the provider proves the e-mail", async () => {
    await database.db.insert(users).values({
      name: "Signed up by someone else",
      email: "amina@example.com",
      passwordHash: await hashPassword("mallory-pw1"),
    });
    fake.user = { sub: "g-amina", email: "amina@example.com", email_verified: true, name: "Amina" };
    const { token } = await socialSignIn("google");
    expect((await profileOf(token)).data.user).toMatchObject({
      email: "amina@example.com",
      has_password: false,
    });
    const signIn = await server.fetch("/api/v1/user/signin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "amina@example.com", password: "mallory-pw1" }),
    });
    expect((await signIn.json()).message).toBe("The e-mail or the password is not right.");
  });

  it("a callback without the browser's pending cookie (forged state) is refused", async () => {
    fake.user = { sub: "g-100", email: "zainab@example.com", email_verified: true };
    const start = await server.fetch(`/api/v1/user/social-login/redirect/google`, {
      redirect: "manual",
    });
    const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const back = await server.fetch(atProvider.headers.get("location")!, { redirect: "manual" });
    expect(back.headers.get("location")).toBe("/social-callback?error=social_failed&provider=google");
    expect(cookieValue(back, "frontend_token")).toBeUndefined();
  });

  it("a provider switched off in the settings is not offered", async () => {
    await database.db.update(settings).set({ facebookLogin: false }).where(eq(settings.id, 1));
    const { location, token } = await socialSignIn("facebook");
    expect(location).toBe("/social-callback?error=social_disabled&provider=facebook");
    expect(token).toBeUndefined();
    await database.db.update(settings).set({ facebookLogin: true }).where(eq(settings.id, 1));
  });
});
