import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../platform/context.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { searchProducts, searchSuggestions } from "./search.service.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: seedCatalogueFixture });
const { ctx } = world;

const now = FIXTURE_NOW;
const found = async (q: string, lang: RequestContext["lang"] = "en") =>
  (await searchProducts(ctx(lang), q, { now })).data.map((p) => p.title);

describe("product search", () => {
  it("finds words in any form the language knows (english stemming)", async () => {
    expect(await found("abayas")).toEqual(["Black Crepe Abaya"]);
  });

  it("finds abayas from the misspelt 'abya'", async () => {
    expect(await found("abya")).toEqual(["Black Crepe Abaya"]);
  });

  it("finds Arabic, Hindi and Turkish titles from queries in those languages", async () => {
    expect(await found("عباية", "ar")).toEqual(["عباية كريب سوداء"]);
    expect(await found("عبايات", "ar")).toEqual(["عباية كريب سوداء"]);
    expect(await found("عبايه", "ar")).toEqual(["عباية كريب سوداء"]);
    expect(await found("अबाया", "hi")).toEqual(["काली क्रेप अबाया"]);
    expect(await found("eşarp", "tr")).toEqual(["İpek Eşarp"]);
  });

  it("folds Turkish dotted and dotless i", async () => {
    expect(await found("ipek", "tr")).toEqual(["İpek Eşarp"]);
    expect(await found("IPEK", "tr")).toEqual(["İpek Eşarp"]);
    expect(await found("ışıltılı", "tr")).toEqual(["Işıltılı Keten Kaftan"]);
    expect(await found("ISILTILI", "tr")).toEqual(["Işıltılı Keten Kaftan"]);
  });

  it("never finds hidden products or products of unlisted stores", async () => {
    expect(await found("hidden")).toEqual([]);
    expect(await found("unlisted")).toEqual([]);
  });

  it("finds nothing for unrelated text and pages 9 per page", async () => {
    const result = await searchProducts(ctx(), "zzzzqqq", { now });
    expect(result).toMatchObject({ data: [], total: 0, per_page: 9 });
  });

  it("sorts by price when asked instead of relevance", async () => {
    const result = await searchProducts(ctx(), "silk kaftan", { now, orderBy: "price", orderByType: "desc" });
    expect(result.data.map((p) => p.current_price)).toEqual(
      [...result.data.map((p) => p.current_price)].sort((a, b) => b - a),
    );
  });
});

describe("search suggestions", () => {
  it("suggest keywords, categories, sub-categories and products in the active language", async () => {
    const suggestions = await searchSuggestions(ctx("ar"), "abaya", now);
    expect(suggestions.category.map((c) => c.title)).toEqual(["عبايات"]);
    expect(suggestions.sub_category).toMatchObject([{ title: "عبايات مفتوحة", category_slug: "abayas" }]);
    expect(suggestions.product.map((p) => p.title)).toEqual(["عباية كريب سوداء"]);
    expect(suggestions.suggested).toContain("عباية كريب سوداء");
  });

  it("suggests tags as keywords and tolerates typos", async () => {
    const suggestions = await searchSuggestions(ctx("tr"), "ipk", now);
    expect(suggestions.suggested[0]).toBe("ipek");
  });

  it("answers empty lists for empty text and at most 7 items each", async () => {
    expect(await searchSuggestions(ctx(), "  ", now)).toEqual({
      suggested: [],
      category: [],
      sub_category: [],
      product: [],
    });
    const many = await searchSuggestions(ctx(), "a", now);
    for (const list of Object.values(many)) expect(list.length).toBeLessThanOrEqual(7);
  });
});
