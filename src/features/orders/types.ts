/** What order/by-user and track-order answer (src/server/http/v1/order.ts). Money in minor units. */
export interface StatusStep {
  status: number;
  name: string;
  done: boolean;
  active: boolean;
}

export interface OrderItem {
  id: number;
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

export interface Order {
  id: number;
  tracking_code: string;
  method: number;
  date: string;
  amount: number;
  /** 1 paid, 0 unpaid */
  payment_status: number;
  /** 1 pending … 5 delivered */
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
  address: {
    name: string;
    email: string;
    phone: string;
    country: string;
    state: string;
    city: string;
    zip_code: string;
    address: string;
    address2?: string | null;
  };
  items: OrderItem[];
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

export interface Tracking {
  tracking_code: string;
  date: string;
  delivery_status: number;
  steps: StatusStep[];
  cancelled: boolean;
  refunded: boolean;
  history: { status: number; event: string | null; date: string }[];
}

export const PENDING = 1;
export const DELIVERED = 5;
