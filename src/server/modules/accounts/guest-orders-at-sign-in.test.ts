import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import {
  ADDRESS,
  createLocationRule,
  COD,
  fillCodShop,
  createProduct,
  createStore,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { users } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { placeOrder } from "../orders/place-order.ts";
import { hashPassword } from "./password.ts";

const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

let accounts = 0;

/** A verified account that signs in with "secret12". */
async function account(email: string, phone: string | null = null) {
  const [user] = await world.db
    .insert(users)
    .values({
      name: `Customer ${++accounts}`,
      email,
      phone,
      passwordHash: await hashPassword("secret12"),
      verifiedAt: new Date(),
    })
    .returning();
  return user;
}

/** A guest on a browser orders once with this e-mail and phone; the browser keeps its token. */
async function guestOrders(contact: { email: string; phone: string }) {
  const store = await createStore(world.db);
  await createLocationRule(world.db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(world.db, store.id);
  const browser = guestCtx(world.db);
  await saveAddress(browser, { ...ADDRESS, ...contact });
  await putInCart(browser, { productId: product.id, quantity: 1 });
  const placed = await placeOrder(browser, { paymentMethod: COD });
  return { guestToken: browser.guestToken as string, trackingCode: placed.trackingCode };
}

/** Signs in on the guest's browser (its user_token) and lists the account's orders. */
async function signInAndListOrders(email: string, guestToken: string): Promise<string[]> {
  const signed = await world.post("user/signin", { email, password: "secret12", user_token: guestToken });
  expect(signed.body.status).toBe(200);
  const response = await world.server.fetch("/api/v1/order/by-user", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${signed.body.data.token}` },
    body: JSON.stringify({}),
  });
  const listed = (await response.json()) as { data: { data: { tracking_code: string }[] } };
  return listed.data.data.map((o) => o.tracking_code);
}

describe("a guest's orders at sign-in", () => {
  it("someone else signing in on the guest's browser does not see the guest's order", async () => {
    const guest = await guestOrders({ email: "first.guest@example.test", phone: "+93 700 111 222" });
    await account("next.person@example.test", "+93 700 999 888");
    expect(await signInAndListOrders("next.person@example.test", guest.guestToken)).not.toContain(
      guest.trackingCode,
    );
  });

  it("the guest's order moves to the account whose e-mail it was placed with, written in any case", async () => {
    const guest = await guestOrders({ email: "  Same.Person@Example.test ", phone: "+93 700 333 444" });
    await account("same.person@example.test");
    expect(await signInAndListOrders("same.person@example.test", guest.guestToken)).toContain(
      guest.trackingCode,
    );
  });

  it("the guest's order moves to the account with the same phone, however it is spaced", async () => {
    const guest = await guestOrders({ email: "phone.guest@example.test", phone: "+93 (700) 555-666" });
    await account("phone.owner@example.test", "+93700555666");
    expect(await signInAndListOrders("phone.owner@example.test", guest.guestToken)).toContain(
      guest.trackingCode,
    );
  });
});
