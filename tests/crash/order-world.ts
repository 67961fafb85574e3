/**
 * The order world of the server-process tests (crash safety, graceful shutdown, backup and
 * restore): a database of guests with filled carts, their orders placed over HTTP, the checks that
 * every order is whole and every stock adds up, and throw-away databases on both engines.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { migrateDatabase } from "../../src/server/platform/db/migrate.ts";
import { addresses, cartItems, paymentMethods } from "../../src/server/platform/db/schema/index.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createVariantProduct,
} from "../../src/testing/shop-fixtures.ts";

const STOCK = 5_000;
const COD = 2;

interface Line {
  productId: number;
  inventoryId: number | null;
  quantity: number;
}

export interface Guest {
  token: string;
  lines: Line[];
}

const unitsOf = (guest: Guest) => guest.lines.reduce((sum, line) => sum + line.quantity, 0);

export interface Acknowledged extends Guest {
  trackingCode: string;
}

/**
 * A migrated database with two products and one with two variants, and guests who each have an
 * address and one to three of them in the cart: every guest the first product, every other one a
 * variant, every third one the second product.
 */
export async function prepare(
  url: string,
  guestCount: number,
): Promise<{ guests: Guest[]; startStock: Map<number, number> }> {
  const database = await openDatabase(url);
  try {
    await migrateDatabase(database);
    const db = database.db;
    await createPlaces(db);
    await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const product = await createProduct(db, store.id, { stock: STOCK });
    const second = await createProduct(db, store.id, { stock: STOCK });
    const { product: dress, variants } = await createVariantProduct(db, store.id, [STOCK, STOCK]);
    // Written in two statements: setting up a guest through the services costs a commit each.
    const guests: Guest[] = Array.from({ length: guestCount }, (_, i) => {
      const lines: Line[] = [{ productId: product.id, inventoryId: null, quantity: 1 + (i % 3) }];
      const variant = variants[(i / 2) % 2]?.id ?? null;
      if (i % 2 === 0) lines.push({ productId: dress.id, inventoryId: variant, quantity: 1 });
      if (i % 3 === 0) lines.push({ productId: second.id, inventoryId: null, quantity: 2 });
      return { token: `crashguest${i.toString(36).padStart(8, "0")}`, lines };
    });
    await db.insert(addresses).values(guests.map((g) => ({ ...ADDRESS, guestToken: g.token })));
    await db
      .insert(cartItems)
      .values(guests.flatMap((g) => g.lines.map((line) => ({ guestToken: g.token, ...line }))));
    const startStock = new Map([
      [product.id, STOCK],
      [second.id, STOCK],
      [dress.id, 0], // its stock is in its variants
    ]);
    return { guests, startStock };
  } finally {
    await database.close();
  }
}

/** Places the guest's order; resolves to its tracking code when the shop acknowledged it (200). */
export async function placeOrder(origin: string, guest: Guest): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/v1/order/action`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user_token: guest.token,
      payment_method: COD,
      idempotency_key: `crash-${guest.token}`,
    }),
  });
  const body = (await response.json()) as { status: number; data?: { tracking_code?: string } };
  return response.status === 200 && body.status === 200 ? body.data?.tracking_code : undefined;
}

/** Opens the database once (the server is stopped) and runs the queries that look for damage. */
export async function inspect<T>(
  url: string,
  look: (rows: <R>(query: SQL) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(url);
  try {
    return await look(async <R>(query: SQL) => ((await database.db.execute(query)) as { rows: R[] }).rows);
  } finally {
    await database.close();
  }
}

/**
 * With the server stopped: no order is half-written, every product's and variant's stock adds up
 * with what the orders hold, and each guest either ordered once (all cart lines) or still has every
 * cart line. Resolves to what the database holds, for the summary line.
 */
export async function checkOrdersAddUp(
  label: string,
  url: string,
  guests: Guest[],
  startStock: Map<number, number>,
): Promise<{ orders: number; units: number; products: number; variants: number }> {
  const { halfWritten, orphans, stock, variantStock, orders, owners } = await inspect(url, async (rows) => {
    const halfWritten = await rows<{ id: number }>(
      sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
        or not exists (select 1 from order_status_history h where h.order_id = o.id)`,
    );
    const orphans = await rows<{ id: number }>(
      sql`select i.id from order_items i left join orders o on o.id = i.order_id where o.id is null`,
    );
    // Per product: what is left, what counts as sold, and what the orders hold (all lines; those
    // without a variant come out of the product's own stock).
    const stock = await rows<{ id: number; stock: number; sold: number; ordered: number; plain: number }>(
      sql`select p.id, p.stock, p.sold_count as sold,
          (select coalesce(sum(quantity), 0)::int from order_items where product_id = p.id) as ordered,
          (select coalesce(sum(quantity), 0)::int from order_items
             where product_id = p.id and inventory_id is null) as plain
        from products p order by p.id`,
    );
    const variantStock = await rows<{ id: number; quantity: number; ordered: number }>(
      sql`select v.id, v.quantity,
          (select coalesce(sum(quantity), 0)::int from order_items where inventory_id = v.id) as ordered
        from inventories v order by v.id`,
    );
    const [orders] = await rows<{ orders: number; units: number }>(
      sql`select (select count(*)::int from orders) as orders,
        (select coalesce(sum(quantity), 0)::int from order_items) as units`,
    );
    const owners = await rows<{
      token: string;
      orders: number;
      lines: number;
      ordered_lines: number;
      quantity: number | null;
    }>(
      sql`select g.token, (select count(*)::int from orders o where o.guest_token = g.token) as orders,
          (select count(*)::int from cart_items c where c.guest_token = g.token) as lines,
          (select count(*)::int from order_items i join orders o on o.id = i.order_id
             where o.guest_token = g.token) as ordered_lines,
          (select sum(i.quantity)::int from order_items i join orders o on o.id = i.order_id
             where o.guest_token = g.token) as quantity
        from (select distinct guest_token as token from addresses where guest_token is not null) g`,
    );
    return { halfWritten, orphans, stock, variantStock, orders: orders!, owners };
  });
  assert.deepEqual(halfWritten, [], `${label}: orders without lines or history`);
  assert.deepEqual(orphans, [], `${label}: order lines without an order`);
  for (const product of stock) {
    const left = (startStock.get(product.id) ?? 0) - product.plain;
    assert.equal(product.stock, left, `${label}: stock of product ${product.id} does not add up`);
    assert.equal(
      product.sold,
      product.ordered,
      `${label}: units sold of product ${product.id} do not add up`,
    );
  }
  for (const variant of variantStock) {
    assert.equal(
      variant.quantity,
      STOCK - variant.ordered,
      `${label}: stock of variant ${variant.id} does not add up`,
    );
  }
  const byToken = new Map(owners.map((o) => [o.token, o]));
  for (const guest of guests) {
    const owner = byToken.get(guest.token);
    // Each guest either ordered once (all cart lines went into the order) or still has every cart line.
    assert.ok(
      (owner?.orders === 1 &&
        owner.lines === 0 &&
        owner.ordered_lines === guest.lines.length &&
        owner.quantity === unitsOf(guest)) ||
        (owner?.orders === 0 && owner.lines === guest.lines.length),
      `${label}: guest ${guest.token} is half-way: ${JSON.stringify(owner)}`,
    );
  }
  return { ...orders, products: stock.length, variants: variantStock.length };
}

/**
 * Runs `run` on a fresh PGlite data directory and, when TEST_DATABASE_URL is set, on a throw-away
 * PostgreSQL database (`databaseUrl` set), removing both afterwards.
 */
export async function onBothDatabases(
  prefix: string,
  run: (label: string, url: string, dataDir: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const pgliteDir = mkdtempSync(join(tmpdir(), `${prefix}-pglite-`));
  try {
    await run("PGlite data directory", join(pgliteDir, "pglite"), pgliteDir);
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return console.log(`(TEST_DATABASE_URL is not set: the PostgreSQL ${prefix} run is skipped.)`);
  await onThrowAwayPostgres(prefix, serverUrl, (url, dataDir) => run("PostgreSQL", url, dataDir, url));
}

/**
 * Runs `run` on a new database of the PostgreSQL server at `serverUrl` (and a fresh DATA_DIR for
 * the shop's files), dropping both afterwards.
 */
export async function onThrowAwayPostgres(
  prefix: string,
  serverUrl: string,
  run: (url: string, dataDir: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix.replaceAll("-", "_")}_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-postgres-`));
  await admin(`create database "${name}"`);
  try {
    await run(url.toString(), dataDir);
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
