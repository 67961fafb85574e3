import type { ExpectedLookup, ExpectedPayment, PaymentConfirmation } from "./gateway.ts";
import { PaymentVerificationError } from "./gateway.ts";

/** The order waiting for this gateway reference, or a verification error (unknown references change nothing). */
export async function expectedFor(
  lookup: ExpectedLookup,
  reference: string | undefined,
): Promise<ExpectedPayment> {
  if (!reference) throw new PaymentVerificationError("no payment reference");
  const expected = await lookup(reference);
  if (!expected) throw new PaymentVerificationError(`unknown payment reference ${reference}`);
  return expected;
}

/**
 * Turns what the gateway reported into the confirmation, holding a "paid" answer against what the
 * order expects: a different currency or amount is a failed payment, never a paid one.
 */
export function judge(expected: ExpectedPayment, observed: PaymentConfirmation): PaymentConfirmation {
  if (observed.status !== "paid") return observed;
  if (observed.currency.toUpperCase() !== expected.currency.toUpperCase())
    return { ...observed, status: "failed", reason: "currency_mismatch" };
  if (observed.amount !== expected.amount)
    return { ...observed, status: "failed", reason: "amount_mismatch" };
  return observed;
}
