/** What other parts of the server may use of the lists module. */
export { listCompared, listFollowedStores, listWishlist } from "./lists.service.ts";
export type { CompareItem } from "./lists.service.ts";
