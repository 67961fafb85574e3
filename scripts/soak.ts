/**
 * `npm run soak -- --minutes 10`: the production server on a fresh demo database (temporary data
 * directory) takes mixed loopback traffic — pages, search, cart, cash-on-delivery checkouts — for a
 * bounded time. Each minute it samples the server's resident memory and the p50/p99 latency, then
 * prints a table and the drift between the first and the last minute. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startProductionServer, type ProductionServer } from "./shop-process.ts";
import { percentile, rssKb } from "./process-figures.ts";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, workers: { type: "string", default: "8" } },
});
const MINUTES = Number(values.minutes);
const WORKERS = Number(values.workers);
if (!(MINUTES > 0 && MINUTES <= 120) || !(WORKERS > 0 && WORKERS <= 64)) {
  console.error("Usage: npm run soak -- [--minutes 1..120] [--workers 1..64]");
  process.exit(2);
}

interface Product {
  id: number;
  slug: string;
  inventoryId: number | null;
}

interface Minute {
  latencies: number[];
  errors: number;
  refused: number;
  checkouts: number;
  rssMb: number;
  /** The machine's 1-minute load average: latency drift means little when other work competes for the cores. */
  load: number;
}

const SEARCH_WORDS = ["abaya", "hijab", "scarf", "dress", "silk", "black", "cotton", "kaftan", "modest"];
const ADDRESS = {
  name: "Soak Shopper",
  email: "soak@example.test",
  phone: "+93 70 555 0199",
  country: "AF",
  state: "BDS",
  city: "Fayzabad",
  zipCode: "3701",
  address: "House 7, Street 3",
};

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const token = () => `soak${Math.random().toString(36).slice(2, 16)}`;

const rssMb = (pid: number | undefined) => Math.round(rssKb(pid) / 102.4) / 10;

/** In-stock products (with an in-stock variant where they have variants) from the first listing pages. */
async function buyableProducts(origin: string): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; page <= 3; page++) {
    const listing = (await (await fetch(`${origin}/api/v1/products?page=${page}`)).json()) as {
      data: { result: { data: { id: number; slug: string; in_stock: boolean }[] } };
    };
    for (const card of listing.data.result.data.filter((c) => c.in_stock)) {
      const detail = (await (await fetch(`${origin}/api/v1/product/${card.id}`)).json()) as {
        data: { inventories: { id: number; quantity: number }[] };
      };
      const inventories = detail.data.inventories ?? [];
      const variant = inventories.find((i) => i.quantity > 0);
      if (inventories.length > 0 && !variant) continue;
      found.push({ id: card.id, slug: card.slug, inventoryId: variant?.id ?? null });
    }
  }
  if (found.length === 0) throw new Error("The demo catalogue has no product in stock.");
  return found;
}

async function traffic(server: ProductionServer, products: Product[], minutes: Minute[], until: number) {
  const started = Date.now();
  const current = () => minutes[Math.min(minutes.length - 1, Math.floor((Date.now() - started) / 60_000))]!;
  async function call(path: string, init?: RequestInit): Promise<{ status?: number }> {
    const begin = performance.now();
    try {
      const response = await fetch(`${server.origin}${path}`, init);
      const type = response.headers.get("content-type") ?? "";
      const body = type.includes("json") ? ((await response.json()) as { status?: number }) : {};
      if (!type.includes("json")) await response.arrayBuffer();
      current().latencies.push(performance.now() - begin);
      if (response.status >= 500) current().errors += 1;
      return body;
    } catch {
      current().errors += 1;
      return {};
    }
  }
  const post = (path: string, body: unknown) =>
    call(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const addToCart = (guest: string, product: Product) =>
    post("/api/v1/cart/action", {
      user_token: guest,
      product_id: product.id,
      inventory_id: product.inventoryId,
      quantity: 1,
    });

  const actions: [weight: number, run: () => Promise<unknown>][] = [
    [3, () => call(pick(["/", "/fr", "/ar", "/all", "/categories", "/hot-deals"]))],
    [3, () => call(`/${pick(products).slug}/product/${pick(products).id}`)],
    [2, () => call(`/api/v1/search?q=${pick(SEARCH_WORDS)}`)],
    [1, () => call(`/search?q=${pick(SEARCH_WORDS)}`)],
    [
      2,
      async () => {
        const guest = token();
        await addToCart(guest, pick(products));
        await call(`/api/v1/cart/by-user?user_token=${guest}`);
      },
    ],
    [
      1,
      async () => {
        const guest = token();
        await post("/api/v1/user/address/action", { user_token: guest, ...ADDRESS });
        await addToCart(guest, pick(products));
        const placed = await post("/api/v1/order/action", {
          user_token: guest,
          payment_method: 2,
          idempotency_key: `soak-${guest}`,
        });
        if (placed.status === 200) current().checkouts += 1;
        else current().refused += 1;
      },
    ],
  ];
  const total = actions.reduce((s, [w]) => s + w, 0);
  async function worker() {
    while (Date.now() < until) {
      let roll = Math.random() * total;
      const action = actions.find(([weight]) => (roll -= weight) < 0) ?? actions[0]!;
      await action[1]();
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

function report(minutes: Minute[]): void {
  const rows = minutes.map((m, i) => {
    const sorted = [...m.latencies].sort((a, b) => a - b);
    return {
      minute: i + 1,
      requests: m.latencies.length,
      "req/s": Math.round(m.latencies.length / 6) / 10,
      errors: m.errors,
      checkouts: m.checkouts,
      refused: m.refused,
      "p50 ms": Math.round(percentile(sorted, 50) * 10) / 10,
      "p99 ms": Math.round(percentile(sorted, 99) * 10) / 10,
      "RSS MB": m.rssMb,
      load: m.load,
    };
  });
  console.table(rows);
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const drift = (key: "p50 ms" | "p99 ms" | "RSS MB") => {
    const delta = Math.round((last[key] - first[key]) * 10) / 10;
    const percent = first[key] > 0 ? Math.round((delta / first[key]) * 1000) / 10 : 0;
    return `${first[key]} → ${last[key]} (${delta >= 0 ? "+" : ""}${delta}, ${percent >= 0 ? "+" : ""}${percent}%)`;
  };
  console.log(
    `Drift, first → last minute: RSS ${drift("RSS MB")}; p50 ${drift("p50 ms")}; p99 ${drift("p99 ms")}`,
  );
  const bars = "▁▂▃▄▅▆▇█";
  const spark = (series: number[]) => {
    const low = Math.min(...series);
    const high = Math.max(...series);
    return series.map((v) => bars[high === low ? 0 : Math.round(((v - low) / (high - low)) * 7)]).join("");
  };
  console.log(`RSS per minute  ${spark(rows.map((r) => r["RSS MB"]))}`);
  console.log(`p99 per minute  ${spark(rows.map((r) => r["p99 ms"]))}`);
  const errors = rows.reduce((s, r) => s + r.errors, 0);
  console.log(
    errors === 0 ? "No server errors." : `${errors} requests failed with a 5xx or a broken connection.`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "soak-"));
const port = await freePort();
console.log(`Starting the production server on port ${port} with a fresh demo database (${dataDir})…`);
const server = await startProductionServer({ port, dataDir, timeoutMs: 600_000 });
try {
  const products = await buyableProducts(server.origin);
  console.log(`${products.length} products in stock; ${WORKERS} workers for ${MINUTES} minute(s)…`);
  const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({
    latencies: [],
    errors: 0,
    refused: 0,
    checkouts: 0,
    rssMb: 0,
    load: 0,
  }));
  const until = Date.now() + MINUTES * 60_000;
  let sampled = 0;
  const sampler = setInterval(() => {
    const minute = minutes[sampled];
    if (!minute) return;
    minute.rssMb = rssMb(server.child.pid);
    minute.load = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    sampled += 1;
    console.log(`  minute ${sampled}: ${minute.latencies.length} requests, RSS ${minute.rssMb} MB`);
  }, 60_000);
  await traffic(server, products, minutes, until);
  clearInterval(sampler);
  minutes[MINUTES - 1]!.rssMb ||= rssMb(server.child.pid);
  report(minutes);
} finally {
  await server.stop("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
