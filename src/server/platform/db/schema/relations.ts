import { relations } from "drizzle-orm";
import { oauthAccounts, oneTimeCodes, sessions, users } from "./identity.ts";
import { sellerApplications, storeFollows, stores } from "./stores.ts";
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
  collectionTranslations,
  collections,
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productCollections,
  productImages,
  productTags,
  productTranslations,
  products,
  subCategories,
  subCategoryTranslations,
  tagTranslations,
  tags,
} from "./catalog.ts";
import {
  bannerTranslations,
  banners,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  siteFeatureTranslations,
  siteFeatures,
  sliderItemTranslations,
  sliderItems,
} from "./marketing.ts";
import { countries, linkTranslations, links, pageTranslations, pages, states } from "./settings.ts";
import { pickupPoints, shippingPlaces, shippingRules } from "./shipping.ts";
import { vouchers } from "./vouchers.ts";
import { addresses, cartItems, compareLists, wishlists } from "./shopping.ts";
import {
  bankTransfers,
  cancellations,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  paymentTransactions,
  voucherUses,
} from "./orders.ts";
import { reviewImages, reviews } from "./reviews.ts";

/** Relations for drizzle's relational queries (`db.query.products.findMany({ with: … })`). */

export const usersRelations = relations(users, ({ many, one }) => ({
  sessions: many(sessions),
  oneTimeCodes: many(oneTimeCodes),
  oauthAccounts: many(oauthAccounts),
  store: one(stores, { fields: [users.id], references: [stores.ownerId] }),
  addresses: many(addresses),
  orders: many(orders),
  reviews: many(reviews),
  follows: many(storeFollows),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const oneTimeCodesRelations = relations(oneTimeCodes, ({ one }) => ({
  user: one(users, { fields: [oneTimeCodes.userId], references: [users.id] }),
}));
export const oauthAccountsRelations = relations(oauthAccounts, ({ one }) => ({
  user: one(users, { fields: [oauthAccounts.userId], references: [users.id] }),
}));

export const storesRelations = relations(stores, ({ one, many }) => ({
  owner: one(users, { fields: [stores.ownerId], references: [users.id] }),
  products: many(products),
  followers: many(storeFollows),
  shippingRules: many(shippingRules),
  vouchers: many(vouchers),
}));
export const sellerApplicationsRelations = relations(sellerApplications, ({ one }) => ({
  user: one(users, { fields: [sellerApplications.userId], references: [users.id] }),
  store: one(stores, { fields: [sellerApplications.storeId], references: [stores.id] }),
}));
export const storeFollowsRelations = relations(storeFollows, ({ one }) => ({
  user: one(users, { fields: [storeFollows.userId], references: [users.id] }),
  store: one(stores, { fields: [storeFollows.storeId], references: [stores.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  translations: many(categoryTranslations),
  subCategories: many(subCategories),
  products: many(products),
}));
export const categoryTranslationsRelations = relations(categoryTranslations, ({ one }) => ({
  category: one(categories, { fields: [categoryTranslations.parentId], references: [categories.id] }),
}));
export const subCategoriesRelations = relations(subCategories, ({ one, many }) => ({
  category: one(categories, { fields: [subCategories.categoryId], references: [categories.id] }),
  translations: many(subCategoryTranslations),
  products: many(products),
}));
export const subCategoryTranslationsRelations = relations(subCategoryTranslations, ({ one }) => ({
  subCategory: one(subCategories, {
    fields: [subCategoryTranslations.parentId],
    references: [subCategories.id],
  }),
}));
export const brandsRelations = relations(brands, ({ many }) => ({
  translations: many(brandTranslations),
  products: many(products),
}));
export const brandTranslationsRelations = relations(brandTranslations, ({ one }) => ({
  brand: one(brands, { fields: [brandTranslations.parentId], references: [brands.id] }),
}));
export const collectionsRelations = relations(collections, ({ many }) => ({
  translations: many(collectionTranslations),
  products: many(productCollections),
}));
export const collectionTranslationsRelations = relations(collectionTranslations, ({ one }) => ({
  collection: one(collections, { fields: [collectionTranslations.parentId], references: [collections.id] }),
}));
export const tagsRelations = relations(tags, ({ many }) => ({
  translations: many(tagTranslations),
  products: many(productTags),
}));
export const tagTranslationsRelations = relations(tagTranslations, ({ one }) => ({
  tag: one(tags, { fields: [tagTranslations.parentId], references: [tags.id] }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  store: one(stores, { fields: [products.storeId], references: [stores.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  subCategory: one(subCategories, { fields: [products.subCategoryId], references: [subCategories.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  translations: many(productTranslations),
  images: many(productImages),
  tags: many(productTags),
  collections: many(productCollections),
  bundleDeal: one(bundleDeals, { fields: [products.id], references: [bundleDeals.productId] }),
  attributes: many(productAttributes),
  inventories: many(inventories),
  flashSales: many(flashSaleProducts),
  reviews: many(reviews),
}));
export const productTranslationsRelations = relations(productTranslations, ({ one }) => ({
  product: one(products, { fields: [productTranslations.parentId], references: [products.id] }),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const productTagsRelations = relations(productTags, ({ one }) => ({
  product: one(products, { fields: [productTags.productId], references: [products.id] }),
  tag: one(tags, { fields: [productTags.tagId], references: [tags.id] }),
}));
export const productCollectionsRelations = relations(productCollections, ({ one }) => ({
  product: one(products, { fields: [productCollections.productId], references: [products.id] }),
  collection: one(collections, { fields: [productCollections.collectionId], references: [collections.id] }),
}));
export const bundleDealsRelations = relations(bundleDeals, ({ one }) => ({
  product: one(products, { fields: [bundleDeals.productId], references: [products.id] }),
}));
export const attributesRelations = relations(attributes, ({ many }) => ({
  translations: many(attributeTranslations),
  values: many(attributeValues),
}));
export const attributeTranslationsRelations = relations(attributeTranslations, ({ one }) => ({
  attribute: one(attributes, { fields: [attributeTranslations.parentId], references: [attributes.id] }),
}));
export const attributeValuesRelations = relations(attributeValues, ({ one, many }) => ({
  attribute: one(attributes, { fields: [attributeValues.attributeId], references: [attributes.id] }),
  translations: many(attributeValueTranslations),
}));
export const attributeValueTranslationsRelations = relations(attributeValueTranslations, ({ one }) => ({
  attributeValue: one(attributeValues, {
    fields: [attributeValueTranslations.parentId],
    references: [attributeValues.id],
  }),
}));
export const productAttributesRelations = relations(productAttributes, ({ one }) => ({
  product: one(products, { fields: [productAttributes.productId], references: [products.id] }),
  attribute: one(attributes, { fields: [productAttributes.attributeId], references: [attributes.id] }),
}));
export const inventoriesRelations = relations(inventories, ({ one, many }) => ({
  product: one(products, { fields: [inventories.productId], references: [products.id] }),
  values: many(inventoryAttributeValues),
}));
export const inventoryAttributeValuesRelations = relations(inventoryAttributeValues, ({ one }) => ({
  inventory: one(inventories, {
    fields: [inventoryAttributeValues.inventoryId],
    references: [inventories.id],
  }),
  attributeValue: one(attributeValues, {
    fields: [inventoryAttributeValues.attributeValueId],
    references: [attributeValues.id],
  }),
}));

export const flashSalesRelations = relations(flashSales, ({ many }) => ({
  translations: many(flashSaleTranslations),
  products: many(flashSaleProducts),
}));
export const flashSaleTranslationsRelations = relations(flashSaleTranslations, ({ one }) => ({
  flashSale: one(flashSales, { fields: [flashSaleTranslations.parentId], references: [flashSales.id] }),
}));
export const flashSaleProductsRelations = relations(flashSaleProducts, ({ one }) => ({
  flashSale: one(flashSales, { fields: [flashSaleProducts.flashSaleId], references: [flashSales.id] }),
  product: one(products, { fields: [flashSaleProducts.productId], references: [products.id] }),
}));
export const bannersRelations = relations(banners, ({ many }) => ({
  translations: many(bannerTranslations),
}));
export const bannerTranslationsRelations = relations(bannerTranslations, ({ one }) => ({
  banner: one(banners, { fields: [bannerTranslations.parentId], references: [banners.id] }),
}));
export const sliderItemsRelations = relations(sliderItems, ({ many }) => ({
  translations: many(sliderItemTranslations),
}));
export const sliderItemTranslationsRelations = relations(sliderItemTranslations, ({ one }) => ({
  sliderItem: one(sliderItems, { fields: [sliderItemTranslations.parentId], references: [sliderItems.id] }),
}));
export const siteFeaturesRelations = relations(siteFeatures, ({ many }) => ({
  translations: many(siteFeatureTranslations),
}));
export const siteFeatureTranslationsRelations = relations(siteFeatureTranslations, ({ one }) => ({
  siteFeature: one(siteFeatures, {
    fields: [siteFeatureTranslations.parentId],
    references: [siteFeatures.id],
  }),
}));

export const linksRelations = relations(links, ({ many }) => ({ translations: many(linkTranslations) }));
export const linkTranslationsRelations = relations(linkTranslations, ({ one }) => ({
  link: one(links, { fields: [linkTranslations.parentId], references: [links.id] }),
}));
export const pagesRelations = relations(pages, ({ many }) => ({ translations: many(pageTranslations) }));
export const pageTranslationsRelations = relations(pageTranslations, ({ one }) => ({
  page: one(pages, { fields: [pageTranslations.parentId], references: [pages.id] }),
}));
export const countriesRelations = relations(countries, ({ many }) => ({ states: many(states) }));
export const statesRelations = relations(states, ({ one }) => ({
  country: one(countries, { fields: [states.countryId], references: [countries.id] }),
}));

export const shippingRulesRelations = relations(shippingRules, ({ one, many }) => ({
  store: one(stores, { fields: [shippingRules.storeId], references: [stores.id] }),
  places: many(shippingPlaces),
  pickupPoints: many(pickupPoints),
}));
export const shippingPlacesRelations = relations(shippingPlaces, ({ one }) => ({
  rule: one(shippingRules, { fields: [shippingPlaces.ruleId], references: [shippingRules.id] }),
}));
export const pickupPointsRelations = relations(pickupPoints, ({ one }) => ({
  rule: one(shippingRules, { fields: [pickupPoints.ruleId], references: [shippingRules.id] }),
}));

export const vouchersRelations = relations(vouchers, ({ one, many }) => ({
  store: one(stores, { fields: [vouchers.storeId], references: [stores.id] }),
  uses: many(voucherUses),
}));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
  inventory: one(inventories, { fields: [cartItems.inventoryId], references: [inventories.id] }),
  shippingPlace: one(shippingPlaces, {
    fields: [cartItems.shippingPlaceId],
    references: [shippingPlaces.id],
  }),
  pickupPoint: one(pickupPoints, { fields: [cartItems.pickupPointId], references: [pickupPoints.id] }),
}));
export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  product: one(products, { fields: [wishlists.productId], references: [products.id] }),
}));
export const compareListsRelations = relations(compareLists, ({ one }) => ({
  user: one(users, { fields: [compareLists.userId], references: [users.id] }),
  product: one(products, { fields: [compareLists.productId], references: [products.id] }),
}));
export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  voucher: one(vouchers, { fields: [orders.voucherId], references: [vouchers.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  transactions: many(paymentTransactions),
  events: many(paymentEvents),
  bankTransfer: one(bankTransfers, { fields: [orders.id], references: [bankTransfers.orderId] }),
  cancellation: one(cancellations, { fields: [orders.id], references: [cancellations.orderId] }),
  voucherUses: many(voucherUses),
  reviews: many(reviews),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  store: one(stores, { fields: [orderItems.storeId], references: [stores.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
  inventory: one(inventories, { fields: [orderItems.inventoryId], references: [inventories.id] }),
}));
export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}));
export const paymentTransactionsRelations = relations(paymentTransactions, ({ one }) => ({
  order: one(orders, { fields: [paymentTransactions.orderId], references: [orders.id] }),
}));
export const paymentEventsRelations = relations(paymentEvents, ({ one }) => ({
  order: one(orders, { fields: [paymentEvents.orderId], references: [orders.id] }),
}));
export const bankTransfersRelations = relations(bankTransfers, ({ one }) => ({
  order: one(orders, { fields: [bankTransfers.orderId], references: [orders.id] }),
}));
export const cancellationsRelations = relations(cancellations, ({ one }) => ({
  order: one(orders, { fields: [cancellations.orderId], references: [orders.id] }),
}));
export const voucherUsesRelations = relations(voucherUses, ({ one }) => ({
  voucher: one(vouchers, { fields: [voucherUses.voucherId], references: [vouchers.id] }),
  order: one(orders, { fields: [voucherUses.orderId], references: [orders.id] }),
  user: one(users, { fields: [voucherUses.userId], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  product: one(products, { fields: [reviews.productId], references: [products.id] }),
  order: one(orders, { fields: [reviews.orderId], references: [orders.id] }),
  images: many(reviewImages),
}));
export const reviewImagesRelations = relations(reviewImages, ({ one }) => ({
  review: one(reviews, { fields: [reviewImages.reviewId], references: [reviews.id] }),
}));
