import type { BenchDatabase } from "./database.ts";
import type { Fixtures } from "./fixtures.ts";
import { startShop } from "./shop.ts";
import { startWireCounter } from "./wire-counter.ts";

/** Database round trips of an uncached product page, counted on the wire (see wire-counter.ts). */
export interface ProductRoundTrips {
  /** The first product page after the shop started: the catalogue's memos are still empty. */
  first: number;
  /** Per page after that one, each page a product not asked for before. */
  median: number;
  most: number;
  pages: number;
}

const PAGES = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Starts the shop alone (one process, nothing else asking) with its database behind the counter,
 * then asks for product pages one after the other, each with a query no cache has seen, and counts
 * the round trips between the start of each request and the end of its answer. PostgreSQL only: the
 * embedded database has no wire.
 */
export async function countProductRoundTrips(
  database: BenchDatabase,
  fixtures: Fixtures,
  port: number,
): Promise<ProductRoundTrips | null> {
  if (!database.url) return null;
  const counter = await startWireCounter(database.url);
  const shop = await startShop({ ...database, url: counter.url }, port, 1);
  try {
    const perPage: number[] = [];
    const products = fixtures.products.slice(0, PAGES + 1);
    for (const [i, product] of products.entries()) {
      const path = `/${encodeURIComponent(product.slug)}/product/${product.id}?round-trips=${i}`;
      const before = counter.roundTrips();
      const response = await fetch(`${shop.origin}${path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      perPage.push(counter.roundTrips() - before);
    }
    const [first, ...warm] = perPage;
    const figures = { first, median: median(warm), most: Math.max(...warm), pages: warm.length };
    console.log(
      `  product page round trips: first after start ${first}, then median ${figures.median} (most ${figures.most}) over ${figures.pages} pages`,
    );
    return figures;
  } finally {
    await shop.stop();
    await counter.close();
  }
}
