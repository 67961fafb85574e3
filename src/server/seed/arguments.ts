import { parseArgs } from "node:util";

export const SEED_USAGE = `Usage: npm run db:seed -- [--reset] [--products N]

  --reset        empty every table first (otherwise the database must be empty)
  --products N   after the demo catalogue, add N synthetic products (e.g. 10000, 100k, 1m)
  --help         show this help`;

export const MAX_PRODUCTS = 10_000_000;

/** A mistake in how the seed command was called; its message says how to call it right. */
export class SeedUsageError extends Error {}

/** "10000", "10_000", "10,000", "100k", "1m" → a whole number of products. */
export function parseProductCount(text: string): number {
  const match = /^(\d+(?:[_,]\d{3})*)([km]?)$/i.exec(text.trim());
  if (!match)
    throw new SeedUsageError(`--products needs a whole number such as 10000, 100k or 1m (got "${text}").`);
  const unit = match[2].toLowerCase();
  const count = Number(match[1].replace(/[_,]/g, "")) * (unit === "k" ? 1_000 : unit === "m" ? 1_000_000 : 1);
  if (count < 1 || count > MAX_PRODUCTS) {
    throw new SeedUsageError(
      `--products must be between 1 and ${MAX_PRODUCTS.toLocaleString("en-US")} (got ${text}).`,
    );
  }
  return count;
}

export interface SeedArguments {
  reset: boolean;
  products: number;
  help: boolean;
}

export function parseSeedArguments(argv: string[]): SeedArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        reset: { type: "boolean", default: false },
        products: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SeedUsageError((error as Error).message.replace(/\. To specify.*$/s, "."));
  }
  return {
    reset: values.reset,
    help: values.help,
    products: values.products === undefined ? 0 : parseProductCount(values.products),
  };
}
