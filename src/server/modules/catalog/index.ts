/** What other parts of the server may use of the catalog module. */
export { ListingSchema } from "./catalog.routes.ts";
export { SHIPPING_OPTIONS, categoryListing, sourceListing, storeListing } from "./catalog.service.ts";
export type { Listing, ListingOptions } from "./catalog.service.ts";
export { getHome } from "./home.ts";
export type { HomeBanner } from "./home.ts";
export { followedStoreIds } from "./list-flags.ts";
export { listingOptionsFromUrl, listingOptionsOf, listingQuery } from "./listing-query.ts";
export type { ListingQuery } from "./listing-query.ts";
export { listProducts } from "./listing.ts";
export { productCards } from "./product-card.ts";
export type { ProductCard } from "./product-card.ts";
export { ProductTileSchema } from "./product.schemas.ts";
export { getProductDetail, isVisibleProduct, visibleProduct } from "./product.service.ts";
export { getProductReviews } from "./reviews.service.ts";
export type { ReviewsResult } from "./reviews.service.ts";
export { searchProducts, searchSuggestions } from "./search.service.ts";
export { suggestedProductIds } from "./suggested.service.ts";
export { allBrands, allCategories, allCollections, listBrands, listCategories } from "./taxonomy.ts";
