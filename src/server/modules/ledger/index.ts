/** What other parts of the server may use of the ledger module (sellers' money). */
export { postOrderSales, postPartSale, postRefundReversal } from "./posting.ts";
export type { LedgerEntryRow, RefundReversal } from "./posting.ts";
export { balanceOf } from "./balances.ts";
export { commissionOf, partCommission } from "./ledger-math.ts";
