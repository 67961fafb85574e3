import type { PaymentStart } from "./order-api.ts";

/** What the browser does after the order is written (src/server/platform/payments/README.md). */
export type NextStep =
  | { kind: "navigate"; url: string }
  | { kind: "post"; action: string; fields: Record<string, string> }
  | { kind: "razorpay"; data: Record<string, unknown> }
  | { kind: "bank-transfer" }
  | { kind: "done" };

const BANK_TRANSFER = 7;

export function nextStep(method: number, payment: PaymentStart | null): NextStep {
  if (payment?.kind === "redirect" && payment.url) return { kind: "navigate", url: payment.url };
  if (payment?.kind === "form" && payment.action)
    return { kind: "post", action: payment.action, fields: payment.fields ?? {} };
  if (payment?.kind === "client" && payment.data) return { kind: "razorpay", data: payment.data };
  if (method === BANK_TRANSFER) return { kind: "bank-transfer" };
  return { kind: "done" };
}

/** Posts the gateway's fields to its page (Payfast), as a plain form submit. */
export function submitForm(action: string, fields: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement("form");
  form.method = "POST";
  form.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

interface RazorpayWindow {
  Razorpay?: new (options: Record<string, unknown>) => { open: () => void };
}

/** Opens Razorpay Checkout; it posts the signed result to the callback page (redirect mode). */
export async function openRazorpay(data: Record<string, unknown>): Promise<void> {
  const w = window as unknown as RazorpayWindow;
  if (!w.Razorpay) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = "https://checkout.razorpay.com/v1/checkout.js";
      script.onload = () => resolve();
      script.onerror = () => reject(new Error("razorpay"));
      document.head.append(script);
    });
  }
  const Razorpay = w.Razorpay;
  if (!Razorpay) throw new Error("razorpay");
  new Razorpay({
    key: data.key,
    order_id: data.orderId,
    amount: data.amount,
    currency: data.currency,
    description: data.description,
    prefill: data.prefill,
    callback_url: data.callbackUrl,
    redirect: true,
    modal: { ondismiss: () => data.cancelUrl && window.location.assign(String(data.cancelUrl)) },
  }).open();
}
