/**
 * Two shop instances on one PostgreSQL database (run by `npm test` when TEST_DATABASE_URL is set,
 * after the production build), as behind a load balancer: two `npm start` processes on two ports,
 * each with its own DATA_DIR (nothing on local disk is shared) and the same SETTINGS_KEY. It proves:
 *
 * - a price changed through one instance is on the other's cached product page and API answer at
 *   once (the database's notifications reach every instance);
 * - a session opened on one works on the other, and signing out on one ends it on both;
 * - a rate limit counts the tries made on both (five reset mails per account and hour);
 * - a cart filled through one is the cart the other shows;
 * - a picture uploaded through one goes to the S3 bucket (S3_URL, a local S3 server here) and the
 *   other serves it;
 * - 120 checkouts at once, every other one sent to each instance, never oversell and every order
 *   holds its cart (the checks of the checkout consistency run);
 * - jobs run once: mails left in the queue and unpaid orders past their payment window (as by a
 *   process that stopped) are swept by both instances starting together: each mail goes out once,
 *   each order gives its stock back once.
 *
 *   TEST_DATABASE_URL=postgres://… node tests/load/two-instances.ts
 */
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { hashPassword } from "../../src/server/modules/accounts/password.ts";
import { MAIL_PER_ADDRESS } from "../../src/server/modules/accounts/rate-limit.ts";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { migrateDatabase } from "../../src/server/platform/db/migrate.ts";
import { users } from "../../src/server/platform/db/schema/index.ts";
import { translate } from "../../src/server/core/messages.ts";
import type { ProductDetail } from "../../src/console/data/products.ts";
import { bodyWithPrice } from "../../src/console/screens/products/product-mapping.ts";
import { startLocalS3, type LocalS3 } from "../../src/testing/s3-server.ts";
import { createUser } from "../../src/testing/shop-fixtures.ts";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/shop-process.ts";
import { inspect, onThrowAwayPostgres } from "../crash/order-world.ts";
import { COD, prepareWorld, type Shopper, type World } from "./checkout-world.ts";
import {
  checkPlacedOrders,
  checkRefusals,
  checkStock,
  snapshot,
  type Placed,
  type Refused,
} from "./consistency-checks.ts";
import { apiCall } from "./api-call.ts";

const SHOPPERS = 120;
const SEED = 21;
const PASSWORD = "two-instances-1";
const SETTINGS_KEY = "ab".repeat(32);
const OUT_OF_STOCK = translate({ key: "shop.out_of_stock" }, "en");
const VOUCHER_USED_UP = translate({ key: "shop.voucher_used_up" }, "en");

const started = performance.now();
const progress = (line: string) =>
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);

const startInstance = async (url: string, dataDir: string, s3: LocalS3) =>
  startProductionServer({
    port: await freePort(),
    dataDir,
    databaseUrl: url,
    workers: 1,
    env: { SETTINGS_KEY, S3_URL: s3.url },
  });

/** A picture uploaded through `a` goes to the bucket, and `b` serves it, whole and scaled. */
async function upload(a: ProductionServer, b: ProductionServer, world: World, dataDirs: string[]) {
  const productId = world.figures[0]!.productId;
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new File([new Uint8Array(picture)], "photo.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${a.origin}/api/v1/console/products/${productId}/pictures`, {
    method: "POST",
    headers: { authorization: `Bearer ${world.adminSession}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { image: string }[] };
  assert.equal(response.status, 200, `upload on instance 1: ${JSON.stringify(body)}`);
  const url = body.data!.at(-1)!.image;
  const whole = await fetch(`${b.origin}${url}`);
  assert.equal(whole.status, 200, `instance 2 serves ${url}`);
  assert.equal((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width, 600);
  const scaled = await fetch(`${b.origin}${url}?w=480`);
  assert.equal(scaled.headers.get("content-type"), "image/webp");
  assert.ok(
    dataDirs.every((dir) => !existsSync(join(dir, url.slice(1)))),
    "the picture is in the bucket, not in either instance's DATA_DIR",
  );
  progress(`a picture uploaded on instance 1 went to the S3 bucket; instance 2 serves it, whole and scaled`);
}

/** A price set through `a` is what `b` shows next, on its cached page and in its cached API answer. */
async function priceChange(a: ProductionServer, b: ProductionServer, world: World) {
  const figure = world.figures.find((f) => f.inventoryId === null && !f.bundle)!;
  const productPath = `/product/${figure.productId}`;
  const before = await apiCall(b.origin, "GET", productPath);
  const { slug } = before.body.data as { slug: string };
  const page = `${b.origin}/${slug}/product/${figure.productId}`;
  assert.equal((await fetch(page)).status, 200);
  await fetch(page); // now served from b's render cache
  const edited = await apiCall(
    a.origin,
    "GET",
    `/console/products/${figure.productId}`,
    undefined,
    world.adminSession,
  );
  const product = edited.body.data as ProductDetail;
  const price = figure.unitPrice + 1234;
  const saved = await apiCall(
    a.origin,
    "PUT",
    `/console/products/${figure.productId}`,
    bodyWithPrice(product, price),
    world.adminSession,
  );
  assert.equal(saved.http, 200, `price change on the first instance: ${JSON.stringify(saved.body)}`);
  const seen = await apiCall(b.origin, "GET", productPath);
  assert.equal((seen.body.data as { selling: number }).selling, price, "the second instance's API");
  const html = await (await fetch(page)).text();
  assert.ok(
    html.includes(String(price / 100)),
    "the second instance's cached product page shows the new price",
  );
  // Back to the world's price, so the checkout checks below hold.
  const restored = bodyWithPrice(product, product.selling);
  await apiCall(a.origin, "PUT", `/console/products/${figure.productId}`, restored, world.adminSession);
  progress(`price changed on instance 1 was on instance 2's cached page and API answer at once`);
}

/** A session opened on `a` works on `b`; signing out on `b` ends it on `a`. */
async function sessions(a: ProductionServer, b: ProductionServer, email: string) {
  const signedIn = await apiCall(a.origin, "POST", "/user/signin", { email, password: PASSWORD });
  assert.equal(signedIn.http, 200, `sign-in: ${JSON.stringify(signedIn.body)}`);
  const token = (signedIn.body.data as { token: string }).token;
  const onB = await apiCall(b.origin, "GET", "/user/profile", undefined, token);
  assert.equal(onB.http, 200, "a session opened on instance 1 works on instance 2");
  assert.equal((await apiCall(b.origin, "POST", "/user/logout", {}, token)).http, 200);
  assert.equal((await apiCall(a.origin, "GET", "/user/profile", undefined, token)).http, 401);
  progress(`a session opened on instance 1 worked on instance 2; signing out there ended it on both`);
}

/**
 * Reset mails asked from one client address on both instances count together: past the address's
 * hourly allowance (each for another e-mail, so no per-account rule applies), the next is refused.
 */
async function rateLimit(a: ProductionServer, b: ProductionServer) {
  const statuses: number[] = [];
  for (let i = 0; i <= MAIL_PER_ADDRESS; i++) {
    const origin = i % 2 === 0 ? a.origin : b.origin;
    const email = `reset${i}@example.test`;
    statuses.push((await apiCall(origin, "POST", "/user/forgot-password", { email })).http);
  }
  assert.deepEqual(statuses, [...Array<number>(MAIL_PER_ADDRESS).fill(200), 429], "reset mails on both");
  progress(
    `${MAIL_PER_ADDRESS} reset mails alternating between the instances were sent, the next refused (429)`,
  );
}

/** A line added through `a` is in the cart `b` shows. */
async function cart(a: ProductionServer, b: ProductionServer, world: World) {
  const figure = world.figures.find((f) => f.inventoryId === null)!;
  const token = "twoinstancescart1";
  const added = await apiCall(a.origin, "POST", "/cart/action", {
    user_token: token,
    product_id: figure.productId,
    quantity: 2,
  });
  assert.equal(added.http, 200, `add to cart: ${JSON.stringify(added.body)}`);
  const shown = await apiCall(b.origin, "GET", `/cart/by-user?user_token=${token}`);
  const lines = (shown.body.data as { items: { quantity: number; product: { id: number } }[] }).items;
  assert.deepEqual(
    lines.map((line) => [line.product.id, line.quantity]),
    [[figure.productId, 2]],
    "instance 2's cart",
  );
  progress(`a cart filled on instance 1 is the cart instance 2 shows`);
}

/** Every shopper at once, every other one on each instance. */
async function burst(instances: ProductionServer[], world: World) {
  const outcomes = await Promise.all(
    world.shoppers.map(async (shopper: Shopper, i): Promise<Placed | Refused> => {
      const { http, body } = await apiCall(
        instances[i % 2]!.origin,
        "POST",
        "/order/action",
        {
          ...(shopper.guestToken ? { user_token: shopper.guestToken } : {}),
          payment_method: COD,
          voucher_code: shopper.voucher?.code ?? null,
          idempotency_key: `two-${SEED}-${i}`,
        },
        shopper.session,
      );
      if (http === 409 && body.message === OUT_OF_STOCK) return { shopper, reason: "out of stock" };
      if (http === 409 && body.message === VOUCHER_USED_UP) return { shopper, reason: "voucher used up" };
      const data = body.data as { order_id?: number; tracking_code?: string; total?: number };
      if (http !== 200 || !data.order_id || !data.tracking_code)
        throw new Error(`${shopper.label}: unexpected answer ${http} ${JSON.stringify(body)}`);
      return { shopper, orderId: data.order_id, trackingCode: data.tracking_code, total: data.total ?? -1 };
    }),
  );
  const placed = outcomes.filter((o): o is Placed => "orderId" in o);
  const refused = outcomes.filter((o): o is Refused => "reason" in o);
  progress(
    `${world.shoppers.length} checkouts at once across both: ${placed.length} placed, ${refused.length} refused`,
  );
  return { placed, refused };
}

const mailsIn = (dataDirs: string[]) =>
  dataDirs.flatMap((dir) => {
    try {
      return readdirSync(join(dir, "outbox")).filter((name) => name.endsWith(".eml"));
    } catch {
      return [];
    }
  });

async function waitForEmptyQueue(url: string) {
  for (let tries = 0; tries < 240; tries++) {
    const [left] = await inspect(url, (rows) =>
      rows<{ n: number }>(sql`select count(*)::int as n from order_mail_queue`),
    );
    if (left?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the mail queue was not emptied within a minute");
}

async function run(url: string) {
  const dataDirs = [mkdtempSync(join(tmpdir(), "two-a-")), mkdtempSync(join(tmpdir(), "two-b-"))];
  const database = await openDatabase(url);
  let world: World;
  let email: string;
  try {
    await migrateDatabase(database);
    world = await prepareWorld(database.db, SHOPPERS, SEED);
    const customer = await createUser(database.db);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD), verifiedAt: new Date() })
      .where(sql`${users.id} = ${customer.id}`);
    email = customer.email;
  } finally {
    await database.close();
  }
  const s3 = await startLocalS3();
  let instances = await Promise.all(dataDirs.map((dir) => startInstance(url, dir, s3)));
  const [a, b] = instances as [ProductionServer, ProductionServer];
  progress(`two instances on one database: ${a.origin} and ${b.origin}`);
  let outcome: Awaited<ReturnType<typeof burst>>;
  try {
    await priceChange(a, b, world);
    await sessions(a, b, email);
    await rateLimit(a, b);
    await cart(a, b, world);
    await upload(a, b, world, dataDirs);
    outcome = await burst(instances, world);
    await waitForEmptyQueue(url);
  } catch (error) {
    for (const instance of instances) console.error(instance.output().slice(-3000));
    throw error;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
  }
  const db = await snapshot(url);
  checkPlacedOrders(world, outcome.placed, db);
  checkRefusals(world, outcome.refused, db);
  const short = checkStock(world, outcome.placed, db);
  assert.ok(short.length > 0, "no product was short: the world must make some checkouts fail");
  progress(`no stock oversold (short: ${short.join("; ")}); every order holds its cart`);

  // Left by a process that stopped: mails in the queue, due now, and unpaid orders past their
  // payment window (a third of them). Both instances start together and sweep both at once.
  const orders = await inspect(url, (rows) => rows<{ id: number }>(sql`select id from orders order by id`));
  const expiring = orders.filter((_, i) => i % 3 === 0).map((o) => o.id);
  await inspect(url, async (rows) => {
    await rows(sql`insert into order_mail_queue (order_id, kind, due_at)
      select id, 'placed', now() - interval '1 minute' from orders`);
    await rows(sql`update orders set payment_expires_at = now() - interval '1 minute'
      where id in ${sql.raw(`(${expiring.join(",")})`)}`);
  });
  const before = dataDirs.map((dir) => mailsIn([dir]).length);
  instances = await Promise.all(dataDirs.map((dir) => startInstance(url, dir, s3)));
  try {
    await waitForEmptyQueue(url);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
  }
  const released = await inspect(url, (rows) =>
    rows<{ order_id: number; events: number; restocks: number; lines: number }>(sql`
      select o.id as order_id,
        (select count(*)::int from order_status_history h
          where h.order_id = o.id and h.event = 'payment_expired') as events,
        (select count(*)::int from stock_movements m where m.order_id = o.id and m.reason = 'cancel') as restocks,
        (select count(*)::int from order_items i where i.order_id = o.id) as lines
      from orders o where o.cancelled order by o.id`),
  );
  assert.deepEqual(
    released.map((r) => r.order_id),
    expiring,
    "exactly the orders past their window were released",
  );
  for (const order of released)
    assert.ok(order.events === 1 && order.restocks === order.lines, `order ${order.order_id} released once`);
  const swept = dataDirs.map((dir, i) => mailsIn([dir]).length - before[i]!);
  const sent = swept[0]! + swept[1]!;
  // Each queued mail once, and each released order's one status mail.
  assert.equal(
    sent,
    orders.length + expiring.length,
    `mails sent by the two instances: ${swept.join(" + ")}`,
  );
  progress(
    `${orders.length} queued mails and ${expiring.length} expired orders' mails went out once each ` +
      `(${swept.join(" + ")} by the two instances); each expired order was released once`,
  );
  await s3.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("(TEST_DATABASE_URL is not set: two instances need PostgreSQL; skipped.)");
} else {
  await onThrowAwayPostgres("two-instances", serverUrl, (url) => run(url));
  console.log(
    `✔ two instances on one PostgreSQL database (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
