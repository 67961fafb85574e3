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
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/shop-process.ts";
import {
  checkOrdersAddUp,
  onBothDatabases,
  placeOrder,
  prepare,
  type Acknowledged,
  type Guest,
} from "./order-world.ts";

const GUESTS = 160;
const WORKERS = 24;
/** The kill comes once this many orders were acknowledged, while the other requests are in flight. */
const KILL_AFTER = 40;
/** Server processes on PostgreSQL: the kill must reach workers, not only the main process. */
const POSTGRES_WORKERS = 2;

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
        const trackingCode = await placeOrder(server.origin, guest);
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

async function crashAndCheck(label: string, url: string, dataDir: string, databaseUrl?: string) {
  const workers = databaseUrl ? POSTGRES_WORKERS : undefined;
  const started = performance.now();
  const phases: string[] = [];
  const phase = (name: string) =>
    phases.push(`${name} ${Math.round((performance.now() - started) / 100) / 10} s`);
  const { guests, startStock } = await prepare(url, GUESTS);
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
    for (const guest of burst.untouched.slice(0, 5)) if (await placeOrder(second.origin, guest)) after += 1;
    assert.equal(after, Math.min(5, burst.untouched.length), `${label}: the restarted shop refuses orders`);
  } finally {
    await second.stop("SIGTERM");
  }

  phase("checked through the API");
  const orders = await checkOrdersAddUp(label, url, guests, startStock);
  const unacknowledged = orders.orders - burst.acknowledged.length - after;
  console.log(
    `✔ ${label}: ${burst.sent} order requests, ${burst.acknowledged.length} acknowledged before SIGKILL ` +
      `(${burst.lost} lost with the connection, ${unacknowledged} committed without an answer); after the restart ` +
      `all ${burst.acknowledged.length} intact, ${after} new orders taken, ${orders.orders} orders with ${orders.units} units ` +
      `on ${orders.products} products and ${orders.variants} variants, 0 half-written, every stock adds up; ` +
      `${burst.processes.length} server processes killed at once (${phases.join(", ")}, done ${Math.round((performance.now() - started) / 100) / 10} s)`,
  );
}

await onBothDatabases("crash", crashAndCheck);
