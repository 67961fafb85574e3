import { eq, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../../i18n/locales.ts";
import { listenForCatalogChanges } from "../../cache/catalog-listener.ts";
import { getCommonData } from "../common/index.ts";
import { attributeTranslations, bannerTranslations, banners, BANNER_TYPE } from "../../platform/db/schema/index.ts";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { useTestWorld } from "../../../testing/world.ts";
import { roundTripsOf } from "../../../testing/round-trips.ts";
import { settled } from "../../../testing/catalog-changes.ts";
import { getProductDetail } from "./product.service.ts";
import { getProductReviews } from "./reviews.service.ts";

const world = useTestWorld({ fill: fillTestShop });
let stopListening: () => Promise<void>;

beforeAll(async () => {
  stopListening = await listenForCatalogChanges(world.database);
  const [banner] = await world.db
    .insert(banners)
    .values({ type: BANNER_TYPE.productPage, image: "/uploads/care.png", url: "/page/care" })
    .returning();
  await world.db.insert(bannerTranslations).values([
    { parentId: banner.id, lang: "en", title: "Caring for linen" },
    { parentId: banner.id, lang: "fr", title: "Entretenir le lin" },
  ]);
  await settled(world.db);
});
afterAll(() => stopListening());

/** What the product page (src/pages/[main]/product/[id].astro) reads to render one product. */
async function productPage(id: number, lang: Lang) {
  const ctx = world.ctx(lang);
  const product = await getProductDetail(ctx, id);
  const common = await getCommonData(ctx);
  const reviews = await getProductReviews(ctx, id, 1);
  return { product, common, reviews };
}

describe("the product page's reads", () => {
  it("asks the database at most 4 times for a page not rendered yet, once the catalogue's memos are warm", async () => {
    await productPage(world.fx.maxi2.id, "fr");
    const sent = await roundTripsOf(world.db, () => productPage(world.fx.dress.id, "fr"));
    console.log(sent.length, sent.join("\n\n"));
    expect(sent.length).toBeLessThanOrEqual(4);
  });
});
