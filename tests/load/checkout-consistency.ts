/**
 * Checkout consistency under load (run by `npm test` after the production build): on a throw-away
 * PostgreSQL database when TEST_DATABASE_URL is set (CI sets it), with two server processes, else on
 * the embedded database (PGlite). 200 shoppers — guests and signed-in customers, a few with a
 * voucher — whose carts span three stores check out at the same moment, cash on delivery, over
 * HTTP against the production server; some products are stocked below what they want. Then an
 * admin delivers four orders in five through the API and moves the rest to "picked up".
 *
 * With the server stopped, the database must show: every acknowledged order holding exactly its
 * cart at the world's prices, split into one part per store whose goods + shipping − discount is its
 * total and whose totals add up to the order's; every refusal justified and without a trace; no
 * stock oversold, every figure at its initial stock less the units sold and every stock movement
 * an order's; the vouchers used within their limits; the delivered parts paid; the ledger's sales
 * equal to the delivered parts less commission (see ledger-check.ts).
 *
 *   node tests/load/checkout-consistency.ts          (LOAD_SEED=<n>: another world and other carts)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { translate } from "../../src/server/core/messages.ts";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { migrateDatabase } from "../../src/server/platform/db/migrate.ts";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/shop-process.ts";
import { onThrowAwayPostgres } from "../crash/order-world.ts";
import { COD, prepareWorld, type Shopper, type World } from "./checkout-world.ts";
import {
  checkDeliveries,
  checkPlacedOrders,
  checkRefusals,
  checkStock,
  checkVouchers,
  snapshot,
  type Placed,
  type Refusal,
  type Refused,
} from "./consistency-checks.ts";
import { checkLedger } from "./ledger-check.ts";
import { apiCall } from "./api-call.ts";

const SHOPPERS = 200;
const SEED = Number(process.env.LOAD_SEED ?? 18);
const POSTGRES_WORKERS = 2;
/** The admin's status changes go this many at a time. */
const DESK_CONCURRENCY = 16;

const REFUSALS: Record<string, Refusal> = {
  [translate({ key: "shop.out_of_stock" }, "en")]: "out of stock",
  [translate({ key: "shop.voucher_used_up" }, "en")]: "voucher used up",
};

const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const progress = (line: string) => console.log(`  ${seconds(started).padStart(7)}  ${line}`);

/** One checkout; any answer but an order or a refusal for stock or a used-up voucher stops the run. */
async function checkout(origin: string, shopper: Shopper): Promise<Placed | Refused> {
  const { http, body } = await apiCall(
    origin,
    "POST",
    "/order/action",
    {
      ...(shopper.guestToken ? { user_token: shopper.guestToken } : {}),
      payment_method: COD,
      voucher_code: shopper.voucher?.code ?? null,
      idempotency_key: `load-${SEED}-${shopper.label.replace(" ", "-")}`,
    },
    shopper.session,
  );
  const reason = REFUSALS[body.message ?? ""];
  if (http === 409 && reason) return { shopper, reason };
  const data = body.data as { order_id?: number; tracking_code?: string; total?: number; created?: boolean };
  if (http !== 200 || !data.order_id || !data.tracking_code || data.created !== true)
    throw new Error(`${shopper.label}: unexpected answer ${http} ${JSON.stringify(body)}`);
  return { shopper, orderId: data.order_id, trackingCode: data.tracking_code, total: data.total ?? -1 };
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** Every shopper at once; resolves to the orders, the refusals and what the shoppers waited. */
async function burst(origin: string, world: World) {
  const waited: number[] = [];
  const from = performance.now();
  const outcomes = await Promise.all(
    world.shoppers.map(async (shopper) => {
      const sent = performance.now();
      const outcome = await checkout(origin, shopper);
      waited.push(performance.now() - sent);
      return outcome;
    }),
  );
  const took = seconds(from);
  waited.sort((a, b) => a - b);
  const placed = outcomes.filter((o): o is Placed => "orderId" in o);
  const refused = outcomes.filter((o): o is Refused => "reason" in o);
  const count = (reason: Refusal) => refused.filter((r) => r.reason === reason).length;
  progress(
    `${world.shoppers.length} checkouts at once: ${placed.length} placed, ${count("out of stock")} refused ` +
      `for stock, ${count("voucher used up")} for a used-up voucher in ${took} ` +
      `(p50 ${percentile(waited, 50)} ms, p99 ${percentile(waited, 99)} ms, max ${percentile(waited, 100)} ms)`,
  );
  return { placed, refused };
}

/** The admin moves each order: four in five to delivered, the rest to picked up. */
async function desk(origin: string, world: World, placed: Placed[]) {
  const delivered = placed.filter((_, i) => i % 5 !== 4);
  const pickedUp = placed.filter((_, i) => i % 5 === 4);
  const queue = [...delivered.map((p) => ({ p, status: 5 })), ...pickedUp.map((p) => ({ p, status: 3 }))];
  const from = performance.now();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { http, body } = await apiCall(
        origin,
        "POST",
        "/order/change-status",
        { tracking_code: next.p.trackingCode, status: next.status },
        world.adminSession,
      );
      const order = body.data as { delivery_status?: number; total?: number } | undefined;
      if (http !== 200 || order?.delivery_status !== next.status || order.total !== next.p.total)
        throw new Error(`order ${next.p.trackingCode} → ${next.status}: ${http} ${JSON.stringify(body)}`);
    }
  };
  await Promise.all(Array.from({ length: DESK_CONCURRENCY }, worker));
  progress(
    `admin delivered ${delivered.length} orders and moved ${pickedUp.length} to picked up in ${seconds(from)}`,
  );
  return { delivered, pickedUp };
}

async function run(label: string, url: string, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase(url);
  let world: World;
  try {
    await migrateDatabase(database);
    world = await prepareWorld(database.db, SHOPPERS, SEED);
  } finally {
    await database.close();
  }
  const accounts = world.shoppers.filter((s) => s.session).length;
  progress(
    `${label}: 3 stores, ${world.figures.length} stock figures, ${SHOPPERS} carts ` +
      `(${accounts} signed in, ${world.shoppers.filter((s) => s.voucher).length} with a voucher), seed ${SEED}`,
  );
  const workers = databaseUrl ? POSTGRES_WORKERS : undefined;
  const server: ProductionServer = await startProductionServer({
    port: await freePort(),
    dataDir,
    databaseUrl,
    workers,
  });
  progress(`production server up (${server.processes().length} processes)`);
  let outcome: Awaited<ReturnType<typeof burst>>;
  let moved: Awaited<ReturnType<typeof desk>>;
  try {
    outcome = await burst(server.origin, world);
    moved = await desk(server.origin, world, outcome.placed);
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    await server.stop("SIGTERM");
  }

  const db = await snapshot(url);
  checkPlacedOrders(world, outcome.placed, db);
  checkRefusals(world, outcome.refused, db);
  const short = checkStock(world, outcome.placed, db);
  const vouchers = checkVouchers(world, outcome.placed, db);
  checkDeliveries(moved.delivered, moved.pickedUp, db);
  const deliveredIds = new Set(moved.delivered.map((p) => p.orderId));
  const ledger = await checkLedger(url, world.stores, {
    parts: db.parts.filter((p) => deliveredIds.has(p.order_id)),
    items: db.items.filter((i) => deliveredIds.has(i.order_id)),
  });
  if (short.length === 0) throw new Error("no product was short: the world must make some checkouts fail");
  progress(`stock short: ${short.join("; ")}`);
  progress(`vouchers: ${vouchers.join("; ")}`);
  console.log(
    `✔ ${label}: ${outcome.placed.length} orders in ${db.parts.length} parts add up to their totals, ` +
      `${outcome.refused.length} refusals justified and without a trace, no stock oversold, ` +
      `${db.movements.length} stock movements match the orders, ${moved.delivered.length} orders delivered and paid; ` +
      `${ledger} (${seconds(started)})`,
  );
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // Named after the configured database (test_load_…), dropped afterwards.
  const prefix = `${new URL(serverUrl).pathname.slice(1) || "test"}-load`;
  await onThrowAwayPostgres(prefix, serverUrl, (url, dataDir) => run("PostgreSQL", url, dataDir, url));
} else {
  console.log("(TEST_DATABASE_URL is not set: the run uses the embedded database, PGlite.)");
  const dataDir = mkdtempSync(join(tmpdir(), "load-pglite-"));
  try {
    await run("PGlite data directory", join(dataDir, "pglite"), dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
