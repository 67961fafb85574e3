/**
 * Two shop instances, one PostgreSQL database: a second `npm start` on another port and its own
 * DATA_DIR (the first's settings key beside it, as SETTINGS_KEY would give both), then a shop day's
 * mix of shoppers sending every request to the next instance in turn. A third into it, the demo's
 * admin, signed in through the first instance, changes a price with the first's console API, and
 * the bench asks the second for the product (API answer and page) until it shows the new price.
 * Once the shoppers are done and the second instance has stopped: the benched stock figures that do
 * not add up with the orders.
 */
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { settingsKeyFromFile, SETTINGS_KEY_FILE } from "../../src/server/platform/secrets/settings-key.ts";
import { rowsOf } from "../../src/server/seed/insert.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/server/seed/seed-people.ts";
import type { ProductDetail } from "../../src/console/data/products.ts";
import { bodyWithPrice } from "../../src/console/screens/products/product-mapping.ts";
import { onCleanup } from "./cleanup.ts";
import type { BenchDatabase } from "./database.ts";
import type { Fixtures } from "./fixtures.ts";
import { startShop } from "./shop.ts";
import { countOversold, dayPages, runGenerator, type KindFigures, type ShopDayKind } from "./shop-day.ts";

export interface PriceChange {
  productId: number;
  /** The second instance's very next request after the first answered the change showed the new price. */
  seenOnNextRequest: boolean;
  /** From the first instance's answer to the second's first answer with the new price; null: never. */
  seenAfterMs: number | null;
  /** Requests to the second instance (API answer and page, in pairs) until both showed it. */
  requests: number;
}

export interface TwoInstances {
  origins: string[];
  seconds: number;
  kinds: Record<ShopDayKind, KindFigures>;
  priceChange: PriceChange;
  /** Benched stock figures below zero or that do not add up with the orders, counted afterwards. */
  oversold: number;
}

/** How long the second instance may take to show a price before the change counts as not seen. */
const SEEN_WITHIN_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Repriced {
  id: number;
  slug: string;
}

/**
 * A product the shoppers do not buy (its stock is left alone), one they browse if there is one,
 * without bundle and whose variants, if any, all sell at the product's price (their price 0): its
 * page shows `selling` once the offer is cleared.
 */
async function productToReprice(openUrl: string, f: Fixtures): Promise<Repriced> {
  const database = await openDatabase(openUrl);
  try {
    const browsed = sql.join(
      f.products.slice(0, 200).map((p) => sql`${p.id}`),
      sql`, `,
    );
    const bought = sql.join(
      f.buyable.map((b) => sql`${b.id}`),
      sql`, `,
    );
    const [product] = rowsOf<Repriced>(
      await database.db.execute(sql`select p.id, p.slug from products p
        where p.status = 1 and p.id not in (${bought})
          and not exists (select 1 from inventories i where i.product_id = p.id and i.price <> 0)
          and not exists (select 1 from bundle_deals b where b.product_id = p.id)
        order by p.id in (${browsed}) desc, p.id limit 1`),
    );
    if (!product)
      throw new Error("No public product without bundle or variant prices to change the price of.");
    return product;
  } finally {
    await database.close();
  }
}

async function json(origin: string, method: string, path: string, session?: string, body?: object) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

/** The price set through `first` (the console's product form, as an admin saves it), then asked of `second`. */
async function changePrice(
  first: string,
  second: string,
  product: Repriced,
  session: string,
): Promise<PriceChange> {
  const page = `${second}/${encodeURIComponent(product.slug)}/product/${product.id}`;
  await (await fetch(page)).arrayBuffer(); // in the second instance's render cache, if not already
  const edited = (await json(
    first,
    "GET",
    `/console/products/${product.id}`,
    session,
  )) as unknown as ProductDetail;
  const price = edited.selling + 1234;
  // No offer: the page shows the price set.
  await json(first, "PUT", `/console/products/${product.id}`, session, bodyWithPrice(edited, price, 0));
  const saved = performance.now();
  // As the page writes it: "1,234.50" beside the currency, or "1234.50" in its structured data.
  const shown = [
    (price / 100).toFixed(2),
    (price / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ];
  let requests = 0;
  while (performance.now() - saved < SEEN_WITHIN_MS) {
    const answer = await json(second, "GET", `/product/${product.id}`);
    const html = await (await fetch(page)).text();
    requests += 2;
    if (answer.selling === price && shown.some((text) => html.includes(text))) {
      return {
        productId: product.id,
        seenOnNextRequest: requests === 2,
        seenAfterMs: performance.now() - saved,
        requests,
      };
    }
    await sleep(POLL_MS);
  }
  return { productId: product.id, seenOnNextRequest: false, seenAfterMs: null, requests };
}

export async function runTwoInstances(options: {
  database: BenchDatabase;
  firstOrigin: string;
  port: number;
  fixtures: Fixtures;
  connections: number;
  seconds: number;
}): Promise<TwoInstances> {
  const { database, fixtures } = options;
  const dataDir = `${database.dataDir}-second`;
  mkdirSync(dataDir, { recursive: true });
  onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  // The first instance's key (made now if it has none yet): secrets sealed by one open on the other.
  settingsKeyFromFile(join(database.dataDir, SETTINGS_KEY_FILE));
  copyFileSync(join(database.dataDir, SETTINGS_KEY_FILE), join(dataDir, SETTINGS_KEY_FILE));
  const second = await startShop({ ...database, dataDir }, options.port, 1);
  try {
    const origins = [options.firstOrigin, second.origin];
    const product = await productToReprice(database.openUrl, fixtures);
    const admin = await json(origins[0], "POST", "/user/signin", undefined, {
      email: DEMO_ACCOUNTS.admin,
      password: DEMO_PASSWORD,
    });
    const shoppers = runGenerator({
      origin: options.firstOrigin,
      origins,
      connections: options.connections,
      seconds: options.seconds,
      seed: 3,
      runId: `two${Date.now().toString(36)}`,
      pages: dayPages(fixtures),
      products: fixtures.buyable,
    });
    await sleep((options.seconds * 1000) / 3);
    const priceChange = await changePrice(origins[0], origins[1], product, String(admin.token)).catch(
      async (error: unknown) => {
        await shoppers.catch(() => undefined); // the shoppers' process ends with its time
        throw error;
      },
    );
    console.log(
      `  price changed through ${origins[0]}: ${origins[1]} showed it ` +
        (priceChange.seenAfterMs === null
          ? `not within ${SEEN_WITHIN_MS / 1000} s`
          : `${priceChange.seenOnNextRequest ? "on its next request" : `after ${priceChange.requests} requests`}, ${Math.round(priceChange.seenAfterMs)} ms after the change`),
    );
    const kinds = await shoppers;
    await second.stop();
    const oversold = await countOversold(database.openUrl, fixtures);
    const k = kinds;
    console.log(
      `  shoppers on both: browse ${k.browse.requests}, cart ${k.cart.requests}, checkout ${k.checkout.requests}; ` +
        `errors ${k.browse.errors + k.cart.errors + k.checkout.errors}; oversold ${oversold}`,
    );
    return { origins, seconds: options.seconds, kinds, priceChange, oversold };
  } finally {
    await second.stop();
  }
}
