import type { ConsoleStringKey } from "../../i18n/en.ts";
import type { Translate } from "../../i18n/strings.tsx";

/** Delivery steps of a part, 1 pending … 5 delivered, as the list's filter names them. */
export const DELIVERY_STEPS = ["pending", "confirmed", "pickedUp", "onWay", "delivered"] as const;

/** Payment methods by their API number (1 Razorpay … 8 Payfast). */
export const PAYMENT_METHODS = [
  "razorpay",
  "cashOnDelivery",
  "stripe",
  "paypal",
  "flutterwave",
  "iyzico",
  "bankTransfer",
  "payfast",
] as const;

export function stepLabel(t: Translate, status: number): string {
  const name = DELIVERY_STEPS[status - 1] ?? "pending";
  return t(`orders.step.${name}` as ConsoleStringKey);
}

export function partStateLabel(t: Translate, part: { delivery_status: number; cancelled: boolean }): string {
  return part.cancelled ? t("orders.step.cancelled") : stepLabel(t, part.delivery_status);
}

export function paymentLabel(t: Translate, paymentStatus: number): string {
  return paymentStatus === 1 ? t("orders.paid") : t("orders.unpaid");
}

export function methodLabel(t: Translate, method: number): string {
  const name = PAYMENT_METHODS[method - 1];
  return name ? t(`orders.method.${name}` as ConsoleStringKey) : String(method);
}

/** What one history entry says: a step reached, or an event of the order (placed, paid, cancelled …). */
export function timelineLabel(t: Translate, entry: { status: number; event: string | null }): string {
  const events: Record<string, ConsoleStringKey> = {
    placed: "orders.event.placed",
    paid: "orders.event.paid",
    cancelled: "orders.event.cancelled",
    refunded: "orders.event.refunded",
    payment_expired: "orders.event.cancelled",
    payment_not_started: "orders.event.cancelled",
  };
  const key = entry.event ? events[entry.event] : undefined;
  return key ? t(key) : stepLabel(t, entry.status);
}
