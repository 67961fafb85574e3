/**
 * A flash sale saved in the console refreshes the storefront answers that show it: the database
 * triggers that tell the cache of catalogue changes (migrations 0005, 0011, 0023) cover the flash
 * sale tables, so the console reuses them with nothing of its own.
 */
import { describe, expect, it } from "vitest";
import { localizePath } from "../../i18n/paths.ts";
import { LOCALE_CODES } from "../../i18n/locales.ts";
import { cachedGet, untilCached, useConsoleShop } from "../../testing/cached-shop.ts";
import { flashSaleForm, freshSaleProduct } from "../../testing/promotion-fixtures.ts";

const { world, shop } = useConsoleShop();
const get = (path: string, lang = "en") => cachedGet(shop().server, path, lang);

async function consoleWrite(method: string, path: string, body: unknown) {
  const response = await fetch(new URL(`/api/v1${path}`, shop().server.origin), {
    method,
    headers: { authorization: `Bearer ${world.fx.tokens.admin}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data;
}

const cached = (paths: string[]) => untilCached(get, paths);

const flashPriceOf = async (id: number) =>
  (JSON.parse((await get(`/api/v1/product/${id}`)).body) as { data: { price: number | null } }).data.price;

describe("a flash sale saved in the console", () => {
  it("drops the cached product page in every language and its API answer, then the sale page on an edit", async () => {
    const id = await freshSaleProduct(world.db, world.fx.store.id);
    const pages = LOCALE_CODES.map((lang) => localizePath(`/p/product/${id}`, lang));
    await cached([...pages, `/api/v1/product/${id}`]);
    expect(await flashPriceOf(id)).toBeNull();

    const form = flashSaleForm(id);
    const sale = await consoleWrite("POST", "/console/flash-sales", form);
    await expect.poll(() => flashPriceOf(id), { timeout: 5000 }).toBe(500);
    for (const path of pages) expect((await get(path)).cache, path).not.toBe("HIT");

    const salePage = `/flash-sale/${sale.id}`;
    await cached([salePage, `/api/v1/product/${id}`]);
    await consoleWrite("PUT", `/console/flash-sales/${sale.id}`, {
      ...form,
      products: [{ product_id: id, flash_price: 450, allotment: 5 }],
    });
    await expect.poll(() => flashPriceOf(id), { timeout: 5000 }).toBe(450);
    expect((await get(salePage)).cache).not.toBe("HIT");
  });
});
