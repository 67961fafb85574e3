import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { DeskStatusFilter, OrderPartSort, PartStep } from "../../lib/console/order-desk-input.ts";

export interface OrderListView {
  page: string;
  sort: string;
  q: string;
  status: string;
  from: string;
  to: string;
  payment_status: string;
  payment_method: string;
  store_id: string;
  new: string;
}

function listQuery(view: OrderListView) {
  return {
    page: Number(view.page) || 1,
    per_page: 25,
    ...(view.sort ? { sort: view.sort as OrderPartSort } : {}),
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    ...(view.status ? { status: view.status as DeskStatusFilter } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(view.payment_status ? { payment_status: view.payment_status as "paid" | "unpaid" } : {}),
    ...(view.payment_method ? { payment_method: Number(view.payment_method) } : {}),
    ...(view.store_id ? { store_id: Number(view.store_id) } : {}),
    ...(view.new === "1" ? { new: "true" as const } : {}),
  };
}

export function useOrderParts(view: OrderListView) {
  return useQuery({
    queryKey: ["console", "order-parts", view],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/order-parts", { params: { query: listQuery(view) } }))).data,
    placeholderData: (previous) => previous,
  });
}

export type OrderPartRow = NonNullable<ReturnType<typeof useOrderParts>["data"]>["data"][number];

export function useOrderPart(id: number) {
  return useQuery({
    queryKey: ["console", "order-part", id],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/order-parts/{id}", { params: { path: { id } } }))).data,
  });
}

export type OrderPartDetail = NonNullable<ReturnType<typeof useOrderPart>["data"]>;

/** The navigation's badge: parts not opened yet by their store. */
export function useNewPartsCount(enabled: boolean) {
  return useQuery({
    queryKey: ["console", "new-order-parts"],
    enabled,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/new-order-parts"))).data.count,
    refetchInterval: 60_000,
  });
}

/** After a step: the list, the part, the badge and the dashboard show the new state. */
function useRefresh() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ["console"] });
}

export function useStepPart(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (step: PartStep) =>
      (
        await unwrap(
          api.POST("/api/v1/console/order-parts/{id}/status", { params: { path: { id } }, body: step }),
        )
      ).data,
    onSuccess: refresh,
  });
}

export function useBulkConfirm() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await unwrap(api.POST("/api/v1/console/bulk/order-parts/confirm", { body: { ids } }))).data,
    onSuccess: refresh,
  });
}
