import { fetchAnswer, callJson, type Answer } from "./answers.ts";
import { cpuPerRequest, type CpuSample } from "./cpu-time.ts";
import type { Fixtures } from "./fixtures.ts";
import { measureLoad, type LoadResult, type LoadSettings, type RequestPlan } from "./load.ts";
import { meanFigures, type RouteName, type ScenarioResult, type Variant } from "./results.ts";
import type { LoadFigures } from "./load-figures.ts";

/** A GET route: one fixed URL (cached) and a different URL per request (uncached). */
interface ReadRoute {
  route: RouteName;
  cached: string;
  uncached: (n: number) => string;
}

function readRoutes(f: Fixtures): ReadRoute[] {
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  const product = (p: { id: number; slug: string }) => `/${encodeURIComponent(p.slug)}/product/${p.id}`;
  const listingPages = (products: number) => Math.max(1, Math.floor(products / 30));
  return [
    { route: "home", cached: "/", uncached: (n) => `/?bench=${n}` },
    {
      route: "listing",
      cached: `/all/${f.categories[0].slug}`,
      uncached: (n) => {
        const category = pick(f.categories, n);
        const page = 1 + (Math.floor(n / f.categories.length) % listingPages(category.products));
        return `/all/${category.slug}?page=${page}&bench=${n}`;
      },
    },
    {
      route: "product",
      cached: product(f.products[0]),
      uncached: (n) => `${product(pick(f.products, n))}?bench=${n}`,
    },
    {
      route: "store",
      cached: `/shop/${f.stores[0]}`,
      uncached: (n) => `/shop/${pick(f.stores, n)}?bench=${n}`,
    },
    ...(f.pageSlug
      ? [
          {
            route: "page" as const,
            cached: `/page/${f.pageSlug}`,
            uncached: (n: number) => `/page/${f.pageSlug}?bench=${n}`,
          },
        ]
      : []),
    {
      route: "suggestions",
      cached: `/api/v1/search/suggestions?q=${encodeURIComponent(f.typos[0])}`,
      uncached: (n) => `/api/v1/search/suggestions?q=${encodeURIComponent(pick(f.typos, n))}&bench=${n}`,
    },
    {
      route: "product-list",
      cached: "/api/v1/products?page=1",
      uncached: (n) => `/api/v1/products?page=${1 + (n % 30)}&bench=${n}`,
    },
  ];
}

/** The address a benched guest checks out with (cash on delivery ships there). */
export const GUEST_ADDRESS = {
  name: "Bench Guest",
  email: "bench-guest@example.com",
  phone: "+93 20 555 0100",
  country: "AF",
  state: "BDS",
  city: "Kabul",
  zipCode: "1001",
  address: "12 Garden Street",
};

export const cartBody = (token: string, product: Fixtures["buyable"][number]) => ({
  user_token: token,
  product_id: product.id,
  ...(product.inventoryId ? { inventory_id: product.inventoryId } : {}),
  quantity: 1,
});
export const orderBody = (token: string) => ({ user_token: token, payment_method: 2 });

/** Runs `work` for each item, eight at a time (preparation, not measured). */
async function eightAtATime<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export const addAddresses = (origin: string, tokens: string[]) =>
  eightAtATime(tokens, (token) =>
    callJson(origin, "POST", "/api/v1/user/address/action", { user_token: token, ...GUEST_ADDRESS }),
  );

export type Buyable = Fixtures["buyable"][number];

/** Guest n's product: buyers spread over the benched products, as shoppers spread over a catalogue. */
const productOf = (products: Buyable[], n: number) => products[n % products.length];

export async function makeCarts(
  origin: string,
  prefix: string,
  count: number,
  products: Buyable[],
  carts: string[],
): Promise<void> {
  const tokens = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await eightAtATime(tokens, async (token) => {
    await callJson(origin, "POST", "/api/v1/cart/action", cartBody(token, productOf(products, carts.length)));
    carts.push(token);
  });
}

/** The benched products a guest can really buy (cart, address, cash on delivery). */
export async function findBuyable(origin: string, f: Fixtures, runId: string): Promise<Buyable[]> {
  const reasons: string[] = [];
  const buyable: Buyable[] = [];
  for (const [i, product] of f.buyable.entries()) {
    const token = `${runId}trial${i}`;
    try {
      await addAddresses(origin, [token]);
      await callJson(origin, "POST", "/api/v1/cart/action", cartBody(token, product));
      await callJson(origin, "POST", "/api/v1/order/action", orderBody(token));
      buyable.push(product);
    } catch (error) {
      reasons.push(`product ${product.id}: ${(error as Error).message}`);
    }
  }
  if (buyable.length > 0) return buyable;
  throw new Error(`No benched product could be ordered by a guest:\n${reasons.join("\n")}`);
}

/**
 * Different URLs per uncached run, and new guests per add-to-cart run: more than the shop answers
 * in a run (a few hundred and a few thousand per second over 10 s), so no request repeats one.
 */
const UNCACHED_URLS = 30_000;
const NEW_GUESTS = 60_000;

export interface RunContext {
  origin: string;
  raw: { origin: string; serve: (answer: Answer) => Promise<void> };
  settings: LoadSettings;
  /** CPU time used so far by the shop and the database. */
  cpu: () => CpuSample;
}

/** The figures of a load run, without the list of the requests that succeeded. */
function figuresOf({ succeeded: _succeeded, ...figures }: LoadResult): LoadFigures {
  return figures;
}

/** A load run against the shop, with the CPU time each answer cost the shop and the database. */
async function measureShop(
  label: string,
  ctx: RunContext,
  plan: RequestPlan,
): Promise<{ figures: LoadFigures; succeeded: number[] }> {
  const before = ctx.cpu();
  const result = await measureLoad(label, ctx.origin, plan, ctx.settings);
  const cpu = cpuPerRequest(before, ctx.cpu(), result.requests);
  return { figures: { ...figuresOf(result), cpuPerRequest: cpu }, succeeded: result.succeeded };
}

/** Lets the shop finish what the previous run left in flight, so that runs do not overlap. */
export async function settle(origin: string): Promise<void> {
  await callJson(origin, "GET", "/api/v1/common");
}

async function expectOk(origin: string, path: string, method: "GET" | "POST" = "GET", body?: unknown) {
  const answer = await fetchAnswer(origin, method, path, body);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  }
  return answer;
}

/** The raw Node server replaying `answer`, measured like the route. */
async function measureRaw(
  label: string,
  ctx: RunContext,
  answer: Answer,
  plan: RequestPlan,
): Promise<LoadFigures> {
  await ctx.raw.serve(answer);
  const repeated = { ...plan, amount: undefined, eachOnce: false };
  return figuresOf(await measureLoad(`${label} raw Node`, ctx.raw.origin, repeated, ctx.settings));
}

/** Every load scenario of one catalogue size, each followed by its raw Node yardstick. */
export async function runScenarios(ctx: RunContext, f: Fixtures): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const runId = `b${Date.now().toString(36)}`;
  const record = (
    route: RouteName,
    variant: Variant,
    example: string,
    figures: LoadFigures,
    raw: LoadFigures | null,
  ) => {
    results.push({ route, variant, example, ...figures, raw });
  };

  for (const r of readRoutes(f)) {
    await settle(ctx.origin);
    const answer = await expectOk(ctx.origin, r.cached); // also warms the cache
    await expectOk(ctx.origin, r.uncached(0));
    const cached: RequestPlan = { method: "GET", paths: [r.cached] };
    const uncached: RequestPlan = {
      method: "GET",
      paths: Array.from({ length: UNCACHED_URLS }, (_, i) => r.uncached(i + 1)),
      eachOnce: true,
    };
    // The yardstick just before and just after the cached run: this machine's speed drifts by a
    // third within a minute, and a single raw run taken later could land on either side of it.
    const rawBefore = await measureRaw(`${r.route} (before)`, ctx, answer, cached);
    const cachedRun = await measureShop(`${r.route} cached`, ctx, cached);
    const raw = meanFigures(rawBefore, await measureRaw(`${r.route} (after)`, ctx, answer, cached));
    await settle(ctx.origin);
    const uncachedRun = await measureShop(`${r.route} uncached`, ctx, uncached);
    record(r.route, "cached", r.cached, cachedRun.figures, raw);
    record(r.route, "uncached", r.uncached(1), uncachedRun.figures, raw);
  }

  await settle(ctx.origin);
  console.log("  Finding the products a guest can order…");
  const products = await findBuyable(ctx.origin, f, runId);
  console.log(`  Guests buy ${products.length} products in turn.`);
  const guests = Array.from({ length: NEW_GUESTS }, (_, n) => `${runId}g${n}`);
  const addToCart: RequestPlan = {
    method: "POST",
    paths: ["/api/v1/cart/action"],
    bodies: guests.map((token, n) => cartBody(token, productOf(products, n))),
    eachOnce: true,
  };
  const cartAnswer = await expectOk(
    ctx.origin,
    "/api/v1/cart/action",
    "POST",
    cartBody(`${runId}sample`, products[0]),
  );
  await settle(ctx.origin);
  const cartRun = await measureShop("add-to-cart (new guest each)", ctx, addToCart);
  record("add-to-cart", "write", "POST /api/v1/cart/action", cartRun.figures, null);
  const carts = cartRun.succeeded.map((n) => guests[n]);

  // Every order needs a cart of its own: at least a few per connection, made (not measured) if the
  // add-to-cart run made too few.
  const missing = Math.max(0, 4 * ctx.settings.connections - carts.length);
  console.log(
    `  Giving the ${carts.length.toLocaleString("en-US")} guest carts an address` +
      `${missing > 0 ? ` and making ${missing} more carts` : ""} (not measured)…`,
  );
  await makeCarts(ctx.origin, `${runId}extra`, missing, products, carts);
  await addAddresses(ctx.origin, carts);
  const orderAnswer = await expectOk(ctx.origin, "/api/v1/order/action", "POST", orderBody(carts.shift()!));
  const placeOrder: RequestPlan = {
    method: "POST",
    paths: ["/api/v1/order/action"],
    bodies: carts.map(orderBody),
    eachOnce: true,
  };
  await settle(ctx.origin);
  const orderRun = await measureShop("place-order (cash on delivery)", ctx, placeOrder);
  record("place-order", "write", "POST /api/v1/order/action", orderRun.figures, null);

  const rawCart = await measureRaw("add-to-cart", ctx, cartAnswer, addToCart);
  const rawOrder = await measureRaw("place-order", ctx, orderAnswer, placeOrder);
  results.find((s) => s.route === "add-to-cart")!.raw = rawCart;
  results.find((s) => s.route === "place-order")!.raw = rawOrder;
  return results;
}
