import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/client.ts";
import {
  BANNER_TYPE,
  bannerTranslations,
  banners,
  categories,
  categoryTranslations,
  collectionTranslations,
  collections,
  customScripts,
  languages,
  linkTranslations,
  links,
  pageTranslations,
  pages,
  paymentMethods,
  settings,
  siteSettingTranslations,
  siteSettings,
  socialLinks,
  subCategories,
  subCategoryTranslations,
} from "../../platform/db/schema/index.ts";
import { getCommonData, invalidateCommonData, loadCommonData } from "./common.service.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ api: true });

/** A small shop: English everywhere, French and Arabic for some rows only. */
async function fillShop(db: Db) {
  await db.insert(settings).values({
    id: 1,
    currency: "USD",
    currencyIcon: "$",
    currencyPosition: 1,
    decimalFormat: "en-US",
    phone: "+1 555 0100",
    email: "hello@modest.example",
    vendorRegistration: true,
    googleLogin: true,
  });
  await db.insert(siteSettings).values({ id: 1, siteName: "Modest Marketplace", primaryColor: "#7c3aed" });
  await db.insert(siteSettingTranslations).values([
    {
      lang: "en",
      siteName: "Modest Marketplace",
      copyrightText: "© Modest",
      about: "Modest fashion from many makers.",
    },
    { lang: "fr", siteName: "Marché Pudique", about: "La mode pudique de nombreux créateurs." },
  ]);

  const [left, right] = await db
    .insert(links)
    .values([
      { position: "left", url: "/flash-sale", sort: 1 },
      { position: "right", url: "/track-order", sort: 2 },
      { position: "footer", url: "/page/terms", sort: 3 },
    ])
    .returning();
  await db.insert(linkTranslations).values([
    { parentId: left.id, lang: "en", title: "Flash sale" },
    { parentId: left.id, lang: "fr", title: "Vente flash" },
    { parentId: right.id, lang: "en", title: "Track order" },
  ]);

  const [top, popup] = await db
    .insert(banners)
    .values([
      { type: BANNER_TYPE.top, image: "/media/top.webp", url: "/flash-sale", closable: true },
      {
        type: BANNER_TYPE.popup,
        image: "/media/popup.webp",
        status: 2,
        sourceType: 1,
        sourceValue: { category_ids: [1] },
      },
    ])
    .returning();
  await db.insert(bannerTranslations).values([
    { parentId: top.id, lang: "en", title: "Ramadan edit", slug: "ramadan-edit" },
    { parentId: top.id, lang: "ar", title: "تشكيلة رمضان" },
    { parentId: popup.id, lang: "en", title: "New abayas" },
  ]);

  const [abayas, hijabs] = await db
    .insert(categories)
    .values([
      { slug: "abayas", image: "/media/abayas.webp", sort: 1 },
      { slug: "hijabs", sort: 2 },
      { slug: "hidden", status: 2, sort: 3 },
    ])
    .returning();
  await db.insert(categoryTranslations).values([
    { parentId: abayas.id, lang: "en", title: "Abayas" },
    { parentId: abayas.id, lang: "fr", title: "Abayas (fr)" },
    { parentId: abayas.id, lang: "ar", title: "عبايات" },
    { parentId: hijabs.id, lang: "en", title: "Hijabs" },
  ]);
  const [open, closed, silk] = await db
    .insert(subCategories)
    .values([
      { categoryId: abayas.id, slug: "open-abayas", sort: 1 },
      { categoryId: abayas.id, slug: "closed-abayas", sort: 2, status: 2 },
      { categoryId: hijabs.id, slug: "silk-hijabs", sort: 1 },
    ])
    .returning();
  await db.insert(subCategoryTranslations).values([
    { parentId: open.id, lang: "en", title: "Open abayas" },
    { parentId: open.id, lang: "fr", title: "Abayas ouvertes" },
    { parentId: closed.id, lang: "en", title: "Closed abayas" },
    { parentId: silk.id, lang: "en", title: "Silk hijabs" },
  ]);

  const [eid] = await db
    .insert(collections)
    .values([{ slug: "eid", image: "/media/eid.webp" }])
    .returning();
  await db.insert(collectionTranslations).values([
    { parentId: eid.id, lang: "en", title: "Eid collection" },
    { parentId: eid.id, lang: "fr", title: "Collection de l'Aïd" },
  ]);

  await db.insert(customScripts).values([
    { routePattern: "*", headerScript: true, headerScriptCode: "<meta name='x' content='1'>" },
    { routePattern: "/cart", bodyScript: true, bodyScriptCode: "<script>1</script>", status: 2 },
  ]);

  const [privacy, terms] = await db
    .insert(pages)
    .values([
      { slug: "privacy-policy", inFooter: true, sort: 1 },
      { slug: "terms", inFooter: true, sort: 2 },
      { slug: "about", inFooter: false, sort: 3 },
    ])
    .returning();
  await db.insert(pageTranslations).values([
    { parentId: privacy.id, lang: "en", title: "Privacy policy", description: "<p>…</p>" },
    { parentId: privacy.id, lang: "fr", title: "Politique de confidentialité" },
    { parentId: terms.id, lang: "en", title: "Terms" },
  ]);

  await db.insert(paymentMethods).values([
    { id: 1, name: "Razorpay", enabled: false, sort: 1 },
    { id: 2, name: "Cash on delivery", enabled: true, sort: 2, image: "/media/cod.svg" },
    { id: 3, name: "Stripe", enabled: true, sort: 3 },
  ]);
  await db.insert(socialLinks).values([
    { title: "Instagram", link: "https://instagram.com/modest", image: "/media/ig.svg", sort: 1 },
    { title: "Old network", link: "https://example.com", status: 2, sort: 2 },
  ]);
  await db.insert(languages).values([
    { code: "en", name: "English", direction: "ltr", predefined: true, isDefault: true, sort: 1 },
    { code: "fr", name: "Français", direction: "ltr", predefined: true, sort: 2 },
    { code: "ar", name: "العربية", direction: "rtl", predefined: true, sort: 3 },
    { code: "hi", name: "हिन्दी", direction: "ltr", predefined: true, sort: 4 },
    { code: "tr", name: "Türkçe", direction: "ltr", predefined: true, sort: 5 },
  ]);
}

async function common(query: string, headers: Record<string, string> = {}) {
  const response = await world.server.fetch(`/api/v1/common${query}`, { headers });
  return { http: response.status, body: await response.json() };
}

describe("GET /api/v1/common on a shop without settings", () => {
  it("answers spec defaults and the built-in languages instead of failing", async () => {
    const data = await loadCommonData(world.db, "en");
    expect(data.setting).toMatchObject({
      currency: "USD",
      currency_icon: "$",
      currencyPosition: 1,
      decimal_format: "en-US",
    });
    expect(data.setting).toMatchObject({ default_country: "AF", default_state: "BDS" });
    expect(data.languages.map((l) => l.code)).toEqual(["en", "fr", "ar", "hi", "tr"]);
    expect(data.languages.find((l) => l.code === "ar")?.direction).toBe("rtl");
    expect(data).toMatchObject({
      categories: [],
      payment: [],
      popup_banner: null,
      top_banner: null,
      about: null,
    });
  });
});

describe("GET /api/v1/common", () => {
  beforeAll(async () => {
    await fillShop(world.db);
    invalidateCommonData();
  });

  it("answers the envelope with settings, site settings, languages (Arabic rtl) and defaults", async () => {
    const { http, body } = await common("");
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.message).toBe("");
    const data = body.data;
    expect(data.setting).toMatchObject({
      currency: "USD",
      currency_icon: "$",
      currencyPosition: 1,
      phone: "+1 555 0100",
      email: "hello@modest.example",
      vendor_registration: true,
      google_login: true,
      facebook_login: false,
    });
    expect(data.site_setting).toMatchObject({
      site_name: "Modest Marketplace",
      primary_color: "#7c3aed",
      api_base: "/api/v1/",
    });
    expect(data.languages).toContainEqual({
      code: "ar",
      name: "العربية",
      direction: "rtl",
      predefined: true,
    });
    expect(data.languages).toHaveLength(5);
    expect(data.default_language).toBe("en");
    expect(data.default_image).toBe("/images/placeholder.svg");
    expect(data).toHaveProperty("img_src_url");
    expect(data).toHaveProperty("thumb_prefix");
  });

  it("lists public categories with their public sub-categories, in order", async () => {
    const { body } = await common("?language=en");
    expect(body.data.categories).toEqual([
      {
        id: expect.any(Number),
        title: "Abayas",
        slug: "abayas",
        image: "/media/abayas.webp",
        public_sub_categories: [
          { id: expect.any(Number), title: "Open abayas", slug: "open-abayas", image: null },
        ],
      },
      {
        id: expect.any(Number),
        title: "Hijabs",
        slug: "hijabs",
        image: null,
        public_sub_categories: [
          { id: expect.any(Number), title: "Silk hijabs", slug: "silk-hijabs", image: null },
        ],
      },
    ]);
  });

  it("speaks French where a translation exists and English where it does not", async () => {
    const { body } = await common("?language=fr");
    const data = body.data;
    expect(data.categories.map((c: { title: string }) => c.title)).toEqual(["Abayas (fr)", "Hijabs"]);
    expect(data.categories[0].public_sub_categories[0].title).toBe("Abayas ouvertes");
    expect(data.collections).toEqual([
      { id: expect.any(Number), title: "Collection de l'Aïd", slug: "eid", image: "/media/eid.webp" },
    ]);
    expect(data.header_links).toEqual({
      left: [{ title: "Vente flash", url: "/flash-sale" }],
      right: [{ title: "Track order", url: "/track-order" }],
    });
    expect(data.footer_links, "a link without a label is left out").toEqual([]);
    expect(data.services).toEqual([
      { title: "Politique de confidentialité", slug: "privacy-policy" },
      { title: "Terms", slug: "terms" },
    ]);
    expect(data.site_setting.site_name).toBe("Marché Pudique");
    expect(data.site_setting.copyright_text).toBe("© Modest");
    expect(data.about).toEqual({
      title: "Marché Pudique",
      description: "La mode pudique de nombreux créateurs.",
    });
  });

  it("takes the language from the Language header when no language parameter is given", async () => {
    const { body } = await common("", { Language: "ar" });
    expect(body.data.categories[0].title).toBe("عبايات");
    expect(body.data.top_banner).toMatchObject({
      title: "تشكيلة رمضان",
      slug: "ramadan-edit",
      status: 1,
      closable: true,
    });
    const english = await common("?language=en", { Language: "ar" });
    expect(english.body.data.categories[0].title).toBe("Abayas");
  });

  it("gives the top and popup banners with their status so the shell can decide to show them", async () => {
    const { body } = await common("?language=tr");
    expect(body.data.top_banner).toEqual({
      id: expect.any(Number),
      status: 1,
      closable: true,
      image: "/media/top.webp",
      title: "Ramadan edit",
      source_type: 6,
      slug: "ramadan-edit",
      url: "/flash-sale",
    });
    expect(body.data.popup_banner).toMatchObject({
      status: 2,
      title: "New abayas",
      source_type: 1,
      slug: "new-abayas",
    });
  });

  it("offers only enabled payment methods and public social links, without secrets", async () => {
    const { body } = await common("?language=hi");
    expect(body.data.payment).toEqual([
      { id: 2, name: "Cash on delivery", image: "/media/cod.svg" },
      { id: 3, name: "Stripe", image: null },
    ]);
    expect(body.data.social).toEqual([
      { title: "Instagram", link: "https://instagram.com/modest", image: "/media/ig.svg" },
    ]);
    expect(body.data.custom_scripts).toEqual([
      {
        route_pattern: "*",
        header_script: true,
        header_script_code: "<meta name='x' content='1'>",
        body_script: false,
        body_script_code: null,
      },
    ]);
  });

  it("is what the layout gets from getCommonData, and shows setting changes once invalidated", async () => {
    const ctx = { lang: "fr", dir: "ltr", currency: "USD", db: world.db } as const;
    const { body } = await common("?language=fr");
    expect(await getCommonData(ctx)).toEqual(body.data);
    await world.db.update(settings).set({ phone: "+1 555 0199" }).where(eq(settings.id, 1));
    expect((await getCommonData(ctx)).setting.phone).toBe("+1 555 0100");
    invalidateCommonData();
    expect((await getCommonData(ctx)).setting.phone).toBe("+1 555 0199");
  });
});
