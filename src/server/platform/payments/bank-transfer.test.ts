import { describe, expect, it } from "vitest";
import { bankTransferDetailsSchema, bankTransferGateway, bankTransferRow } from "./bank-transfer.ts";
import { PaymentVerificationError } from "./gateway.ts";
import { memoryLookup } from "../../../testing/payment-gateways.ts";

const orders = memoryLookup();
orders.remember("MM-BANK01", { amount: 7_500, currency: "USD" });

describe("bank transfer", () => {
  const gateway = bankTransferGateway();
  const details = {
    transaction_id: " TRX-889123 ",
    bank_name: "Emirates NBD",
    account_holder_name: "Amina Yusuf",
    account_number: "AE07 0331 2345 6789",
    branch_name: "Deira",
  };

  it("accepts complete transfer details and maps them to the stored columns", () => {
    const parsed = bankTransferDetailsSchema.parse(details);
    expect(bankTransferRow(parsed)).toEqual({
      transactionId: "TRX-889123",
      bankName: "Emirates NBD",
      accountHolderName: "Amina Yusuf",
      accountNumber: "AE07 0331 2345 6789",
      branchName: "Deira",
    });
  });

  it("refuses details with a field missing, blank or malformed", () => {
    const { branch_name: _omitted, ...missing } = details;
    expect(bankTransferDetailsSchema.safeParse(missing).success).toBe(false);
    expect(bankTransferDetailsSchema.safeParse({ ...details, bank_name: "   " }).success).toBe(false);
    expect(bankTransferDetailsSchema.safeParse({ ...details, account_number: "12<script>" }).success).toBe(
      false,
    );
    expect(bankTransferDetailsSchema.safeParse({ ...details, amount: 1 }).success).toBe(false);
  });

  it("becomes paid when the shop confirms the submitted transfer, named by its transaction id every time", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.confirm(
          { source: "shop", shop: { reference: "MM-BANK01", decision: "paid", transactionId: "TRX-889123" } },
          orders.lookup,
        ),
      ),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}:${r.amount}`))).toEqual(
      new Set(["paid:TRX-889123:7500"]),
    );
  });

  it("fails when the shop rejects the transfer, and cannot be confirmed without submitted details", async () => {
    expect(
      await gateway.confirm(
        { source: "shop", shop: { reference: "MM-BANK01", decision: "rejected", transactionId: "TRX-1" } },
        orders.lookup,
      ),
    ).toMatchObject({ status: "failed", reason: "rejected_by_shop" });
    await expect(
      gateway.confirm({ source: "shop", shop: { reference: "MM-BANK01", decision: "paid" } }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });
});
