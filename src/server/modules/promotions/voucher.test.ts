import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { orders, paymentMethods, voucherUses } from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createVoucher,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { discountOf, evaluateVoucher, usableVouchers } from "./voucher.service.ts";

let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "voucher-outbox-")) });
  database = await createTestDatabase();
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values({ id: 2, name: "Cash on delivery", enabled: true });
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function keyOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "valid";
  } catch (error) {
    return (error as { messages?: { key: string }[] }).messages?.[0]?.key ?? String(error);
  }
}

const hour = 3_600_000;
const owner = { guestToken: "voucherowner000001" };
const goods = (amount: number, storeId = 1) => [{ storeId, goods: amount }];

describe("voucher rules", () => {
  it("percent vouchers are capped at their maximum; flat never exceeds the goods", () => {
    expect(discountOf({ type: 2, amount: 20, maxDiscount: 1000 }, 10_000)).toBe(1000);
    expect(discountOf({ type: 2, amount: 20, maxDiscount: null }, 10_000)).toBe(2000);
    expect(discountOf({ type: 1, amount: 5000, maxDiscount: null }, 3000)).toBe(3000);
  });

  it("refuses inactive, not yet started, expired, used up and under-minimum vouchers", async () => {
    const db = database.db;
    const now = Date.now();
    const check = async (values: Parameters<typeof createVoucher>[1], amount = 5000) =>
      keyOf(evaluateVoucher(db, await createVoucher(db, values), owner, goods(amount)));
    expect(await check({})).toBe("valid");
    expect(await check({ status: 2 })).toBe("shop.voucher_invalid");
    expect(await check({ startsAt: new Date(now + hour), endsAt: new Date(now + 2 * hour) })).toBe(
      "shop.voucher_not_started",
    );
    expect(await check({ startsAt: new Date(now - 2 * hour), endsAt: new Date(now - hour) })).toBe(
      "shop.voucher_expired",
    );
    expect(await check({ usageLimit: 3, usedCount: 3 })).toBe("shop.voucher_used_up");
    expect(await check({ minSpend: 6000 })).toBe("shop.voucher_min_spend");
    expect(await check({ minSpend: 5000 })).toBe("valid");
  });

  it("a store's voucher counts only that store's selected goods toward the minimum spend", async () => {
    const db = database.db;
    const store = await createStore(db);
    const voucher = await createVoucher(db, { storeId: store.id, minSpend: 3000, type: 2, amount: 10 });
    const lines = [
      { storeId: store.id, goods: 2000 },
      { storeId: store.id + 1000, goods: 9000 },
    ];
    expect(await keyOf(evaluateVoucher(db, voucher, owner, lines))).toBe("shop.voucher_min_spend");
    lines[0] = { storeId: store.id, goods: 4000 };
    expect(await evaluateVoucher(db, voucher, owner, lines)).toBe(400);
  });

  it("the per-customer limit counts this customer's uses only", async () => {
    const db = database.db;
    const voucher = await createVoucher(db, { perCustomerLimit: 1 });
    const [order] = await db
      .insert(orders)
      .values({
        trackingCode: `T${Date.now()}`,
        guestToken: owner.guestToken,
        email: ADDRESS.email,
        address: { ...ADDRESS, zip_code: ADDRESS.zipCode },
        paymentMethod: 2,
        currency: "USD",
      })
      .returning();
    await db.insert(voucherUses).values({
      voucherId: voucher.id,
      orderId: order?.id as number,
      guestToken: owner.guestToken,
      discount: 500,
    });
    expect(await keyOf(evaluateVoucher(db, voucher, owner, goods(5000)))).toBe("shop.voucher_customer_limit");
    expect(await keyOf(evaluateVoucher(db, voucher, { guestToken: "someoneelse0000001" }, goods(5000)))).toBe(
      "valid",
    );
  });

  it("the voucher list shows usable vouchers only, 25 a page", async () => {
    const db = database.db;
    const expired = await createVoucher(db, {
      startsAt: new Date(Date.now() - 2 * hour),
      endsAt: new Date(Date.now() - hour),
    });
    const usable = await createVoucher(db, {});
    const page = await usableVouchers(guestCtx(db), 1);
    expect(page.per_page).toBe(25);
    const codes = page.data.map((v) => v.code);
    expect(codes).toContain(usable.code);
    expect(codes).not.toContain(expired.code);
  });
});

describe("voucher API", () => {
  it("post /api/v1/voucher/validity checks the selected goods and answers the discount", async () => {
    const db = database.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { selling: 2500 });
    const ctx = guestCtx(db);
    await putInCart(ctx, { productId: product.id, quantity: 2 });
    const voucher = await createVoucher(db, { type: 2, amount: 50, maxDiscount: 1000, minSpend: 4000 });
    const post = async (code: string, language = "en") =>
      (
        await server.fetch("/api/v1/voucher/validity", {
          method: "POST",
          headers: { "content-type": "application/json", Language: language },
          body: JSON.stringify({ user_token: ctx.guestToken, code }),
        })
      ).json();
    expect(await post(voucher.code.toLowerCase())).toMatchObject({ status: 200, data: { discount: 1000 } });
    expect(await post("NOPE")).toMatchObject({ status: 201, message: "This voucher is not valid." });
    expect(await post("NOPE", "ar")).toMatchObject({ status: 201, message: "هذه القسيمة غير صالحة." });
  });

  it("a guest who used a voucher once cannot use it again from a fresh guest token with the same e-mail or phone", async () => {
    const db = database.db;
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const product = await createProduct(db, store.id, { selling: 2500, stock: 50 });
    const voucher = await createVoucher(db, { perCustomerLimit: 1 });
    const post = async (path: string, body: object) =>
      (
        await server.fetch(`/api/v1/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json();
    /** A new guest token (a cleared browser, another one) with this contact and the product in its cart. */
    const freshGuest = async (contact: { email: string; phone: string }) => {
      const ctx = guestCtx(db);
      await saveAddress(ctx, { ...ADDRESS, ...contact });
      await putInCart(ctx, { productId: product.id, quantity: 1 });
      return ctx.guestToken as string;
    };
    const checkout = (userToken: string) =>
      post("order/action", { user_token: userToken, payment_method: 2, voucher_code: voucher.code });

    const first = await freshGuest({ email: "once@example.test", phone: "+93 700 123 000" });
    expect(await checkout(first)).toMatchObject({ status: 200 });

    const sameEmail = await freshGuest({ email: "  Once@Example.TEST", phone: "+93 799 000 111" });
    const samePhone = await freshGuest({ email: "other@example.test", phone: "+93 (700) 123-000" });
    for (const token of [sameEmail, samePhone]) {
      expect(await post("voucher/validity", { user_token: token, code: voucher.code })).toMatchObject({
        message: "You have already used this voucher.",
      });
      expect(await checkout(token)).toMatchObject({ message: "You have already used this voucher." });
      expect(await db.select().from(orders).where(eq(orders.guestToken, token))).toEqual([]);
    }
    expect(await db.select().from(voucherUses).where(eq(voucherUses.voucherId, voucher.id))).toHaveLength(1);

    const someoneElse = await freshGuest({ email: "new@example.test", phone: "+93 711 222 333" });
    expect(await post("voucher/validity", { user_token: someoneElse, code: voucher.code })).toMatchObject({
      status: 200,
      data: { discount: 500 },
    });
  });
});
