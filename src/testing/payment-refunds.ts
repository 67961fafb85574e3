import { expect, it } from "vitest";
import {
  GatewayError,
  type PaymentGateway,
  type RefundRequest,
} from "../server/platform/payments/gateway.ts";

/** A captured payment, as the order layer would name it when refunding. */
export type PaidPayment = Omit<RefundRequest, "amount" | "idempotencyKey" | "reason">;

export interface RefundFixture {
  gateway: () => PaymentGateway;
  /** Pays `amount` minor units at the fake and answers the payment as confirmed. */
  pay(amount: number): Promise<PaidPayment>;
  /** The refunds the fake made for that payment, amounts in minor units. */
  refundsAt(payment: PaidPayment): { amount: number; key: string }[];
  /** A captured amount the gateway accepts (minor units); refunds below are parts of it. */
  captured: number;
}

let keys = 0;
const freshKey = () => `refund-${Date.now().toString(36)}-${(keys += 1)}`;

/**
 * The refund behaviour every online gateway must show (back office: several partial refunds per
 * order, a seller pressing "refund" twice). Registers the tests in the calling describe block.
 */
export function itRefundsPartsOnce(fixture: RefundFixture): void {
  const { captured } = fixture;
  const part = Math.floor(captured / 4);

  it("a partial refund reaches the gateway with its amount; pressing refund again with the same key refunds nothing more", async () => {
    const payment = await fixture.pay(captured);
    const request = { ...payment, amount: part, idempotencyKey: freshKey(), reason: "Returned line" };
    const first = await fixture.gateway().refund(request);
    expect(first.status).toBe("refunded");
    expect(fixture.refundsAt(payment)).toEqual([{ amount: part, key: request.idempotencyKey }]);
    const again = await fixture.gateway().refund(request);
    expect(again).toEqual(first);
    expect(fixture.refundsAt(payment)).toHaveLength(1);
  });

  it("a second, different partial refund of the same payment is made too, up to what was captured", async () => {
    const payment = await fixture.pay(captured);
    const first = await fixture.gateway().refund({ ...payment, amount: part, idempotencyKey: freshKey() });
    const rest = captured - part;
    const second = await fixture.gateway().refund({ ...payment, amount: rest, idempotencyKey: freshKey() });
    expect(second.status).toBe("refunded");
    expect(second.refundId).not.toBe(first.refundId);
    expect(fixture.refundsAt(payment).map((refund) => refund.amount)).toEqual([part, rest]);
  });

  it("a refund above what remains refundable is refused by the gateway (GatewayError) and refunds nothing", async () => {
    const payment = await fixture.pay(captured);
    await fixture.gateway().refund({ ...payment, amount: part, idempotencyKey: freshKey() });
    const tooMuch = fixture
      .gateway()
      .refund({ ...payment, amount: captured - part + 1, idempotencyKey: freshKey() });
    await expect(tooMuch).rejects.toBeInstanceOf(GatewayError);
    expect(fixture.refundsAt(payment).map((refund) => refund.amount)).toEqual([part]);
  });
}
