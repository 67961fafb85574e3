/**
 * The write path's capacity, after the load scenarios: for add-to-cart and place-order, the highest
 * rate the shop sustains (a rate-limited load; every answer 2xx and at least 95 % of the rate sent
 * answered), found by halving the interval below 1.25× the rate of the scenario's full load over
 * short windows; then a run at half that rate, whose p99 the issue judges against the cached home
 * page's p99; and the CPU time per order (shop + PostgreSQL) at 8 and at 50 connections, one of them
 * the place-order scenario's own run when --connections is 8 or 50.
 */
import type { Fixtures } from "./fixtures.ts";
import { measureLoad, type LoadSettings, type RequestPlan } from "./load.ts";
import type { LoadFigures } from "./load-figures.ts";
import type { ScenarioResult } from "./results.ts";
import {
  SUSTAINED_SHARE,
  type CpuPerOrder,
  type RateWindow,
  type RouteCapacity,
  type WriteCapacity,
  type WriteRoute,
} from "./capacity-results.ts";
import { cpuPerRequest } from "./cpu-time.ts";
import {
  addAddresses,
  cartBody,
  findBuyable,
  makeCarts,
  orderBody,
  settle,
  type Buyable,
  type RunContext,
} from "./scenarios.ts";

/** Windows per route: the interval halves each time, to 1.25 / 2^6 ≈ 2 % of the full-load rate. */
const WINDOWS = 6;
const CEILING_FACTOR = 1.25;
/** The connection counts the issue asks the CPU per order at. */
export const CPU_CONNECTIONS = [8, 50] as const;

const windowSeconds = (duration: number) => Math.max(2, Math.round(duration / 3));

/** Orders need carts with an address: made ahead from the add-to-cart windows' guests, topped up when short. */
function cartPool(origin: string, runId: string, products: Buyable[]) {
  const bare: string[] = [];
  const ready: string[] = [];
  let made = 0;
  return {
    add(tokens: string[]): void {
      bare.push(...tokens);
    },
    /** `count` carts with an address, each given out once. */
    async take(count: number): Promise<string[]> {
      const short = count - ready.length;
      if (short > 0) {
        const missing = Math.max(0, short - bare.length);
        if (missing > 0) {
          const fresh: string[] = [];
          await makeCarts(origin, `${runId}pool${made}x`, missing, products, fresh);
          made += missing;
          bare.push(...fresh);
        }
        const addressed = bare.splice(0, short);
        console.log(`  Giving ${addressed.length.toLocaleString("en-US")} carts an address (not measured)…`);
        await addAddresses(origin, addressed);
        ready.push(...addressed);
      }
      return ready.splice(0, count);
    },
  };
}

const failedOf = (f: Pick<LoadFigures, "non2xx" | "errors">) => f.non2xx + f.errors;

export async function measureWriteCapacity(
  ctx: RunContext,
  f: Fixtures,
  scenarios: ScenarioResult[],
): Promise<WriteCapacity> {
  const runId = `c${Date.now().toString(36)}`;
  const seconds = windowSeconds(ctx.settings.duration);
  await settle(ctx.origin);
  const products = await findBuyable(ctx.origin, f, runId);
  const pool = cartPool(ctx.origin, runId, products);
  let guests = 0;

  /** A plan for `count` requests, each new (a new guest's cart, or an order of a cart of its own). */
  const plans: Record<WriteRoute, (count: number) => Promise<{ plan: RequestPlan; tokens: string[] }>> = {
    "add-to-cart": async (count) => {
      const tokens = Array.from({ length: count }, () => `${runId}g${guests++}`);
      const bodies = tokens.map((token, n) => cartBody(token, products[n % products.length]));
      return { plan: { method: "POST", paths: ["/api/v1/cart/action"], bodies, eachOnce: true }, tokens };
    },
    "place-order": async (count) => {
      const tokens = await pool.take(count);
      const plan: RequestPlan = {
        method: "POST",
        paths: ["/api/v1/order/action"],
        bodies: tokens.map(orderBody),
        eachOnce: true,
      };
      return { plan, tokens };
    },
  };

  /** A load of `route` for `duration` seconds; the guests whose cart was made join the pool. */
  async function load(route: WriteRoute, label: string, settings: LoadSettings, expected: number) {
    // More requests listed than the run can send: with a list used up, the run would end early.
    const count = Math.ceil(expected * (settings.duration + 1) * 1.2) + 2 * settings.connections;
    const { plan, tokens } = await plans[route](count);
    await settle(ctx.origin);
    const before = ctx.cpu();
    const { succeeded, ...figures } = await measureLoad(label, ctx.origin, plan, settings);
    const cpu = cpuPerRequest(before, ctx.cpu(), figures.requests);
    if (route === "add-to-cart") pool.add(succeeded.map((n) => tokens[n]));
    return { ...figures, cpuPerRequest: cpu };
  }

  const routes: RouteCapacity[] = [];
  for (const route of ["add-to-cart", "place-order"] as const) {
    const fullLoadRps = scenarios.find((s) => s.route === route)?.rps ?? 0;
    let sustainedRate = 0;
    let ceiling = Math.max(20, Math.round(fullLoadRps * CEILING_FACTOR));
    const windows: RateWindow[] = [];
    for (let i = 0; i < WINDOWS; i++) {
      const rate = Math.round((sustainedRate + ceiling) / 2);
      if (rate <= sustainedRate || rate >= ceiling) break;
      const settings = { connections: ctx.settings.connections, duration: seconds, rate };
      const figures = await load(route, `${route} at ${rate}/s`, settings, rate);
      const failed = failedOf(figures);
      const sustained = failed === 0 && figures.rps >= SUSTAINED_SHARE * rate;
      windows.push({
        rate,
        rps: figures.rps,
        p99: figures.p99,
        requests: figures.requests,
        failed,
        sustained,
      });
      if (sustained) sustainedRate = rate;
      else ceiling = rate;
    }
    let half: RouteCapacity["half"] = null;
    if (sustainedRate > 0) {
      const rate = Math.max(1, Math.round(sustainedRate / 2));
      const settings = { ...ctx.settings, rate };
      const figures = await load(route, `${route} at half capacity`, settings, rate);
      half = { ...figures, rate };
    }
    console.log(
      `  ${route}: capacity ${sustainedRate}/s (full load ${Math.round(fullLoadRps)}/s)` +
        (half ? `; at ${half.rate}/s p99 ${half.p99.toFixed(1)} ms, ${failedOf(half)} failed` : ""),
    );
    routes.push({ route, fullLoadRps, windows, capacity: sustainedRate, half });
  }

  const order = scenarios.find((s) => s.route === "place-order");
  const cpuPerOrder: CpuPerOrder[] = [];
  for (const connections of CPU_CONNECTIONS) {
    if (order && connections === ctx.settings.connections) {
      const { rps, requests, cpuPerRequest: cpu = null } = order;
      cpuPerOrder.push({ connections, rps, requests, failed: failedOf(order), cpu });
      continue;
    }
    const settings = { connections, duration: ctx.settings.duration };
    const expected = Math.max(order?.rps ?? 0, 50);
    const figures = await load(
      "place-order",
      `place-order at ${connections} connections`,
      settings,
      expected,
    );
    const { rps, requests, cpuPerRequest: cpu } = figures;
    cpuPerOrder.push({ connections, rps, requests, failed: failedOf(figures), cpu });
  }
  return { windowSeconds: seconds, routes, cpuPerOrder };
}
