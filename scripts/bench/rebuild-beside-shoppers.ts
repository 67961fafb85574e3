/**
 * "Rebuild all" pressed by the demo editor while shoppers keep browsing, filling carts and checking
 * out (the shop day's generator, run again and again until the job ends). Reported: the job's
 * report (pages, seconds, pages that failed) and the shoppers' requests and errors meanwhile.
 */
import cliProgress from "cli-progress";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/server/seed/seed-people.ts";
import type { Fixtures } from "./fixtures.ts";
import { dayPages, runGenerator, type KindFigures, type ShopDayKind } from "./shop-day.ts";

/** The shoppers' process runs this long at a time, and is started again while the job runs. */
const LOAD_CHUNK_SECONDS = 20;

export interface RebuildBesideShoppers {
  pages: number;
  seconds: number;
  /** Pages the job could not render (its report's errors). */
  pageErrors: { url: string; status: number }[];
  /** The shoppers' figures over the whole job: requests and errors summed, the worst p99. */
  shoppers: Record<ShopDayKind, KindFigures>;
}

interface Job {
  status: "running" | "done" | "interrupted";
  total: number;
  done: number;
  errors: { url: string; status: number }[];
  seconds: number;
}

async function signInAsEditor(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/user/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.editor, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token)
    throw new Error(`The demo editor could not sign in (${response.status}).`);
  return body.data.token;
}

function merge(
  sum: Record<ShopDayKind, KindFigures> | null,
  next: Record<ShopDayKind, KindFigures>,
): Record<ShopDayKind, KindFigures> {
  if (!sum) return next;
  const kinds = Object.keys(next) as ShopDayKind[];
  return Object.fromEntries(
    kinds.map((kind) => {
      const a = sum[kind];
      const b = next[kind];
      return [
        kind,
        {
          requests: a.requests + b.requests,
          errors: a.errors + b.errors,
          refused: a.refused + b.refused,
          p50: Math.max(a.p50, b.p50),
          p99: Math.max(a.p99, b.p99),
        },
      ];
    }),
  ) as Record<ShopDayKind, KindFigures>;
}

export async function rebuildBesideShoppers(options: {
  origin: string;
  fixtures: Fixtures;
  connections: number;
}): Promise<RebuildBesideShoppers> {
  const token = await signInAsEditor(options.origin);
  const rebuild = async (method: "GET" | "POST"): Promise<Job> => {
    const response = await fetch(`${options.origin}/api/v1/console/content/rebuild`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: Job & { job?: Job } };
    if (!response.ok) throw new Error(`Rebuild all answered ${response.status}.`);
    return body.data.job ?? body.data;
  };
  let job = await rebuild("POST");
  const bar = new cliProgress.SingleBar(
    { format: `  rebuild all |{bar}| {value}/{total} pages`, noTTYOutput: true, notTTYSchedule: 10_000 },
    cliProgress.Presets.shades_classic,
  );
  bar.start(job.total, job.done);
  const poll = setInterval(() => {
    void rebuild("GET").then(
      (latest) => bar.update(latest.done),
      () => undefined,
    );
  }, 1000);
  let shoppers: Record<ShopDayKind, KindFigures> | null = null;
  try {
    for (let chunk = 1; job.status === "running"; chunk++) {
      const figures = await runGenerator(
        {
          origin: options.origin,
          connections: options.connections,
          seconds: LOAD_CHUNK_SECONDS,
          seed: 100 + chunk,
          runId: `rebuild${chunk}x${Date.now().toString(36)}`,
          pages: dayPages(options.fixtures),
          products: options.fixtures.buyable,
        },
        false,
      );
      shoppers = merge(shoppers, figures);
      job = await rebuild("GET");
    }
  } finally {
    clearInterval(poll);
    bar.update(job.done);
    bar.stop();
  }
  if (job.status !== "done") throw new Error(`Rebuild all ended ${job.status}.`);
  if (!shoppers) throw new Error("No shopper ran beside the rebuild.");
  const k = shoppers;
  console.log(
    `  ${job.done} pages in ${job.seconds} s, ${job.errors.length} failed; shoppers meanwhile: ` +
      `${k.browse.requests + k.cart.requests + k.checkout.requests} requests, ` +
      `${k.browse.errors + k.cart.errors + k.checkout.errors} errors`,
  );
  return { pages: job.done, seconds: job.seconds, pageErrors: job.errors, shoppers };
}
