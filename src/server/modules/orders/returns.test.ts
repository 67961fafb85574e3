/**
 * Returns and refunds as the shopper, the seller and the admin live them: a return asked within
 * the window for at most the units bought, each step mailed, restock through the stock ledger, one
 * refund at the (fake) gateway however often "refund" is pressed, never more than was paid, and
 * payments the gateway cannot refund recorded by hand with a reference.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { textOf, type Delivered } from "../../../testing/test-smtp.ts";
import { keyOf } from "../../../testing/error-key.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  createUser,
  fillCodShop,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import {
  orderMailQueue,
  orderParts,
  orderStatusHistory,
  orders,
  paymentMethods,
  products,
  ledgerEntries,
  refunds,
  stockMovements,
} from "../../platform/db/schema/index.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { createGateways, type Gateways } from "../../platform/payments/registry.ts";
import type { RequestContext } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { cancelOrder, findOrder } from "./order.service.ts";
import { changePartStatus } from "./order-parts.ts";
import { confirmPayment } from "./payment.service.ts";
import { queuedMailOf, sendAfterCommit, sweepOrderMailQueue } from "./order-mail-queue.ts";
import { placeOrder } from "./place-order.ts";
import {
  approveReturn,
  getReturn,
  receiveReturn,
  refundPartByAdmin,
  refundReturn,
  rejectReturn,
} from "./return-desk.ts";
import { orderReturns, requestReturn } from "./return-request.ts";

const world = useMailWorld();
const STRIPE = 3;
let stripe: FakeStripe;
let registry: Gateways;
let admin: RequestContext;

beforeAll(async () => {
  const db = world.database.db;
  await fillCodShop(db);
  await db.insert(paymentMethods).values({ id: STRIPE, name: "Stripe", enabled: true });
  stripe = await startFakeStripe();
  registry = createGateways({
    ...paymentsConfig(),
    stripe: {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      baseUrl: stripe.baseUrl,
    },
  });
  admin = { ...userCtx(db, await createUser(db, "admin")), gateways: registry };
});
afterAll(() => stripe?.close());

let emails = 0;

/** One store's product bought twice (2 × 2500 + 300 shipping), paid at the fake Stripe or by cash on delivery. */
async function boughtTwo(method: number, stores = 1) {
  const db = world.database.db;
  const email = `returns-${(emails += 1)}-${Date.now()}@example.test`;
  const shop = [];
  for (let i = 0; i < stores; i++) {
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const product = await createProduct(db, store.id, { stock: 5, selling: 2500 });
    shop.push({ store, product, seller: { ...userCtx(db, store.owner), gateways: registry } });
  }
  const ctx = { ...guestCtx(db), gateways: registry };
  await saveAddress(ctx, { ...ADDRESS, email });
  for (const { product } of shop) await putInCart(ctx, { productId: product.id, quantity: 2 });
  const placed = await placeOrder(
    ctx,
    { paymentMethod: method, origin: "http://shop.test" },
    { gateways: registry },
  );
  let intent: string | null = null;
  if (method === STRIPE) {
    const reference = (placed.payment as { reference: string }).reference;
    await confirmPayment(
      db,
      STRIPE,
      { source: "return", query: stripe.complete(reference, "paid") },
      registry,
    );
    intent = stripe.sessions.get(reference)?.payment_intent ?? null;
  }
  const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, placed.id));
  const partOf = (storeId: number) => parts.find((p) => p.storeId === storeId)!;
  const atGateway = () => stripe.refunds.filter((r) => r.payment_intent === intent);
  return { ctx, email, placed, shop, partOf, atGateway };
}

async function delivered(seller: RequestContext, partId: number) {
  await changePartStatus(seller, partId, 5);
}

/** Waits (up to 10 s) for a mail to `email` that `matches`; `what` names it in the failure. */
async function mailWhere(email: string, what: string, matches: (mail: Delivered) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = world.smtp.messages.find((m) => m.to.includes(email) && matches(m));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail ${what} to ${email}`);
}

const mailTo = (email: string, subject: string) =>
  mailWhere(email, `"${subject}"`, (m) => m.subject.includes(subject));

const mailSaying = (email: string, words: string) =>
  mailWhere(email, `saying "${words}"`, (m) => textOf(m).includes(words));

async function stockOf(productId: number) {
  const [row] = await world.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

describe("a return of a delivered part", () => {
  it("one unit of two: asked, approved, received with restock, refunded once at Stripe however often refund is pressed; each step mailed", async () => {
    const db = world.database.db;
    const { ctx, email, placed, shop, partOf, atGateway } = await boughtTwo(STRIPE);
    const [{ store, product, seller }] = shop as [(typeof shop)[number]];
    const part = partOf(store.id);
    await delivered(seller, part.id);
    const [line] = (await orderReturns(ctx, placed.id)).parts[0]!.lines;
    expect(line).toMatchObject({ quantity: 2, returnable: 2 });

    const asked = await requestReturn(ctx, {
      orderId: placed.id,
      partId: part.id,
      reason: "Too small",
      lines: [{ orderItemId: line!.order_item_id, quantity: 1 }],
    });
    expect(asked).toMatchObject({ status: "requested", refund_amount: 2500 });
    expect(textOf(await mailTo(email, "Return requested"))).toContain("1 × ");
    expect(
      await keyOf(
        requestReturn(ctx, {
          orderId: placed.id,
          partId: part.id,
          reason: "Both",
          lines: [{ orderItemId: line!.order_item_id, quantity: 2 }],
        }),
      ),
    ).toBe("shop.return_quantity_invalid");

    const sellerActor = await consoleActor(seller, "returns.manage");
    const other = await createStore(db);
    const stranger = userCtx(db, other.owner);
    const strangerActor = await consoleActor(stranger, "returns.manage");
    expect(await keyOf(getReturn(stranger, asked.id))).toBe("server.not_found");
    expect(await keyOf(approveReturn(stranger, strangerActor, asked.id))).toBe("server.not_found");

    await approveReturn(seller, sellerActor, asked.id);
    await mailTo(email, "Return approved");
    const stockBefore = await stockOf(product.id);
    await receiveReturn(seller, sellerActor, asked.id, true);
    await mailTo(email, "Returned items received");
    expect(await stockOf(product.id)).toBe((stockBefore ?? 0) + 1);
    const moves = await db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, placed.id), eq(stockMovements.reason, "return")));
    expect(moves.map((m) => [m.productId, m.delta])).toEqual([[product.id, 1]]);

    const presses = await Promise.all([
      refundReturn(seller, sellerActor, asked.id, { idempotencyKey: `dialog-${asked.id}-one` }),
      refundReturn(seller, sellerActor, asked.id, { idempotencyKey: `dialog-${asked.id}-one` }),
    ]);
    const again = await refundReturn(seller, sellerActor, asked.id, {
      idempotencyKey: `dialog-${asked.id}-two`,
    });
    expect(atGateway().map((r) => r.amount)).toEqual([2500]);
    expect(again).toMatchObject({
      status: "refunded",
      refund: { amount: 2500, status: "succeeded", kind: "gateway" },
    });
    expect(presses.map((p) => p.refund?.id)).toEqual([again.refund?.id, again.refund?.id]);
    const refundMail = textOf(await mailTo(email, "Return refunded"));
    expect(refundMail).toContain("Amount refunded:");
    const order = await findOrder(ctx, placed.id);
    expect(order.refunded).toBe(false);
    const history = await db
      .select({ event: orderStatusHistory.event })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.partId, part.id));
    expect(history.map((h) => h.event)).toEqual(
      expect.arrayContaining([
        "return_requested",
        "return_approved",
        "return_received",
        "refunded",
        "return_refunded",
      ]),
    );
    // The store's ledger: the part's sale (10 % commission on the goods), then the refund taken
    // back less the commission the shop gives back on it, half up.
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.partId, part.id))
      .orderBy(asc(ledgerEntries.id));
    const commissionBack = Math.floor((500 * 2500) / part.total + 0.5);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ["sale", part.total - 500],
      ["refund_reversal", -(2500 - commissionBack)],
    ]);
    // The other unit can still be returned, the first one no more.
    expect((await orderReturns(ctx, placed.id)).parts[0]!.lines[0]).toMatchObject({ returnable: 1 });
  });

  it("is refused outside the window, for a part not delivered, to another shopper, and a rejection needs a reason and is mailed", async () => {
    const db = world.database.db;
    const { ctx, email, placed, shop, partOf } = await boughtTwo(COD, 2);
    const [first, second] = shop as [(typeof shop)[number], (typeof shop)[number]];
    const partA = partOf(first.store.id);
    const partB = partOf(second.store.id);
    await delivered(first.seller, partA.id);
    const lines = (await orderReturns(ctx, placed.id)).parts;
    const lineOf = (partId: number) => lines.find((p) => p.part_id === partId)!.lines[0]!.order_item_id;
    const ask = (who: RequestContext, partId: number) =>
      requestReturn(who, {
        orderId: placed.id,
        partId,
        reason: "Broken",
        lines: [{ orderItemId: lineOf(partId), quantity: 1 }],
      });
    expect(await keyOf(ask(ctx, partB.id))).toBe("shop.return_not_delivered");
    expect(await keyOf(ask(guestCtx(db), partA.id))).toBe("server.not_found");
    await db
      .update(orderParts)
      .set({ deliveredAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(orderParts.id, partA.id));
    expect(await keyOf(ask(ctx, partA.id))).toBe("shop.return_window_over");
    await db.update(orderParts).set({ deliveredAt: new Date() }).where(eq(orderParts.id, partA.id));

    const asked = await ask(ctx, partA.id);
    const adminActor = await consoleActor(admin, "returns.manage");
    expect(await keyOf(rejectReturn(admin, adminActor, asked.id, "  "))).toBe(
      "shop.return_rejection_required",
    );
    const rejected = await rejectReturn(admin, adminActor, asked.id, "Worn outside");
    expect(rejected).toMatchObject({ status: "rejected", rejection_reason: "Worn outside" });
    expect(textOf(await mailTo(email, "Return refused"))).toContain("Reason: Worn outside");
    expect(await keyOf(approveReturn(admin, adminActor, asked.id))).toBe("shop.return_step_invalid");
  });
});

describe("refunds", () => {
  it("never exceed what was paid, on a part and on the order; the same key reaches Stripe once even for two presses at once", async () => {
    const db = world.database.db;
    const { placed, shop, partOf, atGateway } = await boughtTwo(STRIPE, 2);
    const actor = await consoleActor(admin, "returns.manage");
    const [partA, partB] = shop.map((s) => partOf(s.store.id)) as [
      typeof orderParts.$inferSelect,
      typeof orderParts.$inferSelect,
    ];
    expect(partA.total).toBe(5300);
    const refund = (partId: number, amount: number, key: string) =>
      refundPartByAdmin(admin, actor, partId, {
        amount,
        reason: "Goodwill",
        idempotencyKey: `${key}-${placed.id}`,
      });

    expect(await keyOf(refund(partA.id, partA.total + 1, "too-much"))).toBe("shop.refund_too_much");
    const [one, two] = await Promise.all([
      refund(partA.id, 1000, "goodwill"),
      refund(partA.id, 1000, "goodwill"),
    ]);
    expect(two.id).toBe(one.id);
    expect((await refund(partA.id, 1000, "goodwill")).id).toBe(one.id);
    expect(atGateway().map((r) => r.amount)).toEqual([1000]);
    expect(await keyOf(refund(partA.id, partA.total - 1000 + 1, "rest-a"))).toBe("shop.refund_too_much");
    await refund(partA.id, partA.total - 1000, "rest-a");
    await refund(partB.id, partB.total, "all-b");
    expect(await keyOf(refund(partB.id, 1, "more-b"))).toBe("shop.refund_too_much");
    expect(atGateway().reduce((sum, r) => sum + r.amount, 0)).toBe(placed.total);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order?.refunded).toBe(true);

    const seller = await consoleActor(shop[0]!.seller, "returns.manage");
    expect(
      await keyOf(
        refundPartByAdmin(shop[0]!.seller, seller, partA.id, {
          amount: 1,
          reason: "x",
          idempotencyKey: `seller-${placed.id}`,
        }),
      ),
    ).toBe("server.forbidden");
  });

  it("of a cash-on-delivery part are recorded by hand and need the reference of the money sent back", async () => {
    const db = world.database.db;
    const { email, placed, shop, partOf } = await boughtTwo(COD);
    const part = partOf(shop[0]!.store.id);
    await delivered(shop[0]!.seller, part.id);
    const actor = await consoleActor(admin, "returns.manage");
    const input = { amount: 500, reason: "Late delivery", idempotencyKey: `cod-${placed.id}` };
    expect(await keyOf(refundPartByAdmin(admin, actor, part.id, input))).toBe(
      "shop.refund_reference_required",
    );
    const made = await refundPartByAdmin(admin, actor, part.id, { ...input, manualReference: "BT-2026-118" });
    expect(made).toMatchObject({
      kind: "manual",
      status: "succeeded",
      manualReference: "BT-2026-118",
      amount: 500,
    });
    const [entry] = await db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.partId, part.id), eq(orderStatusHistory.event, "refunded")));
    expect(entry?.note).toBe("BT-2026-118");
    await mailSaying(email, "Part of your payment has been refunded.");
  });

  it("is still mailed when an older status mail of the order goes out after it", async () => {
    const db = world.database.db;
    const { email, placed, shop, partOf } = await boughtTwo(COD);
    const part = partOf(shop[0]!.store.id);
    const actor = await consoleActor(admin, "returns.manage");
    await sendAfterCommit(db); // the order's confirmation
    configureMail({ smtpUrl: "smtp://127.0.0.1:1" });
    let deliveredOrder: typeof orders.$inferSelect | undefined;
    try {
      await delivered(shop[0]!.seller, part.id);
      await sendAfterCommit(db);
      [deliveredOrder] = await db.select().from(orders).where(eq(orders.id, placed.id));
      await refundPartByAdmin(admin, actor, part.id, {
        amount: 500,
        reason: "Late delivery",
        idempotencyKey: `late-${placed.id}`,
        manualReference: "BT-2026-119",
      });
      await sendAfterCommit(db);
    } finally {
      configureMail({ smtpUrl: world.smtp.url });
    }
    // The process that delivered the part sends its mail only now, after the refund.
    await sendAfterCommit(db, queuedMailOf(deliveredOrder!, "status", "delivered"));
    await mailTo(email, "Delivered");
    const toldSoFar = world.smtp.messages.filter((m) => m.to.includes(email)).map(textOf);
    expect(toldSoFar.filter((text) => text.includes("Part of your payment"))).toEqual([]);
    await db
      .update(orderMailQueue)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orderMailQueue.orderId, placed.id));
    expect(await sweepOrderMailQueue(db)).toBe(1);
    await mailSaying(email, "Part of your payment has been refunded.");
  });

  it("a cancelled paid order is refunded through the same service, one refund per part", async () => {
    const db = world.database.db;
    const { ctx, placed, atGateway } = await boughtTwo(STRIPE, 2);
    const cancelled = await cancelOrder(
      ctx,
      { orderId: placed.id, title: "Changed my mind", message: "Sorry" },
      { gateways: registry },
    );
    expect(cancelled).toMatchObject({ cancelled: true, refunded: true });
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, placed.id));
    expect(rows.map((r) => [r.status, r.kind])).toEqual([
      ["succeeded", "gateway"],
      ["succeeded", "gateway"],
    ]);
    expect(atGateway().reduce((sum, r) => sum + r.amount, 0)).toBe(placed.total);
  });
});
