/** The order calls' answers under the names the order screens use (src/lib/order-view.ts). */
export {
  DELIVERED,
  PENDING,
  type OrderItemView as OrderItem,
  type OrderPartView as OrderPart,
  type OrderView as Order,
  type StatusStep,
  type TrackingView as Tracking,
} from "../../lib/order-view.ts";
import type { TrackingView } from "../../lib/order-view.ts";

/** A part as the tracking page sees it (no amounts): what every part card shows. */
export type TrackedPart = TrackingView["parts"][number];

/** t(key, values) in the page's language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}
