import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  oneTimeCodes,
  pendingSignups,
  sellerApplications,
  settings,
  users,
} from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { codeOf, startTestSmtp, type TestSmtp } from "../../../testing/test-smtp.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { cooldownsPass } from "../../../testing/cooldowns.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { CLAIM_COOKIE } from "./claims.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  server = await startApiServer({ db: database.db });
  await database.db.insert(settings).values({ id: 1 }).onConflictDoNothing();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.close();
});

/** One browser: keeps the cookies the API sets, as a browser does for its own fetches. */
function browser() {
  const { call, jar } = apiBrowser(() => server);
  return { call, hasClaim: () => jar.has(CLAIM_COOKIE) };
}

const signup = (name: string, email: string, password: string) => ({
  name,
  email,
  password,
  password_confirmation: password,
});

const nextCode = async (email: string) => codeOf(await smtp.next(email));

describe("a sign-up code verifies only the sign-up it was sent for", () => {
  it("somebody signing up again with an unverified e-mail cannot get their password verified by its owner", async () => {
    const email = "victim@example.com";
    const victim = browser();
    const attacker = browser();
    expect((await victim.call("user/signup", signup("Vera", email, "vera-pass1"))).status).toBe(200);
    await nextCode(email); // C1
    await cooldownsPass(database.db);
    expect((await attacker.call("user/signup", signup("Mallory", email, "mallory-pw1"))).status).toBe(200);
    const attackersCode = await nextCode(email); // C2, in Vera's mailbox

    // Vera pastes the newest code she got: it belongs to the other sign-up.
    const refused = await victim.call("user/verify", { email, code: attackersCode });
    expect(refused.http).toBe(422);
    expect(refused.message).toBe("This code is not right. Tries left: 4.");
    // The second sign-up changed nothing on the account: its password does not even open it.
    expect((await attacker.call("user/signin", { email, password: "mallory-pw1" })).message).toBe(
      "The e-mail or the password is not right.",
    );

    // Vera asks for a new code: it is bound to her sign-up, so it is no use in the other browser.
    await cooldownsPass(database.db);
    expect((await victim.call("user/resend-code", { email, purpose: "signup" })).status).toBe(200);
    const victimsCode = await nextCode(email);
    const stolen = await attacker.call("user/verify", { email, code: victimsCode });
    expect(stolen.http).toBe(422);
    expect(stolen.message).toBe("This code is not right. Tries left: 4.");

    const verified = await victim.call("user/verify", { email, code: victimsCode });
    expect(verified.status).toBe(200);
    expect((await smtp.next(email)).subject).toMatch(/^Welcome to /);
    const signedIn = await victim.call("user/signin", { email, password: "vera-pass1" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.name).toBe("Vera");
    expect((await attacker.call("user/signin", { email, password: "mallory-pw1" })).http).toBe(422);
    // Verification ended every other pending sign-up of the e-mail: only Vera's stays (until it
    // expires), so that her browser is sent to sign in if it comes back to the verify screen.
    const left = await database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(left.map((row) => row.name)).toEqual(["Vera"]);
  });

  it("the claim cookie is httpOnly, SameSite=Lax and sent to the API only", async () => {
    const answer = await browser().call(
      "user/signup",
      signup("Cookie", "cookie-claim@example.com", "secret12"),
    );
    await smtp.next("cookie-claim@example.com");
    const cookie = answer.setCookie.find((line: string) => line.startsWith(`${CLAIM_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1(;|$)/);
    expect(cookie).toMatch(/Max-Age=86400/);
    const [row] = await database.db
      .select({ claimHash: pendingSignups.claimHash })
      .from(pendingSignups)
      .where(eq(pendingSignups.email, "cookie-claim@example.com"));
    expect(cookie).not.toContain(row.claimHash);
  });

  it("signing up again in the same browser with a new password: the new password is the one verified", async () => {
    const email = "changed-mind@example.com";
    const me = browser();
    await me.call("user/signup", signup("First Name", email, "first-pass1"));
    await nextCode(email);
    await cooldownsPass(database.db);
    await me.call("user/signup", signup("Second Name", email, "second-pass1"));
    const mail = await smtp.next(email);
    expect(mail.raw).toContain("Hello Second Name,");
    expect((await me.call("user/verify", { email, code: codeOf(mail) })).status).toBe(200);
    await smtp.next(email); // welcome
    expect((await me.call("user/signin", { email, password: "first-pass1" })).http).toBe(422);
    const signedIn = await me.call("user/signin", { email, password: "second-pass1" });
    expect(signedIn.data).toMatchObject({ name: "Second Name", email });
  });

  it("a new code is mailed to the browser holding the claim; without the claim nothing is mailed and the answer is the same", async () => {
    const email = "resend-claim@example.com";
    const me = browser();
    await me.call("user/signup", signup("Resender", email, "secret12"));
    await nextCode(email);
    await cooldownsPass(database.db);

    const elsewhere = await browser().call("user/resend-code", { email, purpose: "signup" });
    const unknown = await browser().call("user/resend-code", { email: "nobody-here@example.com" });
    expect(elsewhere).toMatchObject({ http: 200, status: 200 });
    expect(elsewhere.message).toBe(unknown.message);
    await expect(smtp.next(email, 500)).rejects.toThrow();

    // The cooldown counts every request for the address, whoever made it.
    await cooldownsPass(database.db);
    expect((await me.call("user/resend-code", { email, purpose: "signup" })).status).toBe(200);
    expect((await me.call("user/verify", { email, code: await nextCode(email) })).status).toBe(200);
  });

  it("signing in to an unverified account with its password lets this browser get a code that verifies", async () => {
    const email = "came-back@example.com";
    await browser().call("user/signup", signup("Returner", email, "secret12"));
    await nextCode(email);
    await cooldownsPass(database.db);

    // Another day, another browser: the sign-up's cookie is gone.
    const later = browser();
    const wrong = await later.call("user/signin", { email, password: "not-mine1" });
    expect(wrong.http).toBe(422);
    expect(later.hasClaim()).toBe(false);
    const refused = await later.call("user/signin", { email, password: "secret12" });
    expect(refused.http).toBe(409);
    expect(refused.message).toMatch(/not verified yet/);
    expect(later.hasClaim()).toBe(true);

    expect((await later.call("user/resend-code", { email, purpose: "signup" })).status).toBe(200);
    expect((await later.call("user/verify", { email, code: await nextCode(email) })).status).toBe(200);
    await smtp.next(email); // welcome
    expect((await later.call("user/signin", { email, password: "secret12" })).status).toBe(200);
  });

  it("seller sign-up: the code verifies the applicant's own sign-up and store, not the one that came after", async () => {
    const email = "seller-victim@example.com";
    const application = (name: string, password: string, store: string) => ({
      ...signup(name, email, password),
      store_name: store,
      phone: "+90 212 555 0101",
    });
    const owner = browser();
    const attacker = browser();
    expect(
      (await owner.call("seller/signup", application("Hafsa", "hafsa-pass1", "Hafsa Modest"))).status,
    ).toBe(200);
    await nextCode(email);
    await cooldownsPass(database.db);
    await attacker.call("seller/signup", application("Mallory", "mallory-pw1", "Mallory Fakes"));
    const attackersCode = await nextCode(email);

    expect((await owner.call("seller/verify", { email, code: attackersCode })).http).toBe(422);
    await cooldownsPass(database.db);
    expect((await owner.call("user/resend-code", { email, purpose: "seller" })).status).toBe(200);
    const ownersCode = await nextCode(email);
    expect((await attacker.call("seller/verify", { email, code: ownersCode })).http).toBe(422);

    const verified = await owner.call("seller/verify", { email, code: ownersCode });
    expect(verified.status).toBe(200);
    expect((await smtp.next(email)).subject).toBe("We received your seller application");
    expect((await owner.call("user/signin", { email, password: "hafsa-pass1" })).data.name).toBe("Hafsa");
    expect((await attacker.call("user/signin", { email, password: "mallory-pw1" })).http).toBe(422);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const applications = await database.db
      .select({ storeName: sellerApplications.storeName })
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, user.id));
    expect(applications).toEqual([{ storeName: "Hafsa Modest" }]);
  });

  it("a seller applicant who comes back through the sign-in page keeps the application", async () => {
    const email = "returning-seller@example.com";
    await browser().call("seller/signup", {
      ...signup("Khadija", email, "secret12"),
      store_name: "Khadija Silks",
      phone: "+90 212 555 0102",
    });
    await nextCode(email);
    await cooldownsPass(database.db);
    const later = browser();
    expect((await later.call("user/signin", { email, password: "secret12" })).http).toBe(409);
    await later.call("user/resend-code", { email, purpose: "signup" });
    expect((await later.call("user/verify", { email, code: await nextCode(email) })).status).toBe(200);
    await smtp.next(email); // welcome
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const applications = await database.db
      .select({ storeName: sellerApplications.storeName, status: sellerApplications.status })
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, user.id));
    expect(applications).toEqual([{ storeName: "Khadija Silks", status: "pending" }]);
  });

  it("expired sign-ups are deleted with their codes when the next sign-up is made", async () => {
    const email = "forgotten@example.com";
    await browser().call("user/signup", signup("Forgotten", email, "secret12"));
    await nextCode(email);
    await database.db
      .update(pendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.email, email));
    await browser().call("user/signup", signup("Next", "next-one@example.com", "secret12"));
    await nextCode("next-one@example.com");
    expect(await database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual(
      [],
    );
    expect(await database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toEqual([]);
  });
});
