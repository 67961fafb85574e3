/**
 * A bundle deal switched in Promotions refreshes the storefront answers that show it: the
 * bundle_deals trigger (migration 0023) names the product, so the console adds nothing of its own.
 */
import { describe, expect, it } from "vitest";
import { localizePath } from "../../i18n/paths.ts";
import { LOCALE_CODES } from "../../i18n/locales.ts";
import { cachedGet, untilCached, useConsoleShop } from "../../testing/cached-shop.ts";
import { freshBundleDeal } from "../../testing/promotion-fixtures.ts";

const { world, shop } = useConsoleShop();
const get = (path: string) => cachedGet(shop().server, path, "en");

async function switchDeal(id: number, active: boolean) {
  const response = await fetch(new URL(`/api/v1/console/bundle-deals/${id}/active`, shop().server.origin), {
    method: "PUT",
    headers: { authorization: `Bearer ${world.fx.tokens.admin}`, "content-type": "application/json" },
    body: JSON.stringify({ active }),
  });
  expect(response.status).toBe(200);
}

const cached = (paths: string[]) => untilCached(get, paths);

const dealOf = async (id: number) =>
  (JSON.parse((await get(`/api/v1/product/${id}`)).body) as { data: { bundle_deal: unknown } }).data
    .bundle_deal;

describe("a bundle deal switched in the console", () => {
  it("drops the cached product page in every language and its API answer, off and on again", async () => {
    const deal = await freshBundleDeal(world.db, world.fx.store.id);
    const pages = LOCALE_CODES.map((lang) => localizePath(`/p/product/${deal.productId}`, lang));
    await cached([...pages, `/api/v1/product/${deal.productId}`]);
    expect(await dealOf(deal.productId)).toEqual({ buy_quantity: 2, free_quantity: 1 });

    await switchDeal(deal.id, false);
    await expect.poll(() => dealOf(deal.productId), { timeout: 5000 }).toBeNull();
    for (const path of pages) expect((await get(path)).cache, path).not.toBe("HIT");

    await cached([pages[0]!, `/api/v1/product/${deal.productId}`]);
    await switchDeal(deal.id, true);
    await expect
      .poll(() => dealOf(deal.productId), { timeout: 5000 })
      .toEqual({ buy_quantity: 2, free_quantity: 1 });
    expect((await get(pages[0]!)).cache).not.toBe("HIT");
  });
});
