import { api, unwrap } from "../../client/api.ts";

export interface PaymentStart {
  kind: "redirect" | "form" | "client" | "offline";
  url?: string;
  action?: string;
  fields?: Record<string, string>;
  data?: Record<string, unknown>;
  reference?: string;
}

export interface PlacedOrder {
  order_id: number;
  tracking_code: string;
  total: number;
  created: boolean;
  payment: PaymentStart | null;
}

export interface VoucherCheck {
  code: string;
  discount: number;
  min_spend: number;
  type: number;
  amount: number;
  max_discount: number | null;
  ends_at: string;
}

export async function checkVoucher(
  code: string,
  addressId?: number,
): Promise<{ voucher: VoucherCheck; message: string }> {
  const { data, message } = await unwrap(
    api.POST("/api/v1/voucher/validity", { body: { code, address_id: addressId } }),
  );
  return { voucher: data, message };
}

export async function placeOrder(input: {
  addressId?: number;
  method: number;
  voucherCode?: string | null;
  /** The total the shopper sees and confirms: the server refuses to charge anything else. */
  expectedTotal: number;
  idempotencyKey: string;
}): Promise<{ order: PlacedOrder; message: string }> {
  const { data, message } = await unwrap(
    api.POST("/api/v1/order/action", {
      body: {
        address_id: input.addressId,
        payment_method: input.method,
        voucher_code: input.voucherCode ?? null,
        expected_total: input.expectedTotal,
        idempotency_key: input.idempotencyKey,
      },
    }),
  );
  return { order: data, message };
}

export interface BankTransferDetails {
  transaction_id: string;
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  branch_name: string;
}

export async function sendBankTransfer(orderId: number, details: BankTransferDetails): Promise<string> {
  return (await unwrap(api.POST("/api/v1/order/transaction", { body: { order_id: orderId, ...details } })))
    .message;
}

export interface Settled {
  order_id: number;
  tracking_code: string;
  status: "paid" | "failed" | "pending";
  reason?: string;
}

/** The browser came back from a gateway: the server confirms with the gateway itself. */
export async function paymentDone(input: {
  method: number;
  query?: Record<string, string>;
  form?: Record<string, string>;
}): Promise<{ settled: Settled; message: string }> {
  const { data, message } = await unwrap(api.POST("/api/v1/order/payment-done", { body: input }));
  return { settled: data, message };
}

/** One key per place-order attempt: a double click or a retry after a timeout places one order. */
export function newIdempotencyKey(random: () => number = Math.random): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  let key = "";
  while (key.length < 24) key += Math.floor(random() * 36).toString(36);
  return key;
}
