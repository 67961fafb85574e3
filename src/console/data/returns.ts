import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export interface ReturnsView {
  page: string;
  status: string;
  search: string;
}

const STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

export function useReturns(view: ReturnsView) {
  return useQuery({
    queryKey: ["console", "returns", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/returns", {
            params: {
              query: {
                page: Number(view.page) || 1,
                per_page: 25,
                ...(isStatus(view.status) ? { status: view.status } : {}),
                ...(view.search.trim() ? { search: view.search.trim() } : {}),
              },
            },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type ReturnRow = NonNullable<ReturnType<typeof useReturns>["data"]>["data"][number];

export function useReturn(id: number) {
  return useQuery({
    queryKey: ["console", "returns", id],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/returns/{id}", { params: { path: { id } } }))).data,
  });
}

export type ReturnStep =
  | { step: "approve" }
  | { step: "reject"; reason: string }
  | { step: "receive"; restock: boolean }
  | { step: "refund"; idempotencyKey: string; manualReference?: string };

function send(id: number, action: ReturnStep) {
  const path = { params: { path: { id } } };
  switch (action.step) {
    case "approve":
      return api.POST("/api/v1/console/returns/{id}/approve", path);
    case "reject":
      return api.POST("/api/v1/console/returns/{id}/reject", { ...path, body: { reason: action.reason } });
    case "receive":
      return api.POST("/api/v1/console/returns/{id}/receive", { ...path, body: { restock: action.restock } });
    case "refund":
      return api.POST("/api/v1/console/returns/{id}/refund", {
        ...path,
        body: {
          idempotency_key: action.idempotencyKey,
          ...(action.manualReference ? { manual_reference: action.manualReference } : {}),
        },
      });
  }
}

/** One step of a return; the list and the detail are read again after it. */
export function useReturnStep(id: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (action: ReturnStep) => (await unwrap(send(id, action))).data,
    onSettled: () => queries.invalidateQueries({ queryKey: ["console", "returns"] }),
  });
}
