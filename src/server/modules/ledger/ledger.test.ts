/**
 * A store's money: a part's sale reaches its store's ledger once, when it is both delivered and
 * paid, to the minor unit after commission; refunds reverse it; the database keeps entries as
 * written; payouts never take more than the balance, which is always the entries' sum.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useMailWorld } from "../../../testing/mail-world.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  createUser,
  createVoucher,
  fillCodShop,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { keyOf } from "../../../testing/error-key.ts";
import type { ApiBody } from "../../../testing/world.ts";
import { ledgerEntries, orderParts, paymentMethods, payoutRequests } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { createSession } from "../accounts/sessions.ts";
import { changePartStatus } from "../orders/order-parts.ts";
import { placeOrder } from "../orders/place-order.ts";
import { decideBankTransfer, submitBankTransfer } from "../orders/bank-transfer.service.ts";
import { sendAfterCommit } from "../orders/order-mail-queue.ts";
import { balanceOf, postPartSale, postRefundReversal } from "./index.ts";

const world = useMailWorld();
const BANK = 7;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  const db = world.database.db;
  await fillCodShop(db);
  await db.insert(paymentMethods).values({ id: BANK, name: "Bank transfer", enabled: true });
  admin = await createUser(db, "admin");
});

let orderCount = 0;

/** A store at 10 % whose one product sells at `selling`, shipped for 300 to the test address. */
async function storeSelling(selling: number) {
  const db = world.database.db;
  const store = await createStore(db, { commission: 10 });
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { stock: 20, selling });
  return { ...store, productId: product.id };
}

/** A guest's order of one unit of each product, by `method`, with a voucher code if given. */
async function order(productIds: number[], method: number, voucherCode?: string) {
  const db = world.database.db;
  const ctx = guestCtx(db);
  orderCount += 1;
  await saveAddress(ctx, { ...ADDRESS, email: `ledger${orderCount}@example.test` });
  for (const productId of productIds) await putInCart(ctx, { productId, quantity: 1 });
  const placed = await placeOrder(ctx, { paymentMethod: method, voucherCode, origin: "http://shop.test" });
  await sendAfterCommit(db);
  const [part] = await db.select().from(orderParts).where(eq(orderParts.orderId, placed.id));
  return { ctx, placed, part: part as typeof orderParts.$inferSelect };
}

const entriesOf = (storeId: number) =>
  world.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, storeId));

/** The store's seller moves the part through each step up to `to` (5: delivered). */
async function deliver(store: { owner: Parameters<typeof userCtx>[1] }, partId: number, to = 5) {
  const seller = userCtx(world.database.db, store.owner);
  for (let status = 2; status <= to; status += 1) await changePartStatus(seller, partId, status);
  await sendAfterCommit(world.database.db);
}

async function payByTransfer(ctx: ReturnType<typeof guestCtx>, orderId: number) {
  await submitBankTransfer(ctx, orderId, {
    transaction_id: `TRX-${orderId}`,
    bank_name: "Kabul Bank",
    account_holder_name: "Ayesha Khan",
    account_number: "0012 3456",
    branch_name: "Fayzabad",
  });
  await decideBankTransfer(userCtx(world.database.db, admin), orderId, "paid");
}

describe("a part's sale", () => {
  it("cash on delivery: posted once when delivered, goods + shipping − discount share − 10 % commission", async () => {
    const db = world.database.db;
    const store = await storeSelling(1995);
    const voucher = await createVoucher(db, { storeId: store.id, amount: 250 });
    const { part } = await order([store.productId], COD, voucher.code);
    expect([part.goods, part.shippingCost, part.discount]).toEqual([1995, 300, 250]);

    await deliver(store, part.id);
    // (1995 − 250) × 10 % = 174.5 → 175 (half up); shipping is not commissioned.
    const entries = await entriesOf(store.id);
    expect(entries.map((e) => [e.kind, e.amount, e.goods, e.shipping, e.discount, e.commission])).toEqual([
      ["sale", 1995 + 300 - 250 - 175, 1995, 300, 250, 175],
    ]);
    expect(await db.transaction((tx) => postPartSale(tx, part.id))).toBeNull();
    expect(await entriesOf(store.id)).toHaveLength(1);
    expect(await balanceOf(db, store.id)).toBe(1870);
  });

  it("commission is rounded per line, each at the rate kept on it", async () => {
    const db = world.database.db;
    const store = await storeSelling(1005);
    const second = await createProduct(db, store.id, { stock: 20, selling: 2015 });
    const { part } = await order([store.productId, second.id], COD);
    // The rate changes after checkout: the lines keep theirs.
    await db.execute(sql`update order_items set commission_percent = 12.5 where product_id = ${second.id}`);
    await deliver(store, part.id);
    const [sale] = await entriesOf(store.id);
    // 1005 × 10 % = 100.5 → 101; 2015 × 12.5 % = 251.875 → 252.
    expect(sale).toMatchObject({ commission: 101 + 252, amount: 1005 + 2015 + 600 - 353 });
  });

  it("no sale while a part is undelivered or unpaid; a bank transfer confirmed after delivery posts it", async () => {
    const db = world.database.db;
    const store = await storeSelling(4000);
    const { ctx, placed, part } = await order([store.productId], BANK);
    await deliver(store, part.id);
    const [delivered] = await db.select().from(orderParts).where(eq(orderParts.id, part.id));
    expect([delivered?.deliveryStatus, delivered?.paymentStatus]).toEqual([5, 0]);
    expect(await entriesOf(store.id)).toEqual([]);
    expect(await db.transaction((tx) => postPartSale(tx, part.id))).toBeNull();

    await payByTransfer(ctx, placed.id);
    expect((await entriesOf(store.id)).map((e) => [e.kind, e.amount, e.commission])).toEqual([
      ["sale", 4000 + 300 - 400, 400],
    ]);
  });

  it("paid first, delivered later: nothing until the delivery, then one sale", async () => {
    const db = world.database.db;
    const store = await storeSelling(2500);
    const { ctx, placed, part } = await order([store.productId], BANK);
    await payByTransfer(ctx, placed.id);
    await deliver(store, part.id, 4);
    expect(await entriesOf(store.id)).toEqual([]);
    const seller = userCtx(db, store.owner);
    await changePartStatus(seller, part.id, 5);
    expect(await keyOf(changePartStatus(seller, part.id, 5))).toBe("shop.order_status_invalid");
    const entries = await entriesOf(store.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([["sale", 2500 + 300 - 250]]);
  });
});

describe("refund reversals", () => {
  it("take the refund off less the commission given back, once per refund, the whole commission at the end", async () => {
    const db = world.database.db;
    const store = await storeSelling(1995);
    const { part } = await order([store.productId], COD);
    await deliver(store, part.id);
    // Sale: 1995 + 300 − 200 (commission 199.5 → 200) = 2095; the shopper paid 2295.
    expect(await balanceOf(db, store.id)).toBe(2095);

    const first = await db.transaction((tx) =>
      postRefundReversal(tx, { partId: part.id, refundId: 9001, amount: 1000 }),
    );
    // 200 × 1000 / 2295 = 87.1 → 87 given back: the store loses 913.
    expect(first).toMatchObject({ kind: "refund_reversal", amount: -913, commission: -87, refunded: 1000 });
    expect(
      await db.transaction((tx) => postRefundReversal(tx, { partId: part.id, refundId: 9001, amount: 1000 })),
    ).toBeNull();
    await db.transaction((tx) => postRefundReversal(tx, { partId: part.id, refundId: 9002, amount: 1295 }));
    const reversals = (await entriesOf(store.id)).filter((e) => e.kind === "refund_reversal");
    expect(reversals.reduce((sum, e) => sum - (e.commission ?? 0), 0)).toBe(200);
    // Everything refunded: the store keeps nothing, the shop no commission.
    expect(await balanceOf(db, store.id)).toBe(0);
  });

  it("a part whose sale was never posted has nothing to reverse", async () => {
    const db = world.database.db;
    const store = await storeSelling(1000);
    const { part } = await order([store.productId], COD);
    expect(
      await db.transaction((tx) => postRefundReversal(tx, { partId: part.id, refundId: 9100, amount: 500 })),
    ).toBeNull();
    expect(await entriesOf(store.id)).toEqual([]);
  });
});

describe("the ledger in the database", () => {
  it("refuses to change or delete an entry", async () => {
    const db = world.database.db;
    const store = await storeSelling(1000);
    const { part } = await order([store.productId], COD);
    await deliver(store, part.id);
    const [sale] = await entriesOf(store.id);
    await expect(
      db.execute(sql`update ledger_entries set amount = amount + 1 where id = ${sale!.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where id = ${sale!.id}`)).rejects.toThrow();
    expect((await entriesOf(store.id))[0]?.amount).toBe(sale!.amount);
  });
});

describe("payouts", () => {
  async function storeWithBalance() {
    const store = await storeSelling(5000);
    const { part } = await order([store.productId], COD);
    await deliver(store, part.id);
    return store; // balance 5000 + 300 − 500 = 4800
  }

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await world.server.fetch(`/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { http: response.status, body: (await response.json()) as ApiBody };
  };

  it("a seller asks for at most the balance, once at a time; the admin's payout closes it and lowers the balance", async () => {
    const db = world.database.db;
    const store = await storeWithBalance();
    const other = await storeWithBalance();
    const sellerToken = await createSession(db, store.owner.id);
    const otherToken = await createSession(db, other.owner.id);
    const adminToken = await createSession(db, admin.id);

    expect((await call(sellerToken, "GET", `/console/money/stores/${store.id}`)).body.data).toMatchObject({
      balance: 4800,
      open_request: null,
    });
    expect((await call(otherToken, "GET", `/console/money/stores/${store.id}`)).http).toBe(404);
    expect((await call(otherToken, "GET", `/console/money/stores/${store.id}/entries`)).http).toBe(404);

    const over = await call(sellerToken, "POST", `/console/money/stores/${store.id}/payout-requests`, {
      amount: 4801,
    });
    expect([over.http, over.body.message]).toEqual([409, "The amount is more than the available balance."]);
    expect(
      (await call(sellerToken, "POST", `/console/money/stores/${store.id}/payout-requests`, { amount: 3000 }))
        .http,
    ).toBe(200);
    const again = await call(sellerToken, "POST", `/console/money/stores/${store.id}/payout-requests`, {
      amount: 100,
    });
    expect([again.http, again.body.message]).toEqual([
      409,
      "A payout request is already open for this store.",
    ]);
    expect(
      (
        await call(sellerToken, "POST", `/console/money/stores/${store.id}/payouts`, {
          amount: 3000,
          reference: "X",
        })
      ).http,
    ).toBe(403);

    const paid = await call(adminToken, "POST", `/console/money/stores/${store.id}/payouts`, {
      amount: 3000,
      reference: "BANK-REF-77",
    });
    expect(paid.http).toBe(200);
    const summary = (await call(sellerToken, "GET", `/console/money/stores/${store.id}`)).body.data;
    expect(summary).toMatchObject({ balance: 1800, open_request: null });
    const [request] = await db.select().from(payoutRequests).where(eq(payoutRequests.storeId, store.id));
    expect([request?.status, request?.payoutId]).toEqual(["paid", paid.body.data.id]);
    const entries = (await call(sellerToken, "GET", `/console/money/stores/${store.id}/entries`)).body.data;
    expect(
      entries.data.map((e: { kind: string; amount: number; note: string | null }) => [
        e.kind,
        e.amount,
        e.note,
      ]),
    ).toEqual([
      ["payout", -3000, "BANK-REF-77"],
      ["sale", 4800, null],
    ]);
    expect(entries.data[1].part_code).toMatch(/^[A-Z0-9]+-1$/);
  });

  it("two payouts recorded at once cannot overdraw the balance", async () => {
    const db = world.database.db;
    const store = await storeWithBalance();
    const adminToken = await createSession(db, admin.id);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        call(adminToken, "POST", `/console/money/stores/${store.id}/payouts`, {
          amount: 2000,
          reference: `R${n}`,
        }),
      ),
    );
    expect(answers.map((a) => a.http).sort()).toEqual([200, 200, 409]);
    expect(await balanceOf(db, store.id)).toBe(800);
    const entries = await entriesOf(store.id);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(800);
    expect(entries.map((e) => e.kind).sort()).toEqual(["payout", "payout", "sale"]);
  });
});
