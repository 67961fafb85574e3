/** What other parts of the server may use of the stores module. */
export { getStore, listStores } from "./stores.service.ts";
export type { StorePage } from "./stores.service.ts";
