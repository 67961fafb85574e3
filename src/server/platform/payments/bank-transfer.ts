import { z } from "zod";
import type { PaymentGateway } from "./gateway.ts";
import { PAYMENT_METHOD } from "../db/schema/enums.ts";
import { PaymentVerificationError } from "./gateway.ts";
import { expectedFor } from "./outcome.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

/** What the customer submits on the payment verification page. */
export const bankTransferDetailsSchema = z
  .object({
    transaction_id: text(100),
    bank_name: text(120),
    account_holder_name: text(120),
    account_number: z
      .string()
      .trim()
      .min(4)
      .max(34)
      .regex(/^[A-Za-z0-9 -]+$/),
    branch_name: text(120),
  })
  .strict();
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** The columns of bank_transfers for these details. */
export function bankTransferRow(details: BankTransferDetails) {
  return {
    transactionId: details.transaction_id,
    bankName: details.bank_name,
    accountHolderName: details.account_holder_name,
    accountNumber: details.account_number,
    branchName: details.branch_name,
  };
}

/**
 * Bank transfer: the customer transfers offline and submits the details; the order becomes paid when
 * the shop confirms them. Confirmation input: { source: "shop", shop: { reference, decision, transactionId } }.
 * The transfer's transaction id is the external id, so one bank transfer can never pay two orders.
 */
export function bankTransferGateway(): PaymentGateway {
  return {
    method: PAYMENT_METHOD.bankTransfer,
    configured: true,
    publicKeys: {},
    async createPayment() {
      return { kind: "offline" };
    },
    async confirm(input, lookup) {
      if (input.source !== "shop" || !input.shop)
        throw new PaymentVerificationError("bank transfers are confirmed by the shop only");
      const { reference, decision, transactionId } = input.shop;
      if (!transactionId?.trim()) throw new PaymentVerificationError("no transfer details were submitted");
      const expected = await expectedFor(lookup, reference);
      return {
        status: decision === "paid" ? "paid" : "failed",
        ...(decision === "paid" ? {} : { reason: "rejected_by_shop" as const }),
        reference,
        externalId: transactionId.trim(),
        amount: expected.amount,
        currency: expected.currency,
        raw: { decision, transactionId: transactionId.trim() },
      };
    },
    async refund() {
      return { status: "unsupported" };
    },
  };
}
