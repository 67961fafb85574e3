import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld, productForm } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshPart } from "../../../testing/order-fixtures.ts";
import { freshBundleDeal } from "../../../testing/promotion-fixtures.ts";
import {
  auditLog,
  bundleDeals,
  orderItems,
  orderParts,
  productTranslations,
  stores,
} from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

async function storeName(id: number) {
  const [store] = await world.db.select({ name: stores.name }).from(stores).where(eq(stores.id, id));
  return store!.name;
}

/** An order whose line of the product got `free` of its 3 units free. */
async function orderWith(storeId: number, productId: number, free: number) {
  const partId = await freshPart(world.db, storeId, productId);
  await world.db
    .update(orderItems)
    .set({ quantity: 3, freeQuantity: free })
    .where(eq(orderItems.partId, partId));
  return partId;
}

type Deal = { id: number; product_title: string; active: boolean; orders: number; buy_quantity: number };

describe("console bundle deals", () => {
  it("an admin lists every store's deals with product, store, quantities, state and the orders that got free units", async () => {
    const own = await freshBundleDeal(world.db, world.fx.store.id, "Socks pack");
    const other = await freshBundleDeal(world.db, world.fx.otherStore.id, "Candle trio");
    await orderWith(world.fx.store.id, own.productId, 1);
    const twice = await orderWith(world.fx.store.id, own.productId, 1);
    // A second line of the product in the same order counts the order once.
    const [part] = await world.db.select().from(orderParts).where(eq(orderParts.id, twice));
    await world.db.insert(orderItems).values({
      orderId: part!.orderId,
      partId: twice,
      storeId: world.fx.store.id,
      productId: own.productId,
      title: "Socks pack",
      unitPrice: 1000,
      quantity: 3,
      freeQuantity: 1,
    });
    await orderWith(world.fx.store.id, own.productId, 0);

    const listed = await as("admin", "GET", "/console/bundle-deals");
    expect(listed.http).toBe(200);
    const rows = listed.body.data.data as Deal[];
    const ownRow = rows.find((r) => r.id === own.id);
    expect(ownRow).toMatchObject({
      product_id: own.productId,
      store_id: world.fx.store.id,
      store_name: await storeName(world.fx.store.id),
      buy_quantity: 2,
      free_quantity: 1,
      active: true,
      orders: 2,
    });
    expect(ownRow!.product_title).toMatch(/^Socks pack /);
    expect(rows.find((r) => r.id === other.id)).toMatchObject({
      store_id: world.fx.otherStore.id,
      orders: 0,
    });
    expect(listed.body.data.per_page).toBe(25);
  });

  it("shows the title in the console's language, else in English", async () => {
    const translated = await freshBundleDeal(world.db, world.fx.store.id, "Tea box");
    const english = await freshBundleDeal(world.db, world.fx.store.id, "Tea box");
    await world.db
      .insert(productTranslations)
      .values({ parentId: translated.productId, lang: "fr", title: "Boîte de thé traduite" });
    const listed = await as("admin", "GET", "/console/bundle-deals?q=tea%20box", undefined, "fr");
    const rows = listed.body.data.data as Deal[];
    expect(rows.find((r) => r.id === translated.id)?.product_title).toBe("Boîte de thé traduite");
    expect(rows.find((r) => r.id === english.id)?.product_title).toMatch(/^Tea box /);
  });

  it("filters by product title or store name", async () => {
    const marked = await freshBundleDeal(world.db, world.fx.store.id, "Zephyr_100% mugs");
    const other = await freshBundleDeal(world.db, world.fx.otherStore.id, "Plain mugs");
    const byTitle = await as("admin", "GET", `/console/bundle-deals?q=${encodeURIComponent("zephyr_100%")}`);
    expect((byTitle.body.data.data as Deal[]).map((r) => r.id)).toEqual([marked.id]);
    expect(byTitle.body.data.total).toBe(1);

    const name = await storeName(world.fx.otherStore.id);
    const byStore = await as(
      "admin",
      "GET",
      `/console/bundle-deals?q=${encodeURIComponent(name.toUpperCase())}`,
    );
    const ids = (byStore.body.data.data as Deal[]).map((r) => r.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(marked.id);

    const none = await as("admin", "GET", "/console/bundle-deals?q=no-such-deal-anywhere");
    expect(none.body.data).toMatchObject({ data: [], total: 0 });
  });

  it("an admin switches a deal off and on; each switch is audited and the shop's product answer follows", async () => {
    const deal = await freshBundleDeal(world.db, world.fx.store.id, "Pencil set");
    const product = async () =>
      (await world.server.fetch(`/api/v1/product/${deal.productId}`).then((r) => r.json())) as {
        data: { bundle_deal: unknown };
      };
    expect((await product()).data.bundle_deal).toEqual({ buy_quantity: 2, free_quantity: 1 });

    const off = await as("admin", "PUT", `/console/bundle-deals/${deal.id}/active`, { active: false });
    expect(off.http).toBe(200);
    expect(off.body.data).toMatchObject({ id: deal.id, active: false, buy_quantity: 2, free_quantity: 1 });
    expect((await product()).data.bundle_deal).toBeNull();

    // Switching off again writes nothing more.
    await as("admin", "PUT", `/console/bundle-deals/${deal.id}/active`, { active: false });
    const on = await as("admin", "PUT", `/console/bundle-deals/${deal.id}/active`, { active: true });
    expect(on.body.data.active).toBe(true);
    expect((await product()).data.bundle_deal).toEqual({ buy_quantity: 2, free_quantity: 1 });

    const audit = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bundle_deal"), eq(auditLog.entityId, deal.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.storeId, a.actorId])).toEqual([
      ["disable", world.fx.store.id, world.fx.people.admin.id],
      ["enable", world.fx.store.id, world.fx.people.admin.id],
    ]);
  });

  it("a seller's later save of the product form keeps an admin's switch and changes the quantities", async () => {
    const form = productForm(world.fx, { bundle: { buy: 2, free: 1 } });
    const created = await as("seller", "POST", "/console/products", form);
    expect(created.http).toBe(200);
    const productId = created.body.data.id as number;
    const [deal] = await world.db.select().from(bundleDeals).where(eq(bundleDeals.productId, productId));
    await as("admin", "PUT", `/console/bundle-deals/${deal!.id}/active`, { active: false });

    const saved = await as("seller", "PUT", `/console/products/${productId}`, {
      ...form,
      bundle: { buy: 4, free: 2 },
    });
    expect(saved.http).toBe(200);
    const [after] = await world.db.select().from(bundleDeals).where(eq(bundleDeals.productId, productId));
    expect(after).toMatchObject({ id: deal!.id, buyQuantity: 4, freeQuantity: 2, status: 2 });

    await as("seller", "PUT", `/console/products/${productId}`, { ...form, bundle: null });
    expect(await world.db.select().from(bundleDeals).where(eq(bundleDeals.productId, productId))).toEqual([]);
  });

  it("refuses sellers and editors (403) and changes nothing; an unknown deal is 404", async () => {
    const deal = await freshBundleDeal(world.db, world.fx.store.id);
    for (const role of ["seller", "otherSeller", "editor"] as const) {
      expect((await as(role, "GET", "/console/bundle-deals")).http, role).toBe(403);
      const put = await as(role, "PUT", `/console/bundle-deals/${deal.id}/active`, { active: false });
      expect(put.http, role).toBe(403);
    }
    const [row] = await world.db.select().from(bundleDeals).where(eq(bundleDeals.id, deal.id));
    expect(row!.status).toBe(1);
    expect((await as("anonymous", "GET", "/console/bundle-deals")).http).toBe(401);

    const missing = await as("admin", "PUT", "/console/bundle-deals/99999999/active", { active: false });
    expect(missing.http).toBe(404);
    expect(missing.body.message).toMatch(/not found/i);
    const bad = await as("admin", "PUT", `/console/bundle-deals/${deal.id}/active`, { active: "no" });
    expect(bad.http).toBe(422);
  });
});
