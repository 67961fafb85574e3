import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  cartItems,
  categories,
  oneTimeCodes,
  orders,
  products,
  rateLimits,
  stores,
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
});
// Every request here comes from one client address: each test starts as if from a new one.
beforeEach(() =>
  database.db
    .delete(rateLimits)
    .where(sql`${rateLimits.key} like '%:address:%' or ${rateLimits.key} like '%:pair:%'`),
);
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.close();
});

/** The tests' one browser keeps its sign-up claim, as the sign-up and verify pages do. */
const { call } = apiBrowser(() => server, [CLAIM_COOKIE]);

async function registeredUser(email: string, password = "secret12", name = "Ayesha") {
  await call("user/signup", { name, email, password, password_confirmation: password });
  const code = codeOf(await smtp.next(email));
  await call("user/verify", { email, code });
  await smtp.next(email); // welcome
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

    const mail = await smtp.next(email);
    expect(mail.subject).toMatch(/^\d{6} is your .* verification code$/);
    expect(mail.raw).toContain("15 minutes");

    const early = await call("user/signin", { email, password: "secret12" });
    expect(early.status).toBe(201);
    expect(early.message).toMatch(/not verified/);

    const verified = await call("user/verify", { email, code: codeOf(mail) });
    expect(verified.status).toBe(200);
    expect((await smtp.next(email)).subject).toMatch(/^Welcome to /);

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
    const rows = (await database.db.execute(`select token_hash from sessions`)) as unknown as {
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
    await cooldownsPass(database.db);
    const again = await call("user/signup", {
      name: "Other",
      email: "AYESHA@example.com",
      password: "other-pass",
      password_confirmation: "other-pass",
    });
    expect(again.http).toBe(200);
    expect((await smtp.next("ayesha@example.com")).subject).toMatch(/^Somebody tried to create/);
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
    const code = codeOf(await smtp.next(email));
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
    await cooldownsPass(database.db);
    const resent = await call("user/resend-code", { email, purpose: "signup" });
    expect(resent.status).toBe(200);
    const code = codeOf(await smtp.next(email));
    expect((await call("user/verify", { email, code })).status).toBe(200);
  });

  it("a code older than 15 minutes no longer works", async () => {
    const email = "late@example.com";
    await call("user/signup", { name: "L", email, password: "secret12", password_confirmation: "secret12" });
    const code = codeOf(await smtp.next(email));
    await database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    const late = await call("user/verify", { email, code });
    expect(late.message).toMatch(/expired/);
  });

  it("codes are stored hashed", async () => {
    const rows = await database.db.select({ hash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });
});

describe("sessions", () => {
  it("logout ends the session", async () => {
    const token = await registeredUser("logout@example.com");
    expect((await call("user/profile", undefined, { token })).status).toBe(200);
    const out = await call("user/logout", undefined, { token });
    expect(out.status).toBe(200);
    expect(out.setCookie.join(", ")).toMatch(/frontend_token=;/);
    const after = await call("user/profile", undefined, { token });
    expect(after.status).toBe(403);
    expect(after.http).toBe(401);
  });

  it("the cookie signs the request in as well as the bearer header", async () => {
    const token = await registeredUser("cookie@example.com");
    const response = await server.fetch("/api/v1/user/profile", {
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
    await cooldownsPass(database.db);
    const forgot = await call("user/forgot-password", { email });
    expect(forgot.status).toBe(200);
    const mail = await smtp.next(email);
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
    expect(smtp.messages.some((m) => m.to.includes("ghost@example.com"))).toBe(false);
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

describe("profile", () => {
  it("update-profile changes name and phone of the signed-in user only", async () => {
    const mine = await registeredUser("me@example.com", "secret12", "Me");
    const theirs = await registeredUser("them@example.com", "secret12", "Them");
    const form = new FormData();
    form.set("name", "Me Again");
    form.set("phone", "+1 (555) 010-2030");
    const response = await server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${mine}` },
      body: form,
    });
    const body = await response.json();
    expect(body.data.user).toMatchObject({ name: "Me Again", phone: "+1 (555) 010-2030" });
    const other = await call("user/profile", undefined, { token: theirs });
    expect(other.data.user).toMatchObject({ name: "Them", phone: null });
    const badPhone = new FormData();
    badPhone.set("name", "Me");
    badPhone.set("phone", "12");
    const bad = await server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${mine}` },
      body: badPhone,
    });
    expect((await bad.json()).data.form).toEqual(["Invalid number"]);
  });

  it("a signed-in user never reaches another user's profile", async () => {
    const mine = await registeredUser("mine@example.com", "secret12", "Mine");
    await registeredUser("yours@example.com", "secret12", "Yours");
    const [yours] = await database.db.select().from(users).where(eq(users.email, "yours@example.com"));
    const asked = await call(`user/profile?id=${yours.id}&user_id=${yours.id}`, undefined, { token: mine });
    expect(asked.data.user.email).toBe("mine@example.com");
    const forged = await call("user/profile", undefined, { token: `${mine}x` });
    expect(forged.status).toBe(403);
  });

  it("an avatar is accepted by its bytes, not its name", async () => {
    const token = await registeredUser("avatar@example.com");
    const form = new FormData();
    form.set("name", "Avatar");
    form.set(
      "avatar",
      new File([new TextEncoder().encode("not really a picture")], "me.png", { type: "image/png" }),
    );
    const response = await server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect((await response.json()).message).toBe("There is an error while uploading some of the images.");
  });

  it("deleting the account removes personal data and the sessions, and anonymises past orders", async () => {
    const email = "leaving@example.com";
    const token = await registeredUser(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const address = {
      name: "Leila Leaving",
      email,
      phone: "+93 700 000 000",
      country: "AF",
      state: "BDS",
      city: "Faizabad",
      zip_code: "3701",
      address: "12 Market street",
    };
    const order = { userId: user.id, email, address, paymentMethod: 2, currency: "USD" };
    const [delivered, onItsWay] = await database.db
      .insert(orders)
      .values([
        { ...order, trackingCode: "LEAVE-1", deliveryStatus: 5 },
        { ...order, trackingCode: "LEAVE-2", deliveryStatus: 3 },
      ])
      .returning();
    const refused = await call("user/delete", { password: "nope12" }, { token });
    expect(refused.status).toBe(201);
    const waiting = await call("user/delete", { password: "secret12" }, { token });
    expect(waiting.message).toBe(
      "Your account can be deleted once your orders on their way are delivered or cancelled.",
    );
    expect((await call("user/profile", undefined, { token })).status).toBe(200);
    await database.db.update(orders).set({ deliveryStatus: 5 }).where(eq(orders.id, onItsWay.id));
    const deleted = await call("user/delete", { password: "secret12" }, { token });
    expect(deleted.status).toBe(200);
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(JSON.stringify(kept)).not.toMatch(/Leila|Market street|700 000|leaving@example/);
    expect(kept.address).toMatchObject({ country: "AF", state: "BDS", city: "Faizabad" });
    expect((await call("user/profile", undefined, { token })).status).toBe(403);
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect((await call("user/signin", { email, password: "secret12" })).status).toBe(201);
  });
});

describe("guest token on sign-in", () => {
  it("the guest's cart joins the user's cart, capped by stock", async () => {
    const email = "merge@example.com";
    const token = await registeredUser(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const [owner] = await database.db
      .insert(users)
      .values({ name: "Shop owner", email: "owner-merge@example.com" })
      .returning();
    const [store] = await database.db
      .insert(stores)
      .values({ ownerId: owner.id, name: "Shop", slug: "shop-merge" })
      .returning();
    const [category] = await database.db.insert(categories).values({ slug: "cat-merge" }).returning();
    const [product] = await database.db
      .insert(products)
      .values({ storeId: store.id, categoryId: category.id, slug: "abaya-merge", stock: 5 })
      .returning();
    await database.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 3 });
    await database.db
      .insert(cartItems)
      .values({ guestToken: "guest0123456789abc", productId: product.id, quantity: 4 });
    await call("user/logout", undefined, { token });
    const signed = await call("user/signin", {
      email,
      password: "secret12",
      user_token: "guest0123456789abc",
    });
    expect(signed.data.cart_count).toBe(5);
    const lines = await database.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ userId: user.id, quantity: 5, guestToken: null });
  });
});
