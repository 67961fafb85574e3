import { api, formDataOf, unwrap } from "../../client/api.ts";

export async function orderReturns(orderId: number) {
  return (await unwrap(api.GET("/api/v1/order/returns/{id}", { params: { path: { id: orderId } } }))).data;
}

export type OrderReturns = Awaited<ReturnType<typeof orderReturns>>;
export type ShopperReturn = OrderReturns["returns"][number];

export async function askReturn(input: {
  orderId: number;
  partId: number;
  reason: string;
  lines: { order_item_id: number; quantity: number }[];
  pictures: File[];
}): Promise<string> {
  const { message } = await unwrap(
    api.POST("/api/v1/order/return", {
      body: {
        order_id: input.orderId,
        part_id: input.partId,
        reason: input.reason,
        lines: JSON.stringify(input.lines),
        pictures: input.pictures,
      },
      bodySerializer: formDataOf,
    }),
  );
  return message;
}
