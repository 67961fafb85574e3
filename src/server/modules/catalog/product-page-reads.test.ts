import { eq, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../../i18n/locales.ts";
import { listenForCatalogChanges } from "../../cache/catalog-listener.ts";
import { getCommonData } from "../common/index.ts";
import {
  BANNER_TYPE,
  VISIBILITY,
  attributeTranslations,
  bannerTranslations,
  banners,
  inventories,
  reviews,
} from "../../platform/db/schema/index.ts";
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
    let page: Awaited<ReturnType<typeof productPage>> | undefined;
    const sent = await roundTripsOf(world.db, async () => {
      page = await productPage(world.fx.dress.id, "fr");
    });
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(page?.product).toMatchObject({
      category: { title: "Robes", slug: "dresses" },
      brand: { title: "Layla" },
      attributes: [{ title: "Taille", values: [{ title: "S" }, { title: "M" }] }],
      stock: 3,
    });
    expect(page?.reviews).toMatchObject({ total: 2, banner: { title: "Entretenir le lin" } });
  });

  it("shows an attribute's new name on the next page once its translation changes", async () => {
    const before = await productPage(world.fx.dress.id, "fr");
    expect(before.product?.attributes[0].title).toBe("Taille");
    await world.db
      .update(attributeTranslations)
      .set({ title: "Pointure" })
      .where(and(eq(attributeTranslations.parentId, world.fx.size.id), eq(attributeTranslations.lang, "fr")));
    await settled(world.db);
    const after = await productPage(world.fx.dress.id, "fr");
    expect(after.product?.attributes[0].title).toBe("Pointure");
    expect((await productPage(world.fx.dress.id, "en")).product?.attributes[0].title).toBe("Size");
  });

  it("shows the product-page banner's new title on the next page once it changes", async () => {
    expect((await productPage(world.fx.dress.id, "fr")).reviews.banner?.title).toBe("Entretenir le lin");
    await world.db
      .update(bannerTranslations)
      .set({ title: "Laver le lin à froid" })
      .where(eq(bannerTranslations.lang, "fr"));
    await settled(world.db);
    expect((await productPage(world.fx.dress.id, "fr")).reviews.banner?.title).toBe("Laver le lin à froid");
  });

  it("shows a new stock figure and a new review at once: neither is kept in a memo", async () => {
    await productPage(world.fx.dress.id, "en");
    await world.db.update(inventories).set({ quantity: 7 }).where(eq(inventories.id, world.fx.invSmall.id));
    await world.db
      .update(reviews)
      .set({ status: VISIBILITY.private })
      .where(eq(reviews.productId, world.fx.dress.id));
    const page = await productPage(world.fx.dress.id, "en");
    expect(page.product?.stock).toBe(7);
    expect(page.reviews.total).toBe(0);
  });
});
