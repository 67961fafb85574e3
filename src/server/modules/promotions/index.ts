/** What other parts of the server may use of the promotions module. */
export { flashPriceSoldOut, getFlashSaleProducts, listLiveFlashSales } from "./flash-sale.service.ts";
export { evaluateVoucher, findVoucher, recordVoucherUse, releaseVoucherUse } from "./voucher.service.ts";
export { adminsOnly } from "./console-vouchers.ts";
