/**
 * What the order calls answer (order/by-user, order/action, track-order), shared by the server that builds
 * these views and the islands that show them. Money in minor units of `currency`.
 */
export const PENDING = 1;
export const DELIVERED = 5;

/** The address as it was when the order was placed (kept with the order). */
export interface AddressSnapshot {
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  zip_code: string;
  address: string;
  address2?: string | null;
}

export const STATUS_NAMES = ["pending", "confirmed", "pickedUp", "onWay", "delivered"] as const;

/**
 * Delivery status id → the translation key of its name (1 pending, 2 confirmed, 3 picked up, 4 on the
 * way, 5 delivered): every page, history and mail names a status from this one table.
 */
export const STATUS_NAME_KEYS: Readonly<Record<number, string>> = {
  1: "shop.status_1",
  2: "shop.status_2",
  3: "shop.status_3",
  4: "shop.status_4",
  5: "shop.status_5",
};
const CANCELLED_KEY = "shop.status_cancelled";

/**
 * History events that are not a step of the delivery: they keep the status the order had then, so
 * naming them by it would repeat that step's name.
 */
const EVENT_NAME_KEYS: Readonly<Record<string, string>> = {
  paid: "checkout.orders.paid",
  refunded: "checkout.order.refunded",
  cancelled: CANCELLED_KEY,
  payment_failed: CANCELLED_KEY,
  payment_expired: CANCELLED_KEY,
  payment_not_started: CANCELLED_KEY,
  return_requested: "shop.return_status_requested",
  return_approved: "shop.return_status_approved",
  return_rejected: "shop.return_status_rejected",
  return_received: "shop.return_status_received",
  return_refunded: "shop.return_status_refunded",
};

/** The name of a delivery status. */
export function statusNameKey(status: number): string {
  return STATUS_NAME_KEYS[status] ?? "shop.status_1";
}

/** The name of an order's state: cancelled once cancelled, else its delivery status. */
export function orderStatusKey(order: { delivery_status: number; cancelled: boolean }): string {
  return order.cancelled ? CANCELLED_KEY : statusNameKey(order.delivery_status);
}

/** The name of one history entry: what happened (paid, cancelled, refunded) or else the step it reached. */
export function historyEntryKey(entry: { status: number; event: string | null }): string {
  return (entry.event ? EVENT_NAME_KEYS[entry.event] : undefined) ?? statusNameKey(entry.status);
}

export interface StatusStep {
  status: number;
  name: (typeof STATUS_NAMES)[number];
  done: boolean;
  active: boolean;
}

/** Steps before the current one are done; the current one is active. */
export function statusSteps(current: number): StatusStep[] {
  return STATUS_NAMES.map((name, index) => ({
    status: index + 1,
    name,
    done: index + 1 < current,
    active: index + 1 === current,
  }));
}

export interface OrderItemView {
  id: number;
  /** The part (one per store) this line ships in. */
  part_id: number;
  product_id: number | null;
  store: { id: number; name: string; slug: string } | null;
  title: string;
  variant: string | null;
  image: string | null;
  unit_price: number;
  quantity: number;
  free_quantity: number;
  shipping_type: number | null;
  shipping_label: string | null;
  shipping_cost: number;
  discount: number;
  reviewed: boolean;
}

/** The shop's bank account, where a bank transfer goes. */
export interface ShopBankAccountView {
  bank_name: string;
  account_holder: string;
  /** Account number or IBAN. */
  account_number: string;
  /** Branch name or SWIFT/BIC. */
  branch: string;
}

/** A bank-transfer order's payment: where to send the money (until paid) and the details sent. */
export interface BankTransferView {
  /** null once the order is paid or cancelled, or while the shop offers no bank account. */
  shop_account: ShopBankAccountView | null;
  /** The latest details the customer submitted and what the shop decided on them. */
  submitted: {
    transaction_id: string;
    bank_name: string;
    account_holder_name: string;
    account_number: string;
    branch_name: string;
    status: "submitted" | "confirmed" | "rejected";
  } | null;
}

/** A part's step in its timeline: what happened, when. */
export interface PartHistoryEntry {
  status: number;
  event: string | null;
  date: string;
}

/** One store's share of an order: shipped, tracked and paid (cash on delivery) on its own. */
export interface OrderPartView {
  id: number;
  /** The order's tracking code, "-", the part's number. */
  code: string;
  number: number;
  store: { id: number; name: string; slug: string } | null;
  delivery_status: number;
  steps: StatusStep[];
  payment_status: number;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  goods: number;
  shipping_cost: number;
  discount: number;
  total: number;
  delivered_at: string | null;
  history: PartHistoryEntry[];
}

export interface OrderView {
  id: number;
  tracking_code: string;
  method: number;
  date: string;
  amount: number;
  payment_status: number;
  delivery_status: number;
  steps: StatusStep[];
  cancelled: boolean;
  refunded: boolean;
  refund_requested: boolean;
  cancellation: { title: string; message: string } | null;
  subtotal: number;
  shipping_cost: number;
  bundle_savings: number;
  discount: number;
  voucher_code: string | null;
  total: number;
  currency: string;
  address: AddressSnapshot;
  items: OrderItemView[];
  /** One per store, in number order; each line names its part. */
  parts: OrderPartView[];
  /** Only for orders paid by bank transfer. */
  bank_transfer: BankTransferView | null;
}

export interface TrackingView {
  tracking_code: string;
  date: string;
  delivery_status: number;
  steps: StatusStep[];
  cancelled: boolean;
  refunded: boolean;
  /** What concerns the whole order (placed, paid, cancelled, refunded). */
  history: PartHistoryEntry[];
  /** Each store's part: its status, carrier and tracking, and its own timeline (never the lines). */
  parts: Omit<OrderPartView, "goods" | "shipping_cost" | "discount" | "total" | "payment_status">[];
}
