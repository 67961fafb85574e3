/** The order calls' answers under the names the order screens use (src/lib/order-view.ts). */
export {
  DELIVERED,
  PENDING,
  type OrderItemView as OrderItem,
  type OrderView as Order,
  type StatusStep,
  type TrackingView as Tracking,
} from "../../lib/order-view.ts";

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}
