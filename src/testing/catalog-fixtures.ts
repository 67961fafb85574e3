import type { Db } from "../server/platform/db/client.ts";
import {
  banners,
  brandTranslations,
  brands,
  categories,
  categoryTranslations,
  collectionTranslations,
  collections,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  productCollections,
  productTags,
  productTranslations,
  products,
  sliderItemTranslations,
  sliderItems,
  stores,
  subCategories,
  subCategoryTranslations,
  tagTranslations,
  tags,
  users,
} from "../server/platform/db/schema/index.ts";

type Texts = Partial<Record<"en" | "fr" | "ar" | "hi" | "tr", string>>;

const rowsOf = (parentId: number, texts: Texts) =>
  Object.entries(texts).map(([lang, title]) => ({ parentId, lang, title: title as string }));

/** "Now" of the catalogue tests: the flash sale is live at this moment. */
export const FIXTURE_NOW = new Date("2026-05-10T12:00:00Z");

/**
 * A small catalogue in several languages for the catalogue and search tests: two categories, three
 * public products in an approved store, one hidden product and one in an unapproved store.
 */
export async function seedCatalogueFixture(db: Db) {
  const [owner, other] = await db
    .insert(users)
    .values([
      { name: "Owner", email: "owner@example.test", role: "seller" },
      { name: "Pending", email: "pending@example.test", role: "seller" },
    ])
    .returning();
  const [store, pendingStore] = await db
    .insert(stores)
    .values([
      { ownerId: owner.id, name: "Noor", slug: "noor", approvalStatus: "approved" },
      { ownerId: other.id, name: "Later", slug: "later", approvalStatus: "pending" },
    ])
    .returning();

  const [abayas, scarves] = await db
    .insert(categories)
    .values([
      { slug: "abayas", featured: true, sort: 1 },
      { slug: "scarves", sort: 2 },
    ])
    .returning();
  await db
    .insert(categoryTranslations)
    .values([
      ...rowsOf(abayas.id, { en: "Abayas", ar: "عبايات", tr: "Abayalar", hi: "अबाया" }),
      ...rowsOf(scarves.id, { en: "Scarves", ar: "أوشحة", tr: "Eşarplar" }),
    ]);
  const [openAbayas] = await db
    .insert(subCategories)
    .values([{ categoryId: abayas.id, slug: "open-abayas" }])
    .returning();
  await db
    .insert(subCategoryTranslations)
    .values(rowsOf(openAbayas.id, { en: "Open abayas", ar: "عبايات مفتوحة" }));

  const [noorBrand, silkBrand] = await db
    .insert(brands)
    .values([{ slug: "noor-atelier", featured: true }, { slug: "silk-road" }])
    .returning();
  await db
    .insert(brandTranslations)
    .values([
      ...rowsOf(noorBrand.id, { en: "Noor Atelier", ar: "نور أتيليه" }),
      ...rowsOf(silkBrand.id, { en: "Silk Road" }),
    ]);
  const [eid] = await db
    .insert(collections)
    .values([{ slug: "eid" }])
    .returning();
  await db.insert(collectionTranslations).values(rowsOf(eid.id, { en: "Eid edit", ar: "مختارات العيد" }));
  const [silkTag] = await db
    .insert(tags)
    .values([{ slug: "silk" }])
    .returning();
  await db.insert(tagTranslations).values(rowsOf(silkTag.id, { en: "silk", tr: "ipek", ar: "حرير" }));

  const day = (n: number) => new Date(Date.UTC(2026, 4, n));
  const [abaya, hijab, kaftan, hidden, unlisted] = await db
    .insert(products)
    .values([
      {
        storeId: store.id,
        categoryId: abayas.id,
        subCategoryId: openAbayas.id,
        brandId: noorBrand.id,
        slug: "black-crepe-abaya",
        selling: 5000,
        offered: 4000,
        stock: 3,
        rating: 4.5,
        reviewCount: 10,
        soldCount: 7,
        freeShipping: true,
        createdAt: day(1),
      },
      {
        storeId: store.id,
        categoryId: scarves.id,
        brandId: silkBrand.id,
        slug: "silk-hijab",
        selling: 2000,
        stock: 0,
        rating: 3,
        createdAt: day(2),
      },
      {
        storeId: store.id,
        categoryId: scarves.id,
        brandId: silkBrand.id,
        slug: "linen-kaftan",
        selling: 3000,
        offered: 2800,
        stock: 5,
        rating: 4,
        reviewCount: 2,
        createdAt: day(3),
      },
      {
        storeId: store.id,
        categoryId: abayas.id,
        slug: "hidden-abaya",
        selling: 100,
        status: 2,
        createdAt: day(4),
      },
      {
        storeId: pendingStore.id,
        categoryId: abayas.id,
        slug: "unlisted-abaya",
        selling: 100,
        createdAt: day(5),
      },
    ])
    .returning();
  await db.insert(productTranslations).values([
    ...rowsOf(abaya.id, {
      en: "Black Crepe Abaya",
      fr: "Abaya noire en crêpe",
      ar: "عباية كريب سوداء",
      hi: "काली क्रेप अबाया",
      tr: "Siyah Krep Abaya",
    }),
    ...rowsOf(hijab.id, { en: "Silk Hijab", ar: "حجاب حرير", hi: "रेशमी हिजाब", tr: "İpek Eşarp" }),
    ...rowsOf(kaftan.id, { en: "Linen Kaftan", tr: "Işıltılı Keten Kaftan" }),
    ...rowsOf(hidden.id, { en: "Hidden Abaya" }),
    ...rowsOf(unlisted.id, { en: "Unlisted Abaya" }),
  ]);
  await db.insert(productCollections).values([{ productId: abaya.id, collectionId: eid.id }]);
  await db.insert(productTags).values([{ productId: hijab.id, tagId: silkTag.id }]);

  const [sale] = await db
    .insert(flashSales)
    .values([{ startTime: day(9), endTime: day(12) }])
    .returning();
  await db
    .insert(flashSaleTranslations)
    .values(rowsOf(sale.id, { en: "Weekend sale", ar: "تخفيضات نهاية الأسبوع" }));
  await db
    .insert(flashSaleProducts)
    .values([{ flashSaleId: sale.id, productId: kaftan.id, price: 1500, quantity: 10, sold: 4 }]);

  const [brandBanner, privateBanner] = await db
    .insert(banners)
    .values([
      { type: 3, sourceType: 4, sourceValue: { brand_ids: [noorBrand.id] } },
      { type: 3, sourceType: 4, sourceValue: { brand_ids: [silkBrand.id] }, status: 2 },
    ])
    .returning();
  const [slide] = await db
    .insert(sliderItems)
    .values([{ image: "/uploads/slide.jpg", sourceType: 1, sourceValue: { category_ids: [scarves.id] } }])
    .returning();
  await db.insert(sliderItemTranslations).values(rowsOf(slide.id, { en: "Scarves for spring" }));

  return {
    store,
    categories: { abayas, scarves, openAbayas },
    brands: { noorBrand, silkBrand },
    collection: eid,
    tag: silkTag,
    products: { abaya, hijab, kaftan, hidden, unlisted },
    sale,
    banners: { brandBanner, privateBanner },
    slide,
  };
}

export type CatalogueFixture = Awaited<ReturnType<typeof seedCatalogueFixture>>;
