/** What other parts of the server may use of the orders module. */
export { sendAfterCommit, startOrderMailSweep } from "./order-mail-queue.ts";
export { changeOrderStatus, findOwnOrderByCode } from "./order.service.ts";
export { jobQueueDepths } from "./job-queues.ts";
export { startPaymentExpiry } from "./payment-expiry.ts";
export { changePartStatus, partCode } from "./order-parts.ts";
