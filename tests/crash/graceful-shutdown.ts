/**
 * Graceful shutdown (run by `npm test` after the production build): the production server takes a
 * burst of cash-on-delivery orders from many guests at once and gets SIGTERM in the middle of it,
 * as from a deployment or a container stop. Every request in flight at the signal (those of the
 * burst, and a few whose body was still arriving) must be answered 200, the server must exit 0
 * within its grace period, every acknowledged order must be in the database and every stock must add
 * up. Before the burst it checks what a load balancer and Prometheus see: /readyz, and /metrics
 * (behind its token) counting the orders of every worker. On the embedded database's data directory
 * (PGlite) and, when TEST_DATABASE_URL is set, on a throw-away PostgreSQL database with two workers.
 *
 *   node tests/crash/graceful-shutdown.ts
 */
import assert from "node:assert/strict";
import { Agent, request } from "node:http";
import { sql } from "drizzle-orm";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/shop-process.ts";
import {
  checkOrdersAddUp,
  inspect,
  onBothDatabases,
  placeOrder,
  prepare,
  type Guest,
} from "./order-world.ts";

const GUESTS = 160;
const WORKERS = 24;
/** SIGTERM comes once this many orders of the burst were acknowledged, with others in flight. */
const SIGNAL_AFTER = 40;
/** Orders placed one by one first, then counted by /metrics. */
const COUNTED = 4;
/** Orders whose request body is still arriving when the signal comes. */
const SLOW = 3;
const POSTGRES_WORKERS = 2;
const TOKEN = "graceful-shutdown-metrics-token";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /readyz until the server says ready (it warms its render cache first). */
async function readiness(origin: string): Promise<{ status: number; body: unknown }> {
  for (let tries = 0; ; tries++) {
    const response = await fetch(`${origin}/readyz`);
    const body: unknown = await response.json();
    if (response.status === 200 || tries > 120) return { status: response.status, body };
    await sleep(250);
  }
}

/** An order request whose headers and first half of body are sent now, the rest on `finish()`. */
function slowOrder(origin: string, guest: Guest) {
  const body = Buffer.from(
    JSON.stringify({ user_token: guest.token, payment_method: 2, idempotency_key: `slow-${guest.token}` }),
  );
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<string | undefined>((resolve) => {
    const req = request(`${origin}/api/v1/order/action`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": body.length },
    });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { data?: { tracking_code?: string } };
        resolve(response.statusCode === 200 ? parsed.data?.tracking_code : undefined);
      });
    });
    req.on("error", () => resolve(undefined)); // the connection died: not acknowledged
    req.flushHeaders();
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { guest, answer, finish: () => finish() };
}

/**
 * The burst's connections: kept alive and reused, as a browser or a proxy does, so a request sent
 * before the signal goes on a connection the server has accepted. Resolves to the tracking code;
 * rejects with what went wrong (the status and body, or the connection's error).
 */
const keptAlive = new Agent({ keepAlive: true, maxSockets: WORKERS });

function placeOnKeptConnection(origin: string, guest: Guest, written: Set<Guest>): Promise<string> {
  const body = JSON.stringify({
    user_token: guest.token,
    payment_method: 2,
    idempotency_key: `burst-${guest.token}`,
  });
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/v1/order/action`, {
      method: "POST",
      agent: keptAlive,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        const code = (JSON.parse(text) as { data?: { tracking_code?: string } }).data?.tracking_code;
        if (response.statusCode === 200 && code) resolve(code);
        else reject(new Error(`${response.statusCode}: ${text.slice(0, 200)}`));
      });
    });
    req.on("error", reject);
    req.on("finish", () => written.add(guest));
    req.end(body);
  });
}

/** Guests order at once; SIGTERM lands after SIGNAL_AFTER acknowledgements; nobody sends after it. */
async function burstUntilSignalled(server: ProductionServer, guests: Guest[], onSignal: () => void) {
  const acknowledged: string[] = [];
  const inFlight = new Map<Guest, Promise<string>>();
  const queue = [...guests];
  let atSignal: [Guest, Promise<string>][] = [];
  // In flight at the signal: written to the connection before it (a request still waiting in the
  // client for a connection was sent after it, and may find the server gone).
  const written = new Set<Guest>();
  let stopped: Promise<void> | undefined;
  async function worker() {
    for (let guest = queue.shift(); guest && !stopped; guest = queue.shift()) {
      const placing = placeOnKeptConnection(server.origin, guest, written);
      inFlight.set(guest, placing);
      const trackingCode = await placing.catch(() => undefined);
      inFlight.delete(guest);
      if (trackingCode) acknowledged.push(trackingCode);
      if (acknowledged.length >= SIGNAL_AFTER && !stopped) {
        atSignal = [...inFlight].filter(([guest]) => written.has(guest));
        stopped = server.stop("SIGTERM");
        onSignal();
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await stopped;
  const outcomes = await Promise.allSettled(atSignal.map(([, placing]) => placing));
  const unanswered = outcomes.flatMap((o) => (o.status === "rejected" ? [String(o.reason)] : []));
  return { acknowledged, atSignal: atSignal.length, unanswered, untouched: queue.length };
}

/** The value of one series in Prometheus text. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function checkWhatOperatorsSee(label: string, origin: string, guests: Guest[], postgres: boolean) {
  const ready = await readiness(origin);
  assert.deepEqual(ready, { status: 200, body: { status: "ready" } }, `${label}: /readyz`);
  const codes: string[] = [];
  for (const guest of guests) codes.push((await placeOrder(origin, guest)) ?? "refused");
  assert.ok(!codes.includes("refused"), `${label}: an order before the burst was refused`);
  assert.equal((await fetch(`${origin}/metrics`)).status, 404, `${label}: /metrics without its token`);
  const metrics = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await metrics.text();
  assert.equal(metrics.status, 200, `${label}: /metrics with its token`);
  // On PostgreSQL the orders went to both workers: the count is theirs together.
  assert.equal(valueOf(text, "shop_orders_placed_total"), guests.length, `${label}: orders placed`);
  assert.ok(
    (valueOf(text, 'shop_http_request_duration_seconds_count{kind="api",status="2xx"}') ?? 0) >=
      guests.length,
    `${label}: API requests timed`,
  );
  assert.equal(valueOf(text, 'shop_job_queue_depth{queue="payment_expiry"}'), 0, `${label}: expiry queue`);
  if (postgres) assert.ok(valueOf(text, 'shop_db_pool_connections{state="open"}'), `${label}: pool metrics`);
  return codes;
}

async function shutDownAndCheck(label: string, url: string, dataDir: string, databaseUrl?: string) {
  const started = performance.now();
  const workers = databaseUrl ? POSTGRES_WORKERS : undefined;
  const { guests, startStock } = await prepare(url, GUESTS);
  const port = await freePort();
  const env = { METRICS_TOKEN: TOKEN, SHUTDOWN_GRACE_SECONDS: "10" };
  const server = await startProductionServer({ port, dataDir, databaseUrl, workers, env });
  const counted = await checkWhatOperatorsSee(label, server.origin, guests.slice(0, COUNTED), !!databaseUrl);

  const slow = guests.slice(COUNTED, COUNTED + SLOW).map((guest) => slowOrder(server.origin, guest));
  await sleep(500); // their headers are in: the server is reading their bodies
  const processes = server.processes().length;
  const burst = await burstUntilSignalled(server, guests.slice(COUNTED + SLOW), () => {
    setTimeout(() => slow.forEach((s) => s.finish()), 300);
  });
  const slowAnswers = await Promise.all(slow.map((s) => s.answer));

  assert.equal(server.child.exitCode, 0, `${label}: exit after SIGTERM\n${server.output()}`);
  assert.doesNotMatch(server.output(), /exiting anyway|killing them/, `${label}: the grace period ran out`);
  assert.deepEqual(server.processes(), [], `${label}: a server process outlived the shutdown`);
  assert.ok(burst.atSignal > 0, `${label}: no request was in flight at the signal`);
  assert.deepEqual(burst.unanswered, [], `${label}: requests in flight at the signal were cut off`);
  assert.ok(slowAnswers.every(Boolean), `${label}: an order whose body was arriving at the signal was lost`);

  const acknowledged = [...counted, ...burst.acknowledged, ...(slowAnswers as string[])];
  const stored = await inspect(url, (rows) =>
    rows<{ tracking_code: string }>(sql`select tracking_code from orders`),
  );
  const storedCodes = new Set(stored.map((row) => row.tracking_code));
  const missing = acknowledged.filter((code) => !storedCodes.has(code));
  assert.deepEqual(missing, [], `${label}: acknowledged orders missing after the shutdown`);
  const orders = await checkOrdersAddUp(label, url, guests, startStock);
  console.log(
    `✔ ${label}: ${processes} server processes; /readyz ready, /metrics counted ${COUNTED} orders; SIGTERM with ` +
      `${burst.atSignal} burst orders in flight (${burst.acknowledged.length} acknowledged in all) and ${SLOW} bodies arriving: all ` +
      `answered 200, exit 0; ${acknowledged.length} acknowledged orders all stored, ${orders.orders} orders with ` +
      `${orders.units} units, every stock adds up (${burst.untouched} guests never sent; ` +
      `${Math.round((performance.now() - started) / 100) / 10} s)`,
  );
}

await onBothDatabases("graceful", shutDownAndCheck);
