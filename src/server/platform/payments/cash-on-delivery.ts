import type { PaymentGateway } from "./gateway.ts";
import { PAYMENT_METHOD } from "../db/schema/enums.ts";
import { PaymentVerificationError } from "./gateway.ts";
import { expectedFor } from "./outcome.ts";

/**
 * Cash on delivery: nothing happens online. The order layer reports the shop's decision:
 * "paid" when the order is delivered (money collected), "rejected" when it is refused or cancelled.
 */
export function cashOnDeliveryGateway(): PaymentGateway {
  return {
    method: PAYMENT_METHOD.cashOnDelivery,
    configured: true,
    publicKeys: {},
    async createPayment() {
      return { kind: "offline" };
    },
    async confirm(input, lookup) {
      if (input.source !== "shop" || !input.shop)
        throw new PaymentVerificationError("cash on delivery is confirmed by the shop only");
      const { reference, decision } = input.shop;
      const expected = await expectedFor(lookup, reference);
      return {
        status: decision === "paid" ? "paid" : "failed",
        ...(decision === "paid" ? {} : { reason: "rejected_by_shop" as const }),
        reference,
        externalId: `cod:${reference}`,
        amount: expected.amount,
        currency: expected.currency,
        raw: { decision },
      };
    },
    async refund() {
      return { status: "unsupported" };
    },
  };
}
