/** What other parts of the server may use of the addresses module. */
export { chosenAddress } from "./address.service.ts";
export type { AddressView } from "./address.service.ts";
