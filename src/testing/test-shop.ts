import type { Db } from "../server/platform/db/client.ts";
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
  brandTranslations,
  brands,
  bundleDeals,
  categories,
  categoryTranslations,
  countries,
  states,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  inventories,
  inventoryAttributeValues,
  orders,
  pageTranslations,
  pages,
  productAttributes,
  productImages,
  productTranslations,
  products,
  reviewImages,
  reviews,
  stores,
  subCategories,
  subCategoryTranslations,
  users,
} from "../server/platform/db/schema/index.ts";

const HOUR = 3_600_000;

/**
 * A small marketplace for the catalogue tests: one listed and one pending store, two categories,
 * a dress with sizes (required) and prices per size, reviews, a live and an ended flash sale, pages.
 */
export async function fillTestShop(db: Db, now = Date.now()) {
  const [seller, seller2, buyer, buyer2] = await db
    .insert(users)
    .values([
      { name: "Sara Seller", email: "sara@shop.test" },
      { name: "Pending Seller", email: "pending@shop.test" },
      { name: "Amina Benali", email: "amina@shop.test" },
      { name: "Lea", email: "lea@shop.test" },
    ])
    .returning();
  const [store, pendingStore] = await db
    .insert(stores)
    .values([
      {
        ownerId: seller.id,
        name: "Noor Atelier",
        slug: "noor-atelier",
        logo: "/uploads/noor-logo.png",
        banner: "/uploads/noor-banner.png",
        approvalStatus: "approved",
        createdAt: new Date("2024-03-01T00:00:00Z"),
      },
      { ownerId: seller2.id, name: "Hidden Store", slug: "hidden-store", approvalStatus: "pending" },
    ])
    .returning();

  const [dresses, scarves] = await db
    .insert(categories)
    .values([{ slug: "dresses" }, { slug: "scarves" }])
    .returning();
  await db.insert(categoryTranslations).values([
    { parentId: dresses.id, lang: "en", title: "Dresses" },
    { parentId: dresses.id, lang: "fr", title: "Robes" },
    { parentId: scarves.id, lang: "en", title: "Scarves" },
  ]);
  const [maxi, midi] = await db
    .insert(subCategories)
    .values([
      { categoryId: dresses.id, slug: "maxi" },
      { categoryId: dresses.id, slug: "midi" },
    ])
    .returning();
  await db.insert(subCategoryTranslations).values([
    { parentId: maxi.id, lang: "en", title: "Maxi dresses" },
    { parentId: midi.id, lang: "en", title: "Midi dresses" },
  ]);
  const [brand] = await db.insert(brands).values({ slug: "layla" }).returning();
  await db.insert(brandTranslations).values({ parentId: brand.id, lang: "en", title: "Layla" });

  const base = { storeId: store.id, categoryId: dresses.id, brandId: brand.id };
  const day = 86_400_000;
  const [dress, maxi2, midiDress, scarf, privateDress, pendingDress] = await db
    .insert(products)
    .values([
      {
        ...base,
        subCategoryId: maxi.id,
        slug: "linen-maxi-dress",
        image: "/uploads/dress.png",
        selling: 8000,
        offered: 6000,
        stock: 0,
        rating: 4,
        reviewCount: 2,
        refundable: true,
        warranty: true,
        freeShipping: true,
        createdAt: new Date(now - 5 * day),
      },
      {
        ...base,
        subCategoryId: maxi.id,
        slug: "silk-maxi",
        selling: 9000,
        stock: 4,
        createdAt: new Date(now - 4 * day),
      },
      {
        ...base,
        subCategoryId: midi.id,
        slug: "midi-wrap",
        selling: 7000,
        stock: 2,
        createdAt: new Date(now - 3 * day),
      },
      {
        ...base,
        categoryId: scarves.id,
        slug: "cotton-scarf",
        selling: 2000,
        stock: 9,
        createdAt: new Date(now - 2 * day),
      },
      { ...base, subCategoryId: maxi.id, slug: "private-dress", selling: 100, stock: 1, status: 2 },
      {
        ...base,
        storeId: pendingStore.id,
        subCategoryId: maxi.id,
        slug: "pending-dress",
        selling: 100,
        stock: 1,
      },
    ])
    .returning();
  await db.insert(productTranslations).values([
    {
      parentId: dress.id,
      lang: "en",
      title: "Linen maxi dress",
      description: "<p>Soft linen.</p>",
      warranty: "One year",
    },
    { parentId: dress.id, lang: "ar", title: "فستان كتان طويل" },
    { parentId: maxi2.id, lang: "en", title: "Silk maxi" },
    { parentId: midiDress.id, lang: "en", title: "Midi wrap dress" },
    { parentId: scarf.id, lang: "en", title: "Cotton scarf" },
    { parentId: privateDress.id, lang: "en", title: "Private dress" },
    { parentId: pendingDress.id, lang: "en", title: "Pending dress" },
  ]);
  await db.insert(productImages).values([
    { productId: dress.id, image: "/uploads/dress-2.png", sort: 2 },
    { productId: dress.id, image: "/uploads/dress-1.png", sort: 1 },
  ]);
  await db.insert(bundleDeals).values({ productId: dress.id, buyQuantity: 3, freeQuantity: 1 });

  const [size] = await db.insert(attributes).values({ slug: "size" }).returning();
  await db.insert(attributeTranslations).values([
    { parentId: size.id, lang: "en", title: "Size" },
    { parentId: size.id, lang: "fr", title: "Taille" },
  ]);
  const [small, medium] = await db
    .insert(attributeValues)
    .values([
      { attributeId: size.id, slug: "s", sort: 1 },
      { attributeId: size.id, slug: "m", sort: 2 },
    ])
    .returning();
  await db.insert(attributeValueTranslations).values([
    { parentId: small.id, lang: "en", title: "S" },
    { parentId: medium.id, lang: "en", title: "M" },
  ]);
  await db.insert(productAttributes).values({ productId: dress.id, attributeId: size.id, required: true });
  const [invSmall, invMedium] = await db
    .insert(inventories)
    .values([
      { productId: dress.id, sku: "DRESS-S", price: 0, quantity: 3 },
      { productId: dress.id, sku: "DRESS-M", price: 6500, quantity: 0 },
    ])
    .returning();
  await db.insert(inventoryAttributeValues).values([
    { inventoryId: invSmall.id, attributeValueId: small.id },
    { inventoryId: invMedium.id, attributeValueId: medium.id },
  ]);

  const [liveSale, endedSale, laterSale] = await db
    .insert(flashSales)
    .values([
      { startTime: new Date(now - HOUR), endTime: new Date(now + 5 * HOUR) },
      { startTime: new Date(now - 5 * HOUR), endTime: new Date(now - HOUR) },
      { startTime: new Date(now + HOUR), endTime: new Date(now + 5 * HOUR) },
    ])
    .returning();
  await db.insert(flashSaleTranslations).values([
    { parentId: liveSale.id, lang: "en", title: "Eid sale" },
    { parentId: liveSale.id, lang: "tr", title: "Bayram indirimi" },
    { parentId: endedSale.id, lang: "en", title: "Old sale" },
    { parentId: laterSale.id, lang: "en", title: "Later sale" },
  ]);
  await db.insert(flashSaleProducts).values([
    { flashSaleId: liveSale.id, productId: dress.id, price: 5000, quantity: 10, sold: 4 },
    { flashSaleId: liveSale.id, productId: privateDress.id, price: 50, quantity: 10, sold: 0 },
    { flashSaleId: endedSale.id, productId: maxi2.id, price: 100, quantity: 10, sold: 1 },
  ]);

  const address = {
    name: "Amina",
    email: "amina@shop.test",
    phone: "+33 1 23 45 67",
    country: "FR",
    state: "IDF",
    city: "Paris",
    zip_code: "75001",
    address: "1 rue",
  };
  const [order1, order2] = await db
    .insert(orders)
    .values([
      {
        userId: buyer.id,
        trackingCode: "T1",
        email: buyer.email,
        address,
        paymentMethod: 2,
        currency: "USD",
        deliveryStatus: 5,
      },
      {
        userId: buyer2.id,
        trackingCode: "T2",
        email: buyer2.email,
        address,
        paymentMethod: 2,
        currency: "USD",
        deliveryStatus: 5,
      },
    ])
    .returning();
  const [review1] = await db
    .insert(reviews)
    .values([
      {
        userId: buyer.id,
        productId: dress.id,
        orderId: order1.id,
        rating: 5,
        comment: "Beautiful",
        createdAt: new Date(now - HOUR),
      },
      { userId: buyer2.id, productId: dress.id, orderId: order2.id, rating: 3, comment: "A bit long" },
      { userId: buyer2.id, productId: scarf.id, orderId: order2.id, rating: 2, status: 2 },
    ])
    .returning();
  await db.insert(reviewImages).values({ reviewId: review1.id, image: "/uploads/review.png" });

  const [privacy] = await db
    .insert(pages)
    .values([{ slug: "privacy-policy" }, { slug: "draft", status: 2 }])
    .returning();
  await db.insert(pageTranslations).values([
    { parentId: privacy.id, lang: "en", title: "Privacy policy", description: "<p>We keep little.</p>" },
    { parentId: privacy.id, lang: "fr", title: "Politique de confidentialité" },
  ]);
  const [, turkey] = await db
    .insert(countries)
    .values([
      { code: "FR", name: "France", phoneCode: "+33" },
      { code: "TR", name: "Türkiye", phoneCode: "+90" },
      { code: "XX", name: "Hidden", status: 2 },
    ])
    .returning();
  await db.insert(states).values([
    { countryId: turkey.id, code: "34", name: "İstanbul" },
    { countryId: turkey.id, code: "06", name: "Ankara" },
  ]);

  return {
    store,
    pendingStore,
    dress,
    maxi2,
    midiDress,
    scarf,
    privateDress,
    pendingDress,
    size,
    small,
    medium,
    liveSale,
    endedSale,
    laterSale,
    invSmall,
    invMedium,
  };
}
