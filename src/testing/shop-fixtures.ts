/**
 * Test fixtures for the cart, shipping, voucher and order tests: a tiny catalogue written
 * straight into a test database. Not used by the application.
 */
import { randomBytes } from "node:crypto";
import type { RequestContext } from "../server/platform/context.ts";
import type { Db } from "../server/platform/db/client.ts";
import type { UserRole } from "../server/platform/db/schema/enums.ts";
import {
  attributeValues,
  attributes,
  bundleDeals,
  categories,
  countries,
  inventories,
  inventoryAttributeValues,
  paymentMethods,
  pickupPoints,
  productAttributes,
  productTranslations,
  products,
  shippingPlaces,
  shippingRules,
  states,
  stores,
  users,
  vouchers,
} from "../server/platform/db/schema/index.ts";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${randomBytes(3).toString("hex")}`;

export function guestCtx(db: Db, token = unique("guest").replace(/-/g, "").slice(0, 18)): RequestContext {
  return { lang: "en", dir: "ltr", db, guestToken: token };
}

export async function createUser(db: Db, role: UserRole = "customer") {
  const email = `${unique("u")}@example.test`;
  const [user] = await db.insert(users).values({ name: "Ayesha", email, role }).returning();
  return user as typeof users.$inferSelect;
}

export function userCtx(
  db: Db,
  user: { id: number; name: string; email: string; role: string },
): RequestContext {
  return {
    lang: "en",
    dir: "ltr",

    db,
    user: { id: user.id, name: user.name, email: user.email, role: user.role as "customer" },
  };
}

export async function createPlaces(db: Db) {
  const existing = await db.select().from(countries);
  if (existing.length > 0) return;
  const [af] = await db
    .insert(countries)
    .values({ code: "AF", name: "Afghanistan", phoneCode: "93" })
    .returning();
  const [fr] = await db.insert(countries).values({ code: "FR", name: "France", phoneCode: "33" }).returning();
  const [ae] = await db
    .insert(countries)
    .values({ code: "AE", name: "United Arab Emirates", phoneCode: "971" })
    .returning();
  await db.insert(states).values([
    { countryId: (af as { id: number }).id, code: "BDS", name: "Badakhshan" },
    { countryId: (af as { id: number }).id, code: "KAB", name: "Kabul" },
    { countryId: (fr as { id: number }).id, code: "IDF", name: "Île-de-France" },
    { countryId: (ae as { id: number }).id, code: "DU", name: "Dubai" },
  ]);
}

/** The id of the cash-on-delivery payment method `fillCodShop` writes. */
export const COD = 2;

/** A shop a guest can order from by cash on delivery: its countries and states, and the COD method. */
export async function fillCodShop(db: Db): Promise<void> {
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });
}

export async function createStore(db: Db, options: { commission?: number } = {}) {
  const owner = await createUser(db, "seller");
  const slug = unique("store");
  const [store] = await db
    .insert(stores)
    .values({
      ownerId: owner.id,
      name: `Store ${slug}`,
      slug,
      approvalStatus: "approved",
      commissionPercent: options.commission ?? 10,
    })
    .returning();
  return { ...(store as typeof stores.$inferSelect), owner };
}

const categoryOf = new WeakMap<Db, number>();

export async function createProduct(
  db: Db,
  storeId: number,
  options: {
    selling?: number;
    offered?: number;
    stock?: number;
    freeShipping?: boolean;
    title?: string;
  } = {},
) {
  let categoryId = categoryOf.get(db);
  if (!categoryId) {
    const [category] = await db
      .insert(categories)
      .values({ slug: unique("cat") })
      .returning();
    categoryId = (category as { id: number }).id;
    categoryOf.set(db, categoryId);
  }
  const slug = unique("product");
  const [product] = await db
    .insert(products)
    .values({
      storeId,
      categoryId,
      slug,
      selling: options.selling ?? 1000,
      offered: options.offered ?? 0,
      stock: options.stock ?? 10,
      freeShipping: options.freeShipping ?? false,
    })
    .returning();
  const row = product as typeof products.$inferSelect;
  await db
    .insert(productTranslations)
    .values({ parentId: row.id, lang: "en", title: options.title ?? `Scarf ${slug}` });
  return row;
}

/** A product with one required attribute and two variants. */
export async function createVariantProduct(db: Db, storeId: number, quantities: [number, number] = [3, 0]) {
  const product = await createProduct(db, storeId, { stock: 0 });
  const [attribute] = await db
    .insert(attributes)
    .values({ slug: unique("size") })
    .returning();
  const attributeId = (attribute as { id: number }).id;
  await db.insert(productAttributes).values({ productId: product.id, attributeId, required: true });
  const variants = [];
  for (const [index, quantity] of quantities.entries()) {
    const [value] = await db
      .insert(attributeValues)
      .values({ attributeId, slug: `v${index}` })
      .returning();
    const [inventory] = await db
      .insert(inventories)
      .values({ productId: product.id, sku: unique("sku"), price: index === 0 ? 1500 : 0, quantity })
      .returning();
    const inv = inventory as typeof inventories.$inferSelect;
    await db
      .insert(inventoryAttributeValues)
      .values({ inventoryId: inv.id, attributeValueId: (value as { id: number }).id });
    variants.push(inv);
  }
  return { product, variants };
}

export async function createBundle(db: Db, productId: number, buy: number, free: number) {
  await db.insert(bundleDeals).values({ productId, buyQuantity: buy, freeQuantity: free });
}

export async function createLocationRule(
  db: Db,
  storeId: number,
  places: { country: string; state?: string | null; price: number }[],
  options: { priceType?: 1 | 2; singlePrice?: boolean } = {},
) {
  const [rule] = await db
    .insert(shippingRules)
    .values({
      storeId,
      title: "Standard delivery",
      type: 1,
      priceType: options.priceType ?? 1,
      singlePrice: options.singlePrice ?? false,
    })
    .returning();
  const ruleId = (rule as { id: number }).id;
  const rows = await db
    .insert(shippingPlaces)
    .values(places.map((p) => ({ ruleId, country: p.country, state: p.state ?? null, price: p.price })))
    .returning();
  return { ruleId, places: rows };
}

export async function createPickup(db: Db, storeId: number, price: number) {
  const [rule] = await db
    .insert(shippingRules)
    .values({ storeId, title: "Pickup", type: 2, priceType: 1 })
    .returning();
  const [point] = await db
    .insert(pickupPoints)
    .values({ ruleId: (rule as { id: number }).id, name: "Shop counter", address: "1 Market Street", price })
    .returning();
  return point as typeof pickupPoints.$inferSelect;
}

export async function createVoucher(db: Db, values: Partial<typeof vouchers.$inferInsert> = {}) {
  const now = Date.now();
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code: unique("SAVE").toUpperCase(),
      type: 1,
      amount: 500,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 86_400_000),
      ...values,
    })
    .returning();
  return voucher as typeof vouchers.$inferSelect;
}

export const ADDRESS = {
  name: "Ayesha Khan",
  email: "ayesha@example.test",
  phone: "+93 700 123 456",
  country: "AF",
  state: "BDS",
  city: "Fayzabad",
  zipCode: "3701",
  address: "12 Garden Road",
};
