/**
 * Crash safety (run by `npm test` after the production build): the production server takes a burst of
 * cash-on-delivery orders from many guests at once and is killed with SIGKILL in the middle of it —
 * every process of it at once (on PostgreSQL the main process and its workers), as when the machine
 * dies. Orders hold one to three lines, variants among them. After a restart every acknowledged order
 * (200 with a tracking code) must be intact, no order may be half-written and the stock of every
 * product and variant must add up — on the embedded database's data directory (PGlite) and, when
 * TEST_DATABASE_URL is set, on a throw-away PostgreSQL database.
 *
 *   node tests/crash/crash-safety.ts
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
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/shop-process.ts";

const GUESTS = 160;
const STOCK = 5_000;
const WORKERS = 24;
/** The kill comes once this many orders were acknowledged, while the other requests are in flight. */
const KILL_AFTER = 40;
const COD = 2;
/** Server processes on PostgreSQL: the kill must reach workers, not only the main process. */
const POSTGRES_WORKERS = 2;

interface Line {
  productId: number;
  inventoryId: number | null;
  quantity: number;
}

interface Guest {
  token: string;
  lines: Line[];
}

const unitsOf = (guest: Guest) => guest.lines.reduce((sum, line) => sum + line.quantity, 0);

interface Acknowledged extends Guest {
  trackingCode: string;
}

/**
 * A migrated database with two products and one with two variants, and guests who each have an
 * address and one to three of them in the cart: every guest the first product, every other one a
 * variant, every third one the second product.
 */
async function prepare(url: string): Promise<{ guests: Guest[]; startStock: Map<number, number> }> {
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
    const guests: Guest[] = Array.from({ length: GUESTS }, (_, i) => {
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

async function placeOrder(server: ProductionServer, guest: Guest): Promise<string | undefined> {
  const response = await fetch(`${server.origin}/api/v1/order/action`, {
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

/** Guests order at once; SIGKILL lands after KILL_AFTER acknowledgements, with requests still in flight. */
async function burstUntilKilled(server: ProductionServer, guests: Guest[]) {
  const acknowledged: Acknowledged[] = [];
  const queue = [...guests];
  let sent = 0;
  let lost = 0;
  let killed: Promise<void> | undefined;
  let processes: number[] = [];
  async function worker() {
    for (let guest = queue.shift(); guest && !killed; guest = queue.shift()) {
      sent += 1;
      try {
        const trackingCode = await placeOrder(server, guest);
        if (trackingCode) acknowledged.push({ ...guest, trackingCode });
      } catch {
        lost += 1; // the connection died with the server: not acknowledged
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        processes = server.processes();
        killed = server.stop("SIGKILL");
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killed;
  return { acknowledged, sent, lost, untouched: queue, processes };
}

/** Opens the database once (the server is stopped) and runs the queries that look for damage. */
async function inspect<T>(
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

async function crashAndCheck(label: string, url: string, dataDir: string, databaseUrl?: string) {
  const workers = databaseUrl ? POSTGRES_WORKERS : undefined;
  const started = performance.now();
  const phases: string[] = [];
  const phase = (name: string) =>
    phases.push(`${name} ${Math.round((performance.now() - started) / 100) / 10} s`);
  const { guests, startStock } = await prepare(url);
  phase("prepared");
  const port = await freePort();
  const first = await startProductionServer({ port, dataDir, databaseUrl, workers });
  phase("started");
  const burst = await burstUntilKilled(first, guests);
  assert.ok(first.child.signalCode === "SIGKILL", `${label}: the server was not killed`);
  assert.ok(burst.acknowledged.length >= KILL_AFTER, `${label}: too few orders before the kill`);
  // The main process and, on PostgreSQL, each worker were running at the kill, and none is left.
  assert.equal(burst.processes.length, 1 + (workers ?? 0), `${label}: processes at the kill`);
  assert.deepEqual(first.processes(), [], `${label}: a server process outlived the kill`);

  phase("killed");
  const second = await startProductionServer({ port, dataDir, databaseUrl, workers });
  phase("restarted");
  let after = 0;
  try {
    for (const order of burst.acknowledged) {
      const response = await fetch(`${second.origin}/api/v1/track-order?tracking_code=${order.trackingCode}`);
      const body = (await response.json()) as { data?: { delivery_status?: number; cancelled?: boolean } };
      assert.equal(response.status, 200, `${label}: acknowledged order ${order.trackingCode} is gone`);
      assert.deepEqual(
        { delivery_status: body.data?.delivery_status, cancelled: body.data?.cancelled },
        { delivery_status: 1, cancelled: false },
        `${label}: acknowledged order ${order.trackingCode} changed`,
      );
    }
    // The restarted shop keeps taking orders from guests who had not ordered yet.
    for (const guest of burst.untouched.slice(0, 5)) if (await placeOrder(second, guest)) after += 1;
    assert.equal(after, Math.min(5, burst.untouched.length), `${label}: the restarted shop refuses orders`);
  } finally {
    await second.stop("SIGTERM");
  }

  phase("checked through the API");
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
  const unacknowledged = orders.orders - burst.acknowledged.length - after;
  console.log(
    `✔ ${label}: ${burst.sent} order requests, ${burst.acknowledged.length} acknowledged before SIGKILL ` +
      `(${burst.lost} lost with the connection, ${unacknowledged} committed without an answer); after the restart ` +
      `all ${burst.acknowledged.length} intact, ${after} new orders taken, ${orders.orders} orders with ${orders.units} units ` +
      `on ${stock.length} products and ${variantStock.length} variants, 0 half-written, every stock adds up; ` +
      `${burst.processes.length} server processes killed at once (${phases.join(", ")}, done ${Math.round((performance.now() - started) / 100) / 10} s)`,
  );
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "crash-pglite-"));
  try {
    await crashAndCheck("PGlite data directory", join(dataDir, "pglite"), dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string) {
  const name = `crash_${randomBytes(5).toString("hex")}`;
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
  const dataDir = mkdtempSync(join(tmpdir(), "crash-postgres-"));
  await admin(`create database "${name}"`);
  try {
    await crashAndCheck("PostgreSQL", url.toString(), dataDir, url.toString());
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onPglite();
const postgres = process.env.TEST_DATABASE_URL;
if (postgres) await onPostgres(postgres);
else console.log("(TEST_DATABASE_URL is not set: the PostgreSQL crash run is skipped.)");
