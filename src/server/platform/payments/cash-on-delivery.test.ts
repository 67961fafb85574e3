import { describe, expect, it } from "vitest";
import { cashOnDeliveryGateway } from "./cash-on-delivery.ts";
import { PaymentVerificationError } from "./gateway.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";

const orders = memoryLookup();
orders.remember("MM-COD001", { amount: 5_000, currency: "USD" });

describe("cash on delivery", () => {
  const gateway = cashOnDeliveryGateway();

  it("needs nothing online when the order is placed", async () => {
    expect(await gateway.createPayment(sampleOrder())).toEqual({ kind: "offline" });
  });

  it("becomes paid when the shop reports it delivered, the same way every time", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.confirm(
          { source: "shop", shop: { reference: "MM-COD001", decision: "paid" } },
          orders.lookup,
        ),
      ),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}:${r.amount}`))).toEqual(
      new Set(["paid:cod:MM-COD001:5000"]),
    );
  });

  it("fails when the shop reports it refused", async () => {
    expect(
      await gateway.confirm(
        { source: "shop", shop: { reference: "MM-COD001", decision: "rejected" } },
        orders.lookup,
      ),
    ).toMatchObject({ status: "failed", reason: "rejected_by_shop" });
  });

  it("the browser can never confirm it", async () => {
    await expect(
      gateway.confirm({ source: "return", query: { reference: "MM-COD001", status: "paid" } }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });
});
