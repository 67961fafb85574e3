import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { WorkflowAction } from "../../lib/console/product-input.ts";
import { bodyOfForm, type ProductForm } from "../screens/products/product-form.ts";

export const PRODUCT_STATUSES = [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "published",
  "unpublished",
] as const;
export type ProductAction = WorkflowAction;

export interface ProductListView {
  page: string;
  per_page: string;
  sort: string;
  q: string;
  status: string;
  store_id: string;
  low_stock: string;
}

function listQuery(view: ProductListView) {
  return {
    page: Number(view.page) || 1,
    per_page: Number(view.per_page) || 25,
    ...(view.sort ? { sort: view.sort as "updated_at" } : {}),
    ...(view.q ? { q: view.q } : {}),
    ...(view.status ? { status: view.status as "draft" } : {}),
    ...(view.store_id ? { store_id: Number(view.store_id) } : {}),
    ...(view.low_stock === "1" ? { low_stock: "true" as const } : {}),
  };
}

export function useProductList(view: ProductListView) {
  return useQuery({
    queryKey: ["console", "products", view],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/products", { params: { query: listQuery(view) } }))).data,
    placeholderData: (previous) => previous,
  });
}

export type ProductRow = NonNullable<ReturnType<typeof useProductList>["data"]>["data"][number];

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: ["console", "product", id],
    enabled: id !== null,
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/products/{id}", { params: { path: { id: id ?? 0 } } }))).data,
  });
}

export type ProductDetail = NonNullable<ReturnType<typeof useProduct>["data"]>;

/** After any write: the lists, the product and the dashboard's counts show the new state. */
function useRefresh() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: ["console"] });
}

export function useBulkAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { ids: number[]; action: "publish" | "unpublish" }) =>
      (await unwrap(api.POST("/api/v1/console/bulk/products", { body: input }))).data,
    onSuccess: refresh,
  });
}

/** One status step; a rejection carries its reason. */
function runAction(id: number, action: ProductAction, reason: string) {
  const params = { params: { path: { id } } };
  switch (action) {
    case "submit":
      return api.POST("/api/v1/console/products/{id}/submit", params);
    case "approve":
      return api.POST("/api/v1/console/products/{id}/approve", params);
    case "reject":
      return api.POST("/api/v1/console/products/{id}/reject", { ...params, body: { reason } });
    case "publish":
      return api.POST("/api/v1/console/products/{id}/publish", params);
    case "unpublish":
      return api.POST("/api/v1/console/products/{id}/unpublish", params);
  }
}

export function useProductAction(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ action, reason }: { action: ProductAction; reason?: string }) =>
      (await unwrap(runAction(id, action, reason ?? ""))).data,
    onSuccess: refresh,
  });
}

/** Creates (id null) or saves a product; answers with the product as saved. */
export function useSaveProduct(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (form: ProductForm) => {
      const body = bodyOfForm(form);
      const answer =
        id === null
          ? await unwrap(api.POST("/api/v1/console/products", { body }))
          : await unwrap(api.PUT("/api/v1/console/products/{id}", { params: { path: { id } }, body }));
      return answer.data;
    },
    onSuccess: refresh,
  });
}
