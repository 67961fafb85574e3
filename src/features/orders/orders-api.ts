import { shopApi } from "../cart/api.ts";
import type { Order, Paged, Tracking } from "./types.ts";

export async function listOrders(page: number): Promise<Paged<Order>> {
  return (await shopApi<Paged<Order>>("POST", "order/by-user", { page })).data;
}

export async function findOrder(id: number): Promise<Order> {
  return (await shopApi<Order>("POST", "order/by-user", { order_id: id })).data;
}

export async function trackOrder(code: string): Promise<Tracking> {
  return (await shopApi<Tracking>("GET", "track-order", { tracking_code: code })).data;
}

export async function cancelOrder(input: { orderId: number; title: string; message: string }) {
  const { data, message } = await shopApi<Order>("POST", "cancellation/cancel-order", {
    order_id: input.orderId,
    title: input.title,
    message: input.message,
  });
  return { order: data, message };
}

/** Multipart: order_id, product_id, rating, comment, images. */
export async function sendReview(form: FormData): Promise<string> {
  return (await shopApi<unknown>("POST", "rating-review/action", form)).message;
}
