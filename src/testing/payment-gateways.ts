import type { ExpectedLookup, ExpectedPayment, PaymentOrder } from "../server/platform/payments/gateway.ts";

/** An order as the order layer would hand it over (tests only). */
export function sampleOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    orderId: 42,
    trackingCode: "MM-7Q2K9X",
    amount: 259_900,
    currency: "INR",
    description: "Order MM-7Q2K9X",
    customer: { name: "Amina Yusuf", email: "amina@example.com", phone: "+919812345678" },
    returnUrl: "http://shop.test/payment/return",
    cancelUrl: "http://shop.test/payment/cancel",
    notifyUrl: "http://shop.test/api/v1/payment/notify",
    ...overrides,
  };
}

/** What the order layer does: remembers the reference it stored and answers what it expects there. */
export function memoryLookup(): {
  remember(reference: string, expected: ExpectedPayment): void;
  lookup: ExpectedLookup;
} {
  const stored = new Map<string, ExpectedPayment>();
  return {
    remember: (reference, expected) => void stored.set(reference, expected),
    lookup: async (reference) => stored.get(reference),
  };
}
