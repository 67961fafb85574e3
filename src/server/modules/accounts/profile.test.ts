import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems, categories, orders, products, stores, users } from "../../platform/db/schema/index.ts";
import { codeOf } from "../../../testing/test-smtp.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
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

describe("profile", () => {
  it("update-profile changes name and phone of the signed-in user only", async () => {
    const mine = await registeredUser("me@example.com", "secret12", "Me");
    const theirs = await registeredUser("them@example.com", "secret12", "Them");
    const form = new FormData();
    form.set("name", "Me Again");
    form.set("phone", "+1 (555) 010-2030");
    const response = await shop.server.fetch("/api/v1/user/update-profile", {
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
    const bad = await shop.server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${mine}` },
      body: badPhone,
    });
    expect((await bad.json()).data.form).toEqual(["Invalid number"]);
  });

  it("a signed-in user never reaches another user's profile", async () => {
    const mine = await registeredUser("mine@example.com", "secret12", "Mine");
    await registeredUser("yours@example.com", "secret12", "Yours");
    const [yours] = await shop.database.db.select().from(users).where(eq(users.email, "yours@example.com"));
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
    const response = await shop.server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect((await response.json()).message).toBe("There is an error while uploading some of the images.");
  });

  it("deleting the account removes personal data and the sessions, and anonymises past orders", async () => {
    const email = "leaving@example.com";
    const token = await registeredUser(email);
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
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
    const [delivered, onItsWay] = await shop.database.db
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
    await shop.database.db.update(orders).set({ deliveryStatus: 5 }).where(eq(orders.id, onItsWay.id));
    const deleted = await call("user/delete", { password: "secret12" }, { token });
    expect(deleted.status).toBe(200);
    const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(JSON.stringify(kept)).not.toMatch(/Leila|Market street|700 000|leaving@example/);
    expect(kept.address).toMatchObject({ country: "AF", state: "BDS", city: "Faizabad" });
    expect((await call("user/profile", undefined, { token })).status).toBe(403);
    const rows = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect((await call("user/signin", { email, password: "secret12" })).status).toBe(201);
  });
});

describe("guest token on sign-in", () => {
  it("the guest's cart joins the user's cart, capped by stock", async () => {
    const email = "merge@example.com";
    const token = await registeredUser(email);
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, email));
    const [owner] = await shop.database.db
      .insert(users)
      .values({ name: "Shop owner", email: "owner-merge@example.com" })
      .returning();
    const [store] = await shop.database.db
      .insert(stores)
      .values({ ownerId: owner.id, name: "Shop", slug: "shop-merge" })
      .returning();
    const [category] = await shop.database.db.insert(categories).values({ slug: "cat-merge" }).returning();
    const [product] = await shop.database.db
      .insert(products)
      .values({ storeId: store.id, categoryId: category.id, slug: "abaya-merge", stock: 5 })
      .returning();
    await shop.database.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 3 });
    await shop.database.db
      .insert(cartItems)
      .values({ guestToken: "guest0123456789abc", productId: product.id, quantity: 4 });
    await call("user/logout", {}, { token });
    const signed = await call("user/signin", {
      email,
      password: "secret12",
      user_token: "guest0123456789abc",
    });
    expect(signed.data.cart_count).toBe(5);
    const lines = await shop.database.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ userId: user.id, quantity: 5, guestToken: null });
  });
});
