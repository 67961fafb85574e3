/**
 * The yardstick of the uncached pages, built by Vite with the shop's Astro configuration
 * (build.ts) and run as a process of its own (measure.ts). It reads what the listing and product
 * pages read, once, with the same functions the pages call, closes the database, then renders the
 * pages' component trees from that data with Astro's container API again and again, and tells the
 * CPU time each render took. Nothing else runs around a render: no HTTP, no middleware, no query.
 *
 * The trees are the pages' own bodies: CategoryListingPage (layout, listing, 30 cards) and
 * ProductPage (layout, gallery, buy box, reviews), the components src/pages/all/[category].astro
 * and src/pages/[main]/product/[id].astro render. The page files themselves read the database in
 * their frontmatter, so they are not rendered here; the listing page's sub-category links (a
 * handful of links in the "intro" slot) are left out with them.
 */
import { resolve } from "node:path";
import { experimental_AstroContainer } from "astro/container";
import reactRenderer from "@astrojs/react/server.js";
import CategoryListingPage from "../../../src/features/catalog/CategoryListingPage.astro";
import ProductPage from "../../../src/features/product/ProductPage.astro";
import * as SuggestedProducts from "../../../src/features/product/SuggestedProducts.astro";
import { loadCategoryListing } from "../../../src/features/catalog/category-listing-page.ts";
import { commonDataFor, requestContextOf } from "../../../src/layouts/common-data.ts";
import { directionOf, type Lang } from "../../../src/i18n/locales.ts";
import { localizePath } from "../../../src/i18n/paths.ts";
import { useTranslations } from "../../../src/i18n/translate.ts";
import { links } from "../../../src/lib/links.ts";
import { getProductDetail, getProductReviews } from "../../../src/server/modules/catalog/index.ts";
import { database } from "../../../src/server/platform/db/client.ts";
import type { YardstickFigures, YardstickPlan, YardstickRender } from "./figures.ts";

const ORIGIN = "http://127.0.0.1";

/** Where the island's component was compiled from: its name in the island's markup. */
const SUGGESTED_PATH = resolve("src/features/product/SuggestedProducts.astro");

/** The product page's server island, named as the shop's build names it (see build.ts). */
const ISLANDS = {
  serverIslandMappings: async () => ({
    serverIslandMap: new Map([["SuggestedProducts", async () => SuggestedProducts]]),
    serverIslandNameMap: new Map([[SUGGESTED_PATH, "SuggestedProducts"]]),
  }),
} as unknown as NonNullable<Parameters<typeof experimental_AstroContainer.create>[0]>["manifest"];

/** One page as the shop would render it: its component, props, locals and request. */
interface Captured {
  component: Parameters<experimental_AstroContainer["renderToString"]>[0];
  props: Record<string, unknown>;
  locals: App.Locals;
  url: URL;
}

function localsFor(lang: Lang, path: string): App.Locals {
  return { lang, dir: directionOf(lang), t: useTranslations(lang), path };
}

async function captureListing(lang: Lang, category: string, page: number): Promise<Captured> {
  const path = links.category(category);
  const url = new URL(`${localizePath(path, lang)}?page=${page}`, ORIGIN);
  const locals = localsFor(lang, path);
  const listing = await loadCategoryListing(locals, url, { category });
  if (!listing.listing) throw new Error(`No listing for the category ${category}`);
  const common = await commonDataFor(locals);
  return {
    component: CategoryListingPage,
    props: { page: listing, common, bodyClass: "page-category" },
    locals,
    url,
  };
}

async function captureProduct(lang: Lang, id: number): Promise<Captured> {
  const locals = localsFor(lang, "");
  const ctx = requestContextOf(locals);
  const product = await getProductDetail(ctx, id);
  if (!product) throw new Error(`No public product ${id}`);
  const path = links.product(product.slug, product.id);
  locals.path = path;
  const common = await commonDataFor(locals);
  const reviews = await getProductReviews(ctx, product.id, 1);
  return {
    component: ProductPage,
    props: { product, reviews, reviewPage: 1, common },
    locals,
    url: new URL(localizePath(path, lang), ORIGIN),
  };
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Renders the pages in turn until `cpuMs` of CPU time is spent; after a warm-up of two rounds. */
async function measure(
  container: experimental_AstroContainer,
  pages: Captured[],
  cpuMs: number,
): Promise<YardstickRender> {
  let bytes = 0;
  const render = async (page: Captured) => {
    const html = await container.renderToString(page.component, {
      props: page.props,
      locals: page.locals,
      request: new Request(page.url),
      partial: false,
    });
    return html.length;
  };
  for (let round = 0; round < 2; round++) for (const page of pages) await render(page);
  const start = process.cpuUsage();
  let renders = 0;
  while (renders < pages.length || cpuMsSince(start) < cpuMs) {
    bytes += await render(pages[renders % pages.length]);
    renders++;
  }
  return { cpuMsPerRender: cpuMsSince(start) / renders, renders, htmlBytes: Math.round(bytes / renders) };
}

export async function measureYardstick(plan: YardstickPlan): Promise<YardstickFigures> {
  const listings: Captured[] = [];
  for (const l of plan.listings) listings.push(await captureListing(plan.lang, l.category, l.page));
  const products: Captured[] = [];
  for (const id of plan.products) products.push(await captureProduct(plan.lang, id));
  // From here on nothing may read the database: a component that tried would fail the run.
  await (await database()).close();

  const container = await experimental_AstroContainer.create({ manifest: ISLANDS });
  container.addServerRenderer({ renderer: reactRenderer });
  container.addClientRenderer({ name: "@astrojs/react", entrypoint: "@astrojs/react/client.js" });
  return {
    listing: await measure(container, listings, plan.cpuMs),
    product: await measure(container, products, plan.cpuMs),
  };
}
