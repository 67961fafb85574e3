import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshPart } from "../../../testing/order-fixtures.ts";
import {
  flashSaleForm,
  freshFlashSale,
  freshSaleProduct,
  voucherForm,
} from "../../../testing/promotion-fixtures.ts";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import {
  auditLog,
  flashSaleProducts,
  orderParts,
  voucherUses,
  vouchers,
  VISIBILITY,
} from "../../platform/db/schema/index.ts";

/** Which of the promotion tables (and the audit log) a write changed. */
const PROMOTION_TABLES = [
  "vouchers",
  "flash_sales",
  "flash_sale_products",
  "flash_sale_translations",
  "audit_log",
];
const promotionsChanged = (before: Record<string, string>, after: Record<string, string>) =>
  changedTables(before, after).filter((table) => PROMOTION_TABLES.includes(table));

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

const auditOf = (entity: string, id: number) =>
  world.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

async function orderIdOf(partId: number) {
  const [part] = await world.db.select().from(orderParts).where(eq(orderParts.id, partId));
  return part!.orderId;
}

describe("console vouchers", () => {
  it("an admin creates a voucher with every rule, sees its usage (times, customers, amount given), disables it, and each write is audited", async () => {
    const form = voucherForm({ code: "Spring-10" });
    const created = await as("admin", "POST", "/console/vouchers", form);
    expect(created.http).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      code: "Spring-10",
      type: "percent",
      amount: 10,
      max_discount: 500,
      min_spend: 2000,
      usage_limit: 100,
      per_customer_limit: 1,
      active: true,
      used: { times: 0, customers: 0, given: 0 },
    });

    // Three uses by two customers: one account twice, one guest by e-mail.
    const [customer] = [world.fx.people.customer];
    const uses = [
      { userId: customer.id, discount: 300 },
      { userId: customer.id, discount: 200 },
      { email: "guest@example.test", discount: 150 },
    ];
    for (const use of uses) {
      const orderId = await orderIdOf(await freshPart(world.db, world.fx.store.id));
      await world.db.insert(voucherUses).values({ voucherId: id, orderId, ...use });
    }
    const listed = await as("admin", "GET", "/console/vouchers?q=spring-1");
    expect(listed.body.data.data).toHaveLength(1);
    expect(listed.body.data.data[0].used).toEqual({ times: 3, customers: 2, given: 650 });

    const disabled = await as("admin", "PUT", `/console/vouchers/${id}`, { ...form, active: false });
    expect(disabled.http).toBe(200);
    expect(disabled.body.data.active).toBe(false);
    const [row] = await world.db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(row!.status).toBe(VISIBILITY.private);

    const entries = await auditOf("voucher", id);
    expect(entries.map((e) => [e.action, e.actorRole])).toEqual([
      ["create", "admin"],
      ["disable", "admin"],
    ]);
    expect(entries[1]!.changes).toEqual({ active: [true, false] });
  });

  it("bad input is refused field by field in the caller's language, and nothing is written", async () => {
    const before = await rowSnapshot(world.db);
    const refused = await as(
      "admin",
      "POST",
      "/console/vouchers",
      voucherForm({
        type: "percent",
        amount: 150,
        ends_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        usage_limit: 1,
        per_customer_limit: 2,
      }),
      "fr",
    );
    expect(refused.http).toBe(422);
    expect(refused.body.data.form).toEqual([
      "Montant ne peut pas dépasser 100 pour une remise en pourcentage",
      "Fin doit être après le début",
      "Limite par client ne peut pas dépasser la limite d’utilisation totale",
    ]);
    expect(promotionsChanged(before, await rowSnapshot(world.db))).toEqual([]);

    const taken = voucherForm();
    expect((await as("admin", "POST", "/console/vouchers", taken)).http).toBe(200);
    const after = await rowSnapshot(world.db);
    const again = await as(
      "admin",
      "POST",
      "/console/vouchers",
      { ...taken, code: taken.code.toLowerCase() },
      "tr",
    );
    expect(again.http).toBe(409);
    expect(again.body.message).toBe(`"${taken.code.toLowerCase()}" kodu başka bir kuponda kullanılıyor.`);
    expect(promotionsChanged(after, await rowSnapshot(world.db))).toEqual([]);
  });

  it("sellers and editors are refused vouchers (403)", async () => {
    for (const role of ["seller", "editor"] as const) {
      expect((await as(role, "GET", "/console/vouchers")).http).toBe(403);
      expect((await as(role, "POST", "/console/vouchers", voucherForm())).http).toBe(403);
    }
  });
});

describe("console flash sales", () => {
  it("an admin schedules a sale; it is live in the shop at the flash price; an edit keeps sold units and is audited", async () => {
    const productId = await freshSaleProduct(world.db, world.fx.store.id);
    const form = flashSaleForm(productId, { translations: { en: { title: "Midnight sale" } } });
    const created = await as("admin", "POST", "/console/flash-sales", form);
    expect(created.http).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      active: true,
      allotted: 5,
      sold: 0,
      products: [{ product_id: productId, regular_price: 1000, flash_price: 500, allotment: 5, sold: 0 }],
    });
    const shop = await as("anonymous", "GET", `/flash-sale/${id}`);
    expect(shop.body.data.flash_sale.title).toBe("Midnight sale");
    expect(shop.body.data.products.data[0]).toMatchObject({ id: productId, flash_price: 500, remaining: 5 });

    await world.db.update(flashSaleProducts).set({ sold: 2 }).where(eq(flashSaleProducts.flashSaleId, id));
    const edited = await as("admin", "PUT", `/console/flash-sales/${id}`, {
      ...form,
      products: [{ product_id: productId, flash_price: 450, allotment: 8 }],
    });
    expect(edited.http).toBe(200);
    expect(edited.body.data).toMatchObject({ allotted: 8, sold: 2 });
    const [, update] = await auditOf("flash_sale", id);
    expect(update).toMatchObject({ action: "update", actorRole: "admin" });
    expect(update!.changes).toEqual({
      products: [
        [{ product_id: productId, flash_price: 500, allotment: 5 }],
        [{ product_id: productId, flash_price: 450, allotment: 8 }],
      ],
    });
  });

  it("refuses a flash price at or above the regular price, an allotment below 1, an end before the start, and a product in two overlapping sales; nothing changes", async () => {
    const { productId } = await freshFlashSale(world.db, world.fx.store.id);
    const other = await freshSaleProduct(world.db, world.fx.store.id);
    const before = await rowSnapshot(world.db);

    const shape = await as(
      "admin",
      "POST",
      "/console/flash-sales",
      flashSaleForm(other, {
        start_time: new Date(Date.now() + 7_200_000).toISOString(),
        end_time: new Date(Date.now() + 3_600_000).toISOString(),
        products: [{ product_id: other, flash_price: 0, allotment: 0 }],
      }),
      "ar",
    );
    expect(shape.http).toBe(422);
    const [price, allotment, end] = shape.body.data.form as string[];
    expect([price, allotment, end].map((m) => m?.includes("1"))).toEqual([true, true, false]);
    expect(price).toContain("السعر الخاطف");
    expect(allotment).toContain("الكمية المخصصة");
    expect(end).toBe("يجب أن يكون النهاية بعد البداية");

    const dear = await as(
      "admin",
      "POST",
      "/console/flash-sales",
      flashSaleForm(other, { products: [{ product_id: other, flash_price: 1000, allotment: 3 }] }),
    );
    expect(dear.http).toBe(422);
    expect(dear.body.message).toMatch(
      /^The flash price of Sale item \w+ must be below its regular price \(10\.00\)\.$/,
    );

    const twice = await as("admin", "POST", "/console/flash-sales", flashSaleForm(productId));
    expect(twice.http).toBe(409);
    expect(twice.body.message).toMatch(/is already in flash sale #\d+ at an overlapping time\.$/);

    expect(promotionsChanged(before, await rowSnapshot(world.db))).toEqual([]);
  });

  it("a seller sees every sale with only its own store's entries, puts its own product in one, may not touch another store's, and may not schedule (403)", async () => {
    const own = await freshFlashSale(world.db, world.fx.store.id);
    const theirs = await freshFlashSale(world.db, world.fx.otherStore.id);
    await world.db.insert(flashSaleProducts).values({
      flashSaleId: own.id,
      productId: await freshSaleProduct(world.db, world.fx.otherStore.id),
      price: 1,
      quantity: 1,
    });

    const seen = await as("seller", "GET", `/console/flash-sales/${own.id}`);
    expect(seen.body.data.products.map((p: { product_id: number }) => p.product_id)).toEqual([own.productId]);
    const other = await as("seller", "GET", `/console/flash-sales/${theirs.id}`);
    expect([other.http, other.body.data.products, other.body.data.sold]).toEqual([200, [], 0]);

    const mine = await freshSaleProduct(world.db, world.fx.store.id);
    const joined = await as("seller", "PUT", `/console/flash-sales/${theirs.id}/entries`, {
      products: [{ product_id: mine, flash_price: 700, allotment: 4 }],
    });
    expect([joined.http, joined.body.message]).toEqual([200, ""]);
    expect(joined.body.data.products).toMatchObject([{ product_id: mine, flash_price: 700, allotment: 4 }]);
    const everything = await as("admin", "GET", `/console/flash-sales/${theirs.id}`);
    expect(everything.body.data.products.map((p: { product_id: number }) => p.product_id)).toEqual([
      theirs.productId,
      mine,
    ]);
    const [entry] = await auditOf("flash_sale", theirs.id);
    expect(entry).toMatchObject({ action: "entries", actorRole: "seller", storeId: world.fx.store.id });

    const before = await rowSnapshot(world.db);
    const foreign = await as("seller", "PUT", `/console/flash-sales/${theirs.id}/entries`, {
      products: [{ product_id: theirs.productId, flash_price: 100, allotment: 1 }],
    });
    expect(foreign.http).toBe(404);
    expect(promotionsChanged(before, await rowSnapshot(world.db))).toEqual([]);

    const left = await as("seller", "PUT", `/console/flash-sales/${theirs.id}/entries`, { products: [] });
    expect(left.body.data.products).toEqual([]);
    const remaining = await as("admin", "GET", `/console/flash-sales/${theirs.id}`);
    expect(remaining.body.data.products.map((p: { product_id: number }) => p.product_id)).toEqual([
      theirs.productId,
    ]);

    expect((await as("seller", "POST", "/console/flash-sales", flashSaleForm(own.productId))).http).toBe(403);
    expect(
      (await as("seller", "PUT", `/console/flash-sales/${own.id}`, flashSaleForm(own.productId))).http,
    ).toBe(403);
    expect((await as("editor", "GET", "/console/flash-sales")).http).toBe(403);
    expect((await as("editor", "PUT", `/console/flash-sales/${own.id}/entries`, { products: [] })).http).toBe(
      403,
    );
  });
});
