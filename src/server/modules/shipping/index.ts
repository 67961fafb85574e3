/** What other parts of the server may use of the shipping module. */
export { shippingOptionsFor } from "./shipping.repo.ts";
export type { ShippingOption } from "./shipping.repo.ts";
export { optionForLine, shippingCosts } from "./shipping.ts";
