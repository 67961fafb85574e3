import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { startTestSmtp, type TestSmtp } from "../../../testing/test-smtp.ts";
import { orderMailQueue, paymentMethods, products, users } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { placeOrder } from "./place-order.ts";
import { cancelOrder, changeOrderStatus, trackOrder } from "./order.service.ts";
import { sendAfterCommit, sweepOrderMailQueue } from "./order-mail-queue.ts";

let database: TestDatabase;
let smtp: TestSmtp;
let productId: number;
let storeId: number;
const COD = 2;

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });
  const store = await createStore(db);
  storeId = store.id;
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  productId = (await createProduct(db, store.id, { stock: 50 })).id;
});
afterAll(async () => {
  await database?.close();
  await smtp?.close();
});

async function order(email: string, product = productId) {
  const ctx = guestCtx(database.db);
  await saveAddress(ctx, { ...ADDRESS, email });
  await putInCart(ctx, { productId: product, quantity: 1 });
  return { ...(await placeOrder(ctx, { paymentMethod: COD })), ctx };
}

const queued = () => database.db.select().from(orderMailQueue);
const messageIdOf = (raw: string) => raw.match(/^Message-ID: *(<[^>]+>)/im)?.[1];
const SMTP_DOWN = "smtp://127.0.0.1:1";

/** The queued mails are past the grace of the process that queued them: a sweep takes them. */
const pastGrace = () => database.db.update(orderMailQueue).set({ dueAt: new Date(Date.now() - 1000) });

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
    const [waiting] = (await queued()).filter((row) => row.kind === "placed");
    expect(waiting).toMatchObject({ orderId: placed.id, kind: "placed", attempts: 0 });

    configureMail({ smtpUrl: smtp.url });
    expect(await sweepOrderMailQueue(database.db)).toBe(0); // still left to the process that queued it
    await database.db.update(orderMailQueue).set({ dueAt: new Date(Date.now() - 1000) });
    // The confirmation, and the new order told to its store: both waited in the queue.
    expect(await sweepOrderMailQueue(database.db)).toBe(2);
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

describe("order status mail", () => {
  const admin = async () => userCtx(database.db, await createUser(database.db, "admin"));
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
  let product: number;
  beforeAll(async () => {
    product = (await createProduct(database.db, storeId, { stock: 50 })).id;
  });

  /** An order whose confirmation already reached `email`. */
  async function confirmed(email: string) {
    configureMail({ smtpUrl: smtp.url });
    const placed = await order(email, product);
    await smtp.next(email);
    await sendAfterCommit(database.db);
    return placed;
  }

  it("a status change reaches the customer with the new status, and leaves the queue", async () => {
    const placed = await confirmed("status1@example.test");
    const changed = await changeOrderStatus(await admin(), placed.trackingCode, 2);
    expect(changed.delivery_status).toBe(2);
    expect((await smtp.next("status1@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Confirmed`,
    );
    await sendAfterCommit(database.db);
    expect(await queued()).toEqual([]);
  });

  it("the customer's own cancellation is mailed the same way", async () => {
    const placed = await confirmed("status2@example.test");
    await cancelOrder(placed.ctx, { orderId: placed.id, title: "Changed my mind", message: "Sorry" });
    expect((await smtp.next("status2@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Cancelled`,
    );
    await sendAfterCommit(database.db);
    expect(await queued()).toEqual([]);
  });

  it("with the mail server down the change still succeeds, and the sweep mails it once the server is back", async () => {
    const placed = await confirmed("status3@example.test");
    configureMail({ smtpUrl: SMTP_DOWN });
    expect((await changeOrderStatus(await admin(), placed.trackingCode, 3)).delivery_status).toBe(3);
    await sendAfterCommit(database.db);
    expect(await queued()).toMatchObject([{ orderId: placed.id, kind: "status", attempts: 0 }]);

    configureMail({ smtpUrl: smtp.url });
    await pastGrace();
    expect(await sweepOrderMailQueue(database.db)).toBe(1);
    expect((await smtp.next("status3@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Picked up`,
    );
    expect(await queued()).toEqual([]);
  });

  it("a change the database refuses queues nothing and mails nothing", async () => {
    const placed = await confirmed("status4@example.test");
    // The admin's account is gone by the time the history row names them: the whole change rolls back.
    const gone = await admin();
    await database.db.delete(users).where(eq(users.id, gone.user?.id as number));
    await expect(changeOrderStatus(gone, placed.trackingCode, 2)).rejects.toThrow();
    expect((await trackOrder(guestCtx(database.db), placed.trackingCode)).delivery_status).toBe(1);
    await sendAfterCommit(database.db);
    expect(await queued()).toEqual([]);
    expect(mailsTo("status4@example.test")).toHaveLength(1); // the confirmation only
  });

  it("changes made while the mail could not go give one mail telling the latest status", async () => {
    const placed = await confirmed("status5@example.test");
    const ctx = await admin();
    configureMail({ smtpUrl: SMTP_DOWN });
    await changeOrderStatus(ctx, placed.trackingCode, 2);
    await changeOrderStatus(ctx, placed.trackingCode, 4);
    await sendAfterCommit(database.db);
    expect(await queued()).toMatchObject([{ orderId: placed.id, kind: "status" }]);

    configureMail({ smtpUrl: smtp.url });
    await pastGrace();
    expect(await sweepOrderMailQueue(database.db)).toBe(1);
    expect((await smtp.next("status5@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: On the way`,
    );
    expect(mailsTo("status5@example.test")).toHaveLength(2); // the confirmation and this one
    expect(await queued()).toEqual([]);
  });

  it("a mail that went out telling an older status leaves the newer one owed", async () => {
    const placed = await confirmed("status6@example.test");
    const ctx = await admin();
    configureMail({ smtpUrl: SMTP_DOWN });
    const first = await changeOrderStatus(ctx, placed.trackingCode, 2);
    await changeOrderStatus(ctx, placed.trackingCode, 3);
    await sendAfterCommit(database.db);

    // The process that made the first change sends its mail only now, after the second change.
    configureMail({ smtpUrl: smtp.url });
    await sendAfterCommit(database.db, {
      orderId: placed.id,
      kind: "status",
      trackingCode: placed.trackingCode,
      email: "status6@example.test",
      name: ADDRESS.name,
      total: first.total,
      currency: first.currency,
      lang: "en",
      deliveryStatus: first.delivery_status,
      cancelled: false,
      paymentMethod: 2,
      paymentStatus: 0,
      refunded: false,
    });
    expect((await smtp.next("status6@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Confirmed`,
    );
    expect(await queued()).toMatchObject([{ orderId: placed.id, kind: "status" }]);

    await pastGrace();
    expect(await sweepOrderMailQueue(database.db)).toBe(1);
    expect((await smtp.next("status6@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Picked up`,
    );
    expect(await queued()).toEqual([]);
  });
});

describe("a mail cut off by a stop", () => {
  let product: number;
  beforeAll(async () => {
    product = (await createProduct(database.db, storeId, { stock: 50 })).id;
  });

  /** The process stops after the mail left and before its row left the queue. */
  async function stopBeforeTheRowLeaves(run: () => Promise<unknown>) {
    await database.db.execute(
      sql.raw(
        `create function stopped() returns trigger language plpgsql as $$ begin raise 'stopped'; end $$`,
      ),
    );
    await database.db.execute(
      sql.raw(
        `create trigger stopped before delete on order_mail_queue for each row execute function stopped()`,
      ),
    );
    try {
      await run();
    } finally {
      await database.db.execute(sql.raw(`drop trigger stopped on order_mail_queue`));
      await database.db.execute(sql.raw(`drop function stopped()`));
    }
  }

  it("a confirmation sent again after a stop carries the same Message-ID as the copy that went out", async () => {
    configureMail({ smtpUrl: smtp.url });
    let placed: Awaited<ReturnType<typeof order>> | undefined;
    await stopBeforeTheRowLeaves(async () => {
      placed = await order("cutoff@example.test", product);
      await sendAfterCommit(database.db);
    });
    const first = await smtp.next("cutoff@example.test");
    const [row] = (await queued()).filter((r) => r.orderId === placed?.id && r.kind === "placed");
    expect(row?.sendingAt).toBeInstanceOf(Date);

    await pastGrace();
    expect(await sweepOrderMailQueue(database.db)).toBe(2); // with the store's new-order mail
    const again = await smtp.next("cutoff@example.test");
    expect(again.subject).toBe(first.subject);
    expect(messageIdOf(first.raw)).toMatch(new RegExp(`^<order-${placed?.id}-placed-\\d+@modest\\.local>$`));
    expect(messageIdOf(again.raw)).toBe(messageIdOf(first.raw));
    expect(await queued()).toEqual([]);
  });

  it("a mail that could not be sent is not marked as sending, and its status mail has a Message-ID of its own", async () => {
    configureMail({ smtpUrl: SMTP_DOWN });
    const placed = await order("cutoff2@example.test", product);
    await sendAfterCommit(database.db);
    expect((await queued()).map((row) => [row.orderId, row.kind, row.sendingAt]).sort()).toEqual([
      [placed.id, "placed", null],
      [placed.id, "sellers", null],
    ]);

    configureMail({ smtpUrl: smtp.url });
    await pastGrace();
    expect(await sweepOrderMailQueue(database.db)).toBe(2);
    const confirmation = await smtp.next("cutoff2@example.test");
    await changeOrderStatus(
      userCtx(database.db, await createUser(database.db, "admin")),
      placed.trackingCode,
      2,
    );
    const status = await smtp.next("cutoff2@example.test");
    expect(messageIdOf(status.raw)).toMatch(/^<order-\d+-status-\d+-20-\d+@modest\.local>$/);
    expect(messageIdOf(status.raw)).not.toBe(messageIdOf(confirmation.raw));
    await sendAfterCommit(database.db);
  });
});
