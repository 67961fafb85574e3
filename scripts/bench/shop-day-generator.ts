/**
 * The shop day's shoppers, in a process of their own (as load-generator.ts, so that their garbage
 * collection is not the server's latency): `connections` shoppers at once, each one choosing its
 * next step at random — 90 % browse a page (home, listing, product, search, in one of the five
 * languages), 8 % add to its cart, 2 % check out (then a new shopper takes its place) — until the
 * time is up. Answers the latencies and outcomes per kind.
 */
import { percentile } from "../process-figures.ts";
import { cartBody, GUEST_ADDRESS, orderBody } from "./scenarios.ts";
import type { ShopDayJob, KindFigures, ShopDayKind } from "./shop-day.ts";
import { createRandom } from "../../src/server/seed/random.ts";

interface Tally {
  latencies: number[];
  errors: number;
  refused: number;
}

async function runDay(job: ShopDayJob): Promise<Record<ShopDayKind, KindFigures>> {
  const tallies: Record<ShopDayKind, Tally> = {
    browse: { latencies: [], errors: 0, refused: 0 },
    cart: { latencies: [], errors: 0, refused: 0 },
    checkout: { latencies: [], errors: 0, refused: 0 },
  };
  const errorsSeen: string[] = [];
  const deadline = Date.now() + job.seconds * 1000;
  let shoppers = 0;
  const next = createRandom(job.seed).next;
  // Several shops on one database: every request goes to the next one, a shopper's too.
  const origins = job.origins ?? [job.origin];
  let sentRequests = 0;

  /** One request, timed and tallied; 409 (stock ran out, a cart to fix) counts as refused. */
  async function step(kind: ShopDayKind, path: string, body?: object): Promise<boolean> {
    const origin = origins[sentRequests++ % origins.length];
    const sent = performance.now();
    try {
      const response = await fetch(`${origin}${path}`, {
        method: body ? "POST" : "GET",
        headers: {
          "accept-encoding": "br, gzip",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      await response.arrayBuffer();
      tallies[kind].latencies.push(performance.now() - sent);
      if (response.ok) return true;
      if (response.status === 409) tallies[kind].refused++;
      else {
        tallies[kind].errors++;
        if (errorsSeen.length < 5) errorsSeen.push(`${response.status} ${path}`);
      }
    } catch (error) {
      tallies[kind].errors++;
      if (errorsSeen.length < 5) errorsSeen.push(`${(error as Error).message} ${path}`);
    }
    return false;
  }

  async function shopper(): Promise<void> {
    while (Date.now() < deadline) {
      const token = `${job.runId}d${shoppers++}`;
      let inCart = 0;
      let addressed = false;
      for (;;) {
        if (Date.now() >= deadline) return;
        const roll = next();
        if (roll < 0.9) {
          await step("browse", job.pages[Math.floor(next() * job.pages.length)]!);
        } else if (roll < 0.98 || inCart === 0) {
          const product = job.products[Math.floor(next() * job.products.length)]!;
          const added = await step("cart", "/api/v1/cart/action", cartBody(token, product));
          if (added) inCart++;
        } else {
          if (!addressed)
            addressed = await step("checkout", "/api/v1/user/address/action", {
              user_token: token,
              ...GUEST_ADDRESS,
            });
          await step("checkout", "/api/v1/order/action", orderBody(token));
          break; // the next shopper comes
        }
      }
    }
  }

  await Promise.all(Array.from({ length: job.connections }, shopper));
  if (errorsSeen.length > 0) console.log(`  first errors: ${errorsSeen.join("; ")}`);
  const figures = (tally: Tally): KindFigures => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      errors: tally.errors,
      refused: tally.refused,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  };
  return {
    browse: figures(tallies.browse),
    cart: figures(tallies.cart),
    checkout: figures(tallies.checkout),
  };
}

process.once("message", (job: ShopDayJob) => {
  runDay(job).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? error.message : String(error) }, () =>
        process.exit(1),
      ),
  );
});
