/**
 * `node scripts/bench-search.ts`: EXPLAIN ANALYZE of every query behind the search page, the
 * search popup's suggestions and the second page of the product list (`listing`), on the configured database (seed it first, e.g. with --products 100000).
 * Prints, per call and query text, the database's execution time summed over its queries and the
 * slowest one, best of `--runs N` runs (default 3); `--queries N` keeps the first N query texts;
 * `--plans` also prints the slowest query's plan with buffers.
 */
import type { Logger } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { openDatabase, configuredDatabaseUrl } from "../src/server/platform/db/client.ts";
import { rowsOf } from "../src/server/seed/insert.ts";
import { searchProducts, searchSuggestions } from "../src/server/modules/catalog/index.ts";
import { listProducts } from "../src/server/modules/catalog/index.ts";
import type { RequestContext } from "../src/server/platform/context.ts";
import type { Lang } from "../src/i18n/locales.ts";

const QUERIES: { lang: Lang; q: string }[] = [
  { lang: "en", q: "abya" },
  { lang: "en", q: "lavneder" },
  { lang: "en", q: "maxi dress" },
  { lang: "ar", q: "عباية" },
  { lang: "hi", q: "मैक्सी ड्रेस" },
  { lang: "tr", q: "şifon elbise" },
];

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 3;

const queriesAt = process.argv.indexOf("--queries");
const QUERY_COUNT = queriesAt > 0 ? Number(process.argv[queriesAt + 1]) || QUERIES.length : QUERIES.length;

const PLANS = process.argv.includes("--plans");

const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };

async function main(): Promise<void> {
  const database = await openDatabase(configuredDatabaseUrl(), logger);
  const { db } = database;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`));
  console.log(`${database.kind}, ${n} products; milliseconds of execution (planning + execution)`);
  for (const { lang, q } of QUERIES.slice(0, QUERY_COUNT)) {
    const ctx: RequestContext = { lang, dir: lang === "ar" ? "rtl" : "ltr", db };
    const calls = {
      listing: () => listProducts(ctx, { page: 2 }),
      search: () => searchProducts(ctx, q),
      suggestions: () => searchSuggestions(ctx, q),
    };
    for (const [name, call] of Object.entries(calls)) {
      let best: { total: number; slowest: number; found: number; slowestQuery: string } | undefined;
      for (let run = 0; run < RUNS; run++) {
        captured.length = 0;
        const result = await call();
        const found = "total" in result ? result.total : result.product.length;
        const queries = [...captured];
        let total = 0;
        let slowest = 0;
        let slowestQuery = "";
        for (const { query, params } of queries) {
          const plan = rowsOf<{ "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] }>(
            await db.execute(sql.raw(`explain (analyze, format json) ${inlined(query, params)}`)),
          )[0]["QUERY PLAN"][0];
          const ms = plan["Planning Time"] + plan["Execution Time"];
          total += ms;
          if (ms > slowest) [slowest, slowestQuery] = [ms, inlined(query, params)];
        }
        if (!best || total < best.total) best = { total, slowest, found, slowestQuery };
      }
      console.log(
        `${lang} ${JSON.stringify(q)} ${name}: ${best!.total.toFixed(1)} ms in all, slowest query ${best!.slowest.toFixed(1)} ms (${best!.found} found)`,
      );
      if (PLANS) {
        const plan = rowsOf<{ "QUERY PLAN": string }>(
          await db.execute(sql.raw(`explain (analyze, buffers) ${best!.slowestQuery}`)),
        );
        console.log(plan.map((row) => row["QUERY PLAN"]).join("\n"));
      }
    }
  }
  await database.close();
}

/** The logged query with its parameters inlined as literals. */
function inlined(query: string, params: unknown[]): string {
  const literal = (value: unknown) =>
    value === null || value === undefined
      ? "null"
      : typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : Array.isArray(value)
          ? `'{${value.join(",")}}'`
          : `'${String(value).replaceAll("'", "''")}'`;
  return query.replace(/\$(\d+)/g, (_, i: string) => literal(params[Number(i) - 1]));
}

await main();
