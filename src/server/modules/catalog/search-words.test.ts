import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { productTranslations, products } from "../../platform/db/schema/index.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { searchProducts, searchSuggestions } from "./search.service.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: seedCatalogueFixture });
const { ctx } = world;

const now = FIXTURE_NOW;
const suggested = async (q: string, lang: RequestContext["lang"] = "en") =>
  (await searchSuggestions(ctx(lang), q, now)).product.map((p) => p.title);
const found = async (q: string) => (await searchProducts(ctx(), q, { now })).data.map((p) => p.title);

describe("suggestions by the words of titles", () => {
  it("suggests products from a misspelt word, a part of a word and several words in any order", async () => {
    expect(await suggested("krepe")).toEqual(["Black Crepe Abaya"]);
    expect(await suggested("kafta")).toEqual(["Linen Kaftan"]);
    expect(await suggested("abaya black")).toEqual(["Black Crepe Abaya"]);
    expect(await suggested("عبايه", "ar")).toEqual(["عباية كريب سوداء"]);
  });

  it("follows a renamed title: the new words are found, the words no title has any more are not", async () => {
    await world.db
      .update(productTranslations)
      .set({ title: "Woollen Poncho" })
      .where(eq(productTranslations.parentId, world.fx.products.kaftan.id));
    expect(await suggested("poncho")).toEqual(["Woollen Poncho"]);
    expect(await suggested("wolen")).toEqual(["Woollen Poncho"]);
    expect(await found("ponsho")).toEqual(["Woollen Poncho"]);
    expect(await suggested("linen")).toEqual([]);
  });

  it("keeps a word another title of the product still has", async () => {
    const [{ id }] = await world.db
      .insert(productTranslations)
      .values({ parentId: world.fx.products.hijab.id, lang: "fr", title: "Hijab de soie" })
      .returning({ id: productTranslations.id });
    await world.db.delete(productTranslations).where(eq(productTranslations.id, id));
    expect(await suggested("hijab")).toEqual(["Silk Hijab"]);
    expect(await suggested("soie")).toEqual([]);
  });

  it("leaves descriptions to the search page, which finds their words when few titles have them", async () => {
    await world.db
      .update(productTranslations)
      .set({ description: "Hand-finished seams and pearl buttons." })
      .where(eq(productTranslations.parentId, world.fx.products.abaya.id));
    expect(await found("pearl")).toEqual(["Black Crepe Abaya"]);
    expect(await suggested("pearl")).toEqual([]);
  });

  it("never suggests a product once it is hidden or deleted", async () => {
    await world.db.update(products).set({ status: 2 }).where(eq(products.id, world.fx.products.hijab.id));
    expect(await suggested("hijab")).toEqual([]);
    expect(await suggested("hjiab")).toEqual([]);
    await world.db.delete(products).where(eq(products.id, world.fx.products.kaftan.id));
    expect(await suggested("poncho")).toEqual([]);
    expect(await found("poncho")).toEqual([]);
  });
});
