import { describe, expect, it } from "vitest";
import { nextStep } from "./pay-start.ts";

describe("what the browser does after placing an order", () => {
  it("cash on delivery shows the success; bank transfer asks for the transfer details", () => {
    expect(nextStep(2, { kind: "offline", reference: "T1" })).toEqual({ kind: "done" });
    expect(nextStep(7, { kind: "offline" })).toEqual({ kind: "bank-transfer" });
  });

  it("online methods follow the gateway: redirect, auto-posted form, or Razorpay Checkout", () => {
    expect(nextStep(3, { kind: "redirect", url: "https://pay.example/s" })).toEqual({
      kind: "navigate",
      url: "https://pay.example/s",
    });
    expect(nextStep(8, { kind: "form", action: "https://pf.example", fields: { a: "1" } })).toEqual({
      kind: "post",
      action: "https://pf.example",
      fields: { a: "1" },
    });
    expect(nextStep(1, { kind: "client", data: { key: "k" } })).toEqual({
      kind: "razorpay",
      data: { key: "k" },
    });
  });
});
