import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { configureMail } from "../mail/mailer.ts";
import { startTestSmtp, type TestSmtp } from "../mail/test-smtp.ts";
import { orderMailQueue, paymentMethods, products } from "../db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  guestCtx,
} from "../cart/shop-fixtures.ts";
import { placeOrder } from "./place-order.ts";
import { sendAfterCommit, sweepOrderMailQueue } from "./order-mail-queue.ts";

let database: TestDatabase;
let smtp: TestSmtp;
let productId: number;
const COD = 2;

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  productId = (await createProduct(db, store.id, { stock: 50 })).id;
});
afterAll(async () => {
  await database?.close();
  await smtp?.close();
});

async function order(email: string) {
  const ctx = guestCtx(database.db);
  await saveAddress(ctx, { ...ADDRESS, email });
  await putInCart(ctx, { productId, quantity: 1 });
  return placeOrder(ctx, { paymentMethod: COD });
}

const queued = () => database.db.select().from(orderMailQueue);

describe("order confirmation mail", () => {
  it("reaches the customer's mailbox after the order is placed, and leaves the queue", async () => {
    configureMail({ smtpUrl: smtp.url });
    const placed = await order("first@example.test");
    const mail = await smtp.next("first@example.test");
    expect(mail.subject).toBe(`Your order ${placed.trackingCode} has been placed`);
    await sendAfterCommit(database.db);
    expect(await queued()).toEqual([]);
  });

  it("stays queued while the mail server cannot be reached, and a later sweep sends it", async () => {
    configureMail({ smtpUrl: "smtp://127.0.0.1:1" });
    const placed = await order("second@example.test");
    await sendAfterCommit(database.db);
    const [waiting] = await queued();
    expect(waiting).toMatchObject({ orderId: placed.id, kind: "placed", attempts: 0 });

    configureMail({ smtpUrl: smtp.url });
    expect(await sweepOrderMailQueue(database.db)).toBe(0); // still left to the process that queued it
    await database.db.update(orderMailQueue).set({ dueAt: new Date(Date.now() - 1000) });
    expect(await sweepOrderMailQueue(database.db)).toBe(1);
    expect((await smtp.next("second@example.test")).subject).toBe(
      `Your order ${placed.trackingCode} has been placed`,
    );
    expect(await queued()).toEqual([]);
  });

  it("is queued in the order's transaction: an order refused by the database queues nothing", async () => {
    configureMail({ smtpUrl: smtp.url });
    const ctx = guestCtx(database.db);
    await saveAddress(ctx, { ...ADDRESS, email: "third@example.test" });
    await putInCart(ctx, { productId, quantity: 1 });
    const before = (await queued()).length;
    // Out of stock at the last moment: the whole order rolls back, its mail with it.
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
    await expect(placeOrder(ctx, { paymentMethod: COD })).rejects.toThrow();
    expect((await queued()).length).toBe(before);
  });
});
