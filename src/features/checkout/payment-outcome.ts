import type { Settled } from "./order-api.ts";

export type Outcome = "waiting" | "paid" | "failed" | "cancelled" | "pending" | "unverified";

/** What the wait page says after the server asked the gateway (src/server/platform/payments/README.md). */
export function outcomeOf(settled: Settled): Outcome {
  if (settled.status === "paid") return "paid";
  if (settled.status === "failed") return "failed";
  return settled.reason === "cancelled" ? "cancelled" : "pending";
}

export const OUTCOME_MESSAGE: Record<Outcome, string> = {
  waiting: "checkout.payment.waiting",
  paid: "shop.payment_received",
  failed: "shop.payment_failed",
  cancelled: "shop.payment_cancelled",
  pending: "shop.payment_pending",
  unverified: "shop.payment_unverified",
};

/** The query of a return URL as flat strings (the gateway's parameters, passed on untouched). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
