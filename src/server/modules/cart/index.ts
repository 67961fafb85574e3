/** What other parts of the server may use of the cart module. */
export { loadCartLines } from "./cart.repo.ts";
export { quoteLines } from "./quote.ts";
export type { QuotedLine } from "./quote.ts";
