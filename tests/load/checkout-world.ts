/**
 * The shop of the checkout consistency run: three stores with different shipping rules (a flat
 * price per line, a percent of each line's goods, one price per order and store) and different
 * commission sources (the store's own rate, its category's, the shop's default); products with and
 * without variants, an offer price and a bundle deal among them, a few stocked below what the
 * shoppers want; two vouchers (a shop-wide percent with a usage limit, a flat one of one store);
 * and shoppers — guests and signed-in customers — each with an address and a cart of one to four
 * lines from one to three stores. What every line and part must cost is worked out here from the
 * world's own figures, not by the shop's code, so the checks compare the shop with an independent sum.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/platform/db/client.ts";
import {
  addresses,
  cartItems,
  categories,
  paymentMethods,
  products,
  settings,
  stores,
} from "../../src/server/platform/db/schema/index.ts";
import { createSession } from "../../src/server/modules/accounts/sessions.ts";
import {
  ADDRESS,
  COD,
  createBundle,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVariantProduct,
  createVoucher,
} from "../../src/testing/shop-fixtures.ts";
import { createRandom } from "../../src/server/seed/random.ts";

export { COD };

/** How a store charges shipping to the shoppers' address. */
type ShippingRule =
  | { kind: "per line"; price: number }
  | { kind: "percent of goods"; percent: number }
  | { kind: "once per order"; price: number };

export interface Store {
  id: number;
  label: string;
  shipping: ShippingRule;
  /** The commission its lines must carry (own rate, category's, or the shop's default). */
  commission: number;
}

/** One stock figure: a product's own stock, or one variant's. */
export interface Figure {
  label: string;
  store: Store;
  productId: number;
  inventoryId: number | null;
  unitPrice: number;
  initial: number;
  bundle: { buy: number; free: number } | null;
  freeShipping: boolean;
}

export interface Voucher {
  code: string;
  storeId: number | null;
  /** type 1 flat amount, type 2 percent capped at maxDiscount. */
  type: 1 | 2;
  amount: number;
  maxDiscount: number | null;
  usageLimit: number | null;
}

export interface Line {
  figure: Figure;
  quantity: number;
}

export interface Shopper {
  label: string;
  /** A guest's token (body user_token) or a customer's session (Authorization: Bearer). */
  guestToken?: string;
  session?: string;
  userId?: number;
  lines: Line[];
  voucher: Voucher | null;
}

export interface World {
  stores: Store[];
  figures: Figure[];
  vouchers: Voucher[];
  shoppers: Shopper[];
  adminSession: string;
}

const SHOP_COMMISSION = 8;
const CATEGORY_COMMISSION = 12.5;

async function makeStores(db: Db): Promise<Store[]> {
  await db.insert(settings).values({ id: 1, commissionPercent: SHOP_COMMISSION }).onConflictDoNothing();
  const made: Store[] = [];
  const specs: { label: string; shipping: ShippingRule; own: number | null }[] = [
    { label: "A", shipping: { kind: "per line", price: 300 }, own: 10 },
    { label: "B", shipping: { kind: "percent of goods", percent: 5 }, own: null },
    { label: "C", shipping: { kind: "once per order", price: 450 }, own: null },
  ];
  for (const spec of specs) {
    const store = await createStore(db);
    await db.update(stores).set({ commissionPercent: spec.own }).where(eq(stores.id, store.id));
    const price = spec.shipping.kind === "percent of goods" ? spec.shipping.percent : spec.shipping.price;
    await createLocationRule(db, store.id, [{ country: ADDRESS.country, price }], {
      priceType: spec.shipping.kind === "percent of goods" ? 2 : 1,
      singlePrice: spec.shipping.kind === "once per order",
    });
    const commission = spec.own ?? (spec.label === "B" ? CATEGORY_COMMISSION : SHOP_COMMISSION);
    made.push({ id: store.id, label: spec.label, shipping: spec.shipping, commission });
  }
  return made;
}

/**
 * The catalogue. Stock is ample on some figures and, with the default seed's carts, some 15–35 units
 * short of what the shoppers want on others (A2/M, B1, C1/S, C2), so some checkouts must be refused;
 * no figure may ever be oversold.
 */
async function makeFigures(db: Db, [a, b, c]: Store[]): Promise<Figure[]> {
  const plain = async (
    store: Store,
    label: string,
    stock: number,
    options: { selling: number; offered?: number; freeShipping?: boolean },
  ) => {
    const product = await createProduct(db, store.id, { stock, ...options });
    return {
      label,
      store,
      productId: product.id,
      inventoryId: null,
      unitPrice: options.offered || options.selling,
      initial: stock,
      bundle: null,
      freeShipping: options.freeShipping ?? false,
    };
  };
  /** createVariantProduct: the first variant costs 1500, the second the product's own 1000. */
  const varied = async (store: Store, label: string, stocks: [number, number]) => {
    const { product, variants } = await createVariantProduct(db, store.id, stocks);
    return variants.map((variant, index) => ({
      label: `${label}/${index === 0 ? "M" : "S"}`,
      store,
      productId: product.id,
      inventoryId: variant.id,
      unitPrice: index === 0 ? 1500 : 1000,
      initial: stocks[index] as number,
      bundle: null,
      freeShipping: false,
    }));
  };
  const figures: Figure[] = [
    await plain(a, "A1", 400, { selling: 1250 }),
    ...(await varied(a, "A2", [75, 200])),
    await plain(b, "B1", 135, { selling: 2000, offered: 1799 }),
    await plain(b, "B2", 300, { selling: 733 }),
    ...(await varied(c, "C1", [200, 85])),
    await plain(c, "C2", 80, { selling: 999, freeShipping: true }),
  ];
  // B2: from two units in the cart, one of them is free.
  const bundled = figures.find((f) => f.label === "B2") as Figure;
  await createBundle(db, bundled.productId, 2, 1);
  bundled.bundle = { buy: 2, free: 1 };
  // Store B has no rate of its own: its products' category carries one.
  const [category] = await db
    .insert(categories)
    .values({ slug: `load-b-${b?.id}`, commissionPercent: CATEGORY_COMMISSION })
    .returning();
  await db
    .update(products)
    .set({ categoryId: (category as { id: number }).id })
    .where(eq(products.storeId, (b as Store).id));
  return figures;
}

async function makeVouchers(db: Db, stores: Store[]): Promise<Voucher[]> {
  const wanted: Omit<Voucher, "code">[] = [
    { storeId: null, type: 2, amount: 15, maxDiscount: 2_000, usageLimit: 12 },
    { storeId: (stores[1] as Store).id, type: 1, amount: 300, maxDiscount: null, usageLimit: null },
  ];
  const made: Voucher[] = [];
  for (const voucher of wanted) {
    const row = await createVoucher(db, voucher);
    made.push({ ...voucher, code: row.code });
  }
  return made;
}

/** One to three stores, one to four lines (distinct figures) from them, one to three units each. */
function cartOf(random: () => number, figures: Figure[], stores: Store[]): Line[] {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const storeCount = 1 + Math.floor(random() * 3);
  const chosen = [...stores].sort(() => random() - 0.5).slice(0, storeCount);
  const lineCount = Math.max(storeCount, 1 + Math.floor(random() * 4));
  const lines: Line[] = [];
  for (let i = 0; lines.length < lineCount && i < 20; i++) {
    const store = chosen[lines.length] ?? pick(chosen);
    const figure = pick(figures.filter((f) => f.store === store));
    if (lines.some((l) => l.figure === figure)) continue;
    lines.push({ figure, quantity: 1 + Math.floor(random() * 3) });
  }
  return lines;
}

/** Every fifth shopper is signed in; every eighth tries the shop-wide voucher, some of B's customers B's. */
export async function prepareWorld(db: Db, shopperCount: number, seed: number): Promise<World> {
  const random = createRandom(seed).next;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });
  const stores = await makeStores(db);
  const figures = await makeFigures(db, stores);
  const vouchers = await makeVouchers(db, stores);
  const [shopWide, ofB] = vouchers as [Voucher, Voucher];
  const shoppers: Shopper[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const lines = cartOf(random, figures, stores);
    const buysFromB = lines.some((l) => l.figure.store.id === ofB.storeId);
    const voucher = i % 8 === 1 ? shopWide : i % 7 === 3 && buysFromB ? ofB : null;
    const label = `shopper ${i + 1}`;
    if (i % 5 === 0) {
      const user = await createUser(db);
      shoppers.push({ label, userId: user.id, session: await createSession(db, user.id), lines, voucher });
    } else {
      shoppers.push({ label, guestToken: `load${seed}x${i.toString(36).padStart(6, "0")}`, lines, voucher });
    }
  }
  const owner = (s: Shopper) => (s.userId ? { userId: s.userId } : { guestToken: s.guestToken });
  await db
    .insert(addresses)
    .values(shoppers.map((s, i) => ({ ...ADDRESS, ...owner(s), email: `shopper${i + 1}@example.test` })));
  await db.insert(cartItems).values(
    shoppers.flatMap((s) =>
      s.lines.map((l) => ({
        ...owner(s),
        productId: l.figure.productId,
        inventoryId: l.figure.inventoryId,
        quantity: l.quantity,
      })),
    ),
  );
  const admin = await createUser(db, "admin");
  return { stores, figures, vouchers, shoppers, adminSession: await createSession(db, admin.id) };
}

/** What one line costs: its units at the unit price, less the bundle's free units. */
export function lineGoods(line: Line): { goods: number; free: number } {
  const { bundle, unitPrice } = line.figure;
  const free = bundle && line.quantity >= bundle.buy ? Math.min(bundle.free, line.quantity) : 0;
  return { goods: unitPrice * (line.quantity - free), free };
}

/** What one store's lines of a cart cost to ship, by the store's rule. */
export function storeShipping(store: Store, lines: Line[]): number {
  const paying = lines.filter((l) => l.figure.store === store && !l.figure.freeShipping);
  const rule = store.shipping;
  if (paying.length === 0) return 0;
  if (rule.kind === "once per order") return rule.price;
  if (rule.kind === "per line") return rule.price * paying.length;
  return paying.reduce((sum, l) => sum + Math.round((lineGoods(l).goods * rule.percent) / 100), 0);
}

/** The voucher's discount on a cart: flat (never above the goods) or a percent capped. */
export function voucherDiscount(voucher: Voucher, lines: Line[]): number {
  const goods = lines
    .filter((l) => voucher.storeId === null || l.figure.store.id === voucher.storeId)
    .reduce((sum, l) => sum + lineGoods(l).goods, 0);
  const raw = voucher.type === 2 ? Math.round((goods * voucher.amount) / 100) : voucher.amount;
  const capped = voucher.maxDiscount !== null ? Math.min(raw, voucher.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, goods));
}
