import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { brands, products } from "../platform/db/schema/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "../../i18n/paths.ts";
import { LOCALE_CODES } from "../../i18n/locales.ts";
import { productForm } from "../../testing/console-world.ts";
import { cachedGet, useConsoleShop } from "../../testing/cached-shop.ts";
import { env } from "../platform/env.ts";
import { nextChange, settled } from "../../testing/catalog-changes.ts";

const { world, shop } = useConsoleShop();

const pageOf = (id: number, lang = LOCALE_CODES[0]!) => localizePath(`/p/product/${id}`, lang);

const get = (origin: string, path: string, lang = "en") => cachedGet({ origin }, path, lang);

/** A seller's save of product `id` with a new English title, through the console API of `origin`. */
async function renameThroughConsole(origin: string, id: number, title: string) {
  const w = world.fx;
  const response = await fetch(new URL(`/api/v1/console/products/${id}`, origin), {
    method: "PUT",
    headers: { authorization: `Bearer ${w.tokens.seller}`, "content-type": "application/json" },
    body: JSON.stringify(productForm(w, { translations: { en: { title, slug: `renamed-${id}` } } })),
  });
  expect(response.status).toBe(200);
}

/** Every answer that shows `id` and one product page that does not, each asked twice: cached. */
async function fillCache(origin: string, a: number, b: number) {
  const paths = [...LOCALE_CODES.map((lang) => pageOf(a, lang)), pageOf(b), "/all/shop"];
  for (const path of paths) await get(origin, path);
  for (const path of paths) expect((await get(origin, path)).cache, path).toBe("HIT");
  for (const lang of ["en", "fr"]) {
    await get(origin, `/api/v1/product/${a}`, lang);
    expect((await get(origin, `/api/v1/product/${a}`, lang)).cache).toBe("HIT");
  }
}

describe("saving a product in the console", () => {
  it("drops its page in every language, its API answers and the listing showing it; another product's page stays cached", async () => {
    const w = world.fx;
    const a = await w.productIn("published");
    const b = w.otherProduct.id;
    const { origin } = shop().server;
    await settled(world.db);
    await fillCache(origin, a, b);

    await settled(world.db);
    const heard = nextChange();
    await renameThroughConsole(origin, a, "Renamed silk scarf");
    expect(await heard).toEqual({ kind: "edited", products: [a] });

    for (const lang of LOCALE_CODES) expect((await get(origin, pageOf(a, lang))).cache, lang).toBe("MISS");
    expect((await get(origin, pageOf(a))).body).toContain("Renamed silk scarf");
    const listing = await get(origin, "/all/shop");
    expect(listing).toEqual({ cache: "MISS", body: expect.stringContaining("Renamed silk scarf") });
    const api = await get(origin, `/api/v1/product/${a}`);
    expect(api.cache).toBe("MISS");
    expect(JSON.parse(api.body).data.title).toBe("Renamed silk scarf");
    expect((await get(origin, `/api/v1/product/${a}`, "fr")).cache).toBe("MISS");
    expect((await get(origin, pageOf(b))).cache).toBe("HIT");
  });
});

describe("changing a brand", () => {
  it("drops the pages of its products in every language and the listing; a product of another brand keeps its page", async () => {
    const w = world.fx;
    const a = await w.productIn("published");
    const [brand] = await world.db
      .insert(brands)
      .values({ slug: `brand-${a}` })
      .returning();
    await world.db.update(products).set({ brandId: brand!.id }).where(eq(products.id, a));
    const b = w.otherProduct.id;
    const { origin } = shop().server;
    await settled(world.db);
    await fillCache(origin, a, b);

    await settled(world.db);
    const heard = nextChange();
    await world.db
      .update(brands)
      .set({ slug: `renamed-brand-${a}` })
      .where(eq(brands.id, brand!.id));
    expect(await heard).toEqual({ kind: "taxonomy", tags: [`brand:${brand!.id}`] });

    for (const lang of LOCALE_CODES) expect((await get(origin, pageOf(a, lang))).cache, lang).toBe("MISS");
    expect((await get(origin, "/all/shop")).cache).toBe("MISS");
    expect((await get(origin, `/api/v1/product/${a}`)).cache).toBe("MISS");
    expect((await get(origin, pageOf(b))).cache).toBe("HIT");
  });
});

// Several server processes share one PostgreSQL database (WORKERS); PGlite serves from one process.
describe.runIf(env.TEST_DATABASE_URL)("with two server processes on PostgreSQL", () => {
  let child: ChildProcess;
  let otherOrigin: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ["src/testing/cached-shop-process.ts", world.database.url], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
    otherOrigin = line.trim();
  });

  afterAll(async () => {
    if (!child) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.stdin?.end();
    await exited;
  });

  it("a save through one process drops the product's page and the listing in both, and keeps another product's page in both", async () => {
    const w = world.fx;
    const a = await w.productIn("published");
    const b = w.otherProduct.id;
    await settled(world.db);
    await fillCache(shop().server.origin, a, b);
    await fillCache(otherOrigin, a, b);

    await settled(world.db);
    const heard = nextChange();
    await renameThroughConsole(shop().server.origin, a, "Scarf renamed once");
    await heard;

    // The other process hears the same notice on its own connection, a moment later.
    let page = await get(otherOrigin, pageOf(a, "tr"));
    for (let tries = 0; page.cache === "HIT" && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await get(otherOrigin, pageOf(a, "tr"));
    }
    expect(page.cache).toBe("MISS");
    for (const origin of [shop().server.origin, otherOrigin]) {
      expect((await get(origin, pageOf(a))).body, origin).toContain("Scarf renamed once");
      expect((await get(origin, "/all/shop")).body, origin).toContain("Scarf renamed once");
      expect((await get(origin, pageOf(b))).cache, origin).toBe("HIT");
    }
  });
});
