import { api, ApiError, formDataOf, unwrap } from "../../client/api.ts";
import type { Order, Paged, StatusStep, Tracking } from "./types.ts";

/** The document gives a step's name as any text; the server sends one of the five status names. */
type Answered<T extends { steps: StatusStep[] }> = Omit<T, "steps"> & {
  steps: (Omit<StatusStep, "name"> & { name: string })[];
};

function withStepNames<T extends { steps: StatusStep[] }>(answer: Answered<T>): T {
  return answer as T;
}

type OrdersAnswer = Answered<Order> | Paged<Answered<Order>>;

function isPage(answer: OrdersAnswer): answer is Paged<Answered<Order>> {
  return "current_page" in answer;
}

/** order/by-user answers a page of orders, or one order when asked for its id. */
async function ordersOfUser(body: { page: number } | { order_id: number }): Promise<OrdersAnswer> {
  return (await unwrap(api.POST("/api/v1/order/by-user", { body }))).data;
}

export async function listOrders(page: number): Promise<Paged<Order>> {
  const answer = await ordersOfUser({ page });
  if (!isPage(answer)) throw new ApiError([]);
  return { ...answer, data: answer.data.map((order) => withStepNames<Order>(order)) };
}

export async function findOrder(id: number): Promise<Order> {
  const answer = await ordersOfUser({ order_id: id });
  if (isPage(answer)) throw new ApiError([]);
  return withStepNames<Order>(answer);
}

export async function trackOrder(code: string): Promise<Tracking> {
  const { data } = await unwrap(
    api.GET("/api/v1/track-order", { params: { query: { tracking_code: code } } }),
  );
  return withStepNames<Tracking>(data);
}

export async function cancelOrder(input: { orderId: number; title: string; message: string }) {
  const { data, message } = await unwrap(
    api.POST("/api/v1/cancellation/cancel-order", {
      body: { order_id: input.orderId, title: input.title, message: input.message },
    }),
  );
  return { order: withStepNames<Order>(data), message };
}

export async function sendReview(review: {
  orderId: number;
  productId: number;
  rating: number;
  comment: string;
  images: File[];
}): Promise<string> {
  const { message } = await unwrap(
    api.POST("/api/v1/rating-review/action", {
      body: {
        order_id: review.orderId,
        product_id: review.productId,
        rating: review.rating,
        comment: review.comment,
        images: review.images,
      },
      bodySerializer: formDataOf,
    }),
  );
  return message;
}
