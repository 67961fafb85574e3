import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

/**
 * A variant's stock movements, newest first (the last 100); "all": the product's, removed variants'
 * included (each movement names its SKU).
 */
export function useStockMovements(productId: number, inventoryId: number | "all" | undefined) {
  return useQuery({
    queryKey: ["console", "stock-movements", productId, inventoryId],
    enabled: inventoryId !== undefined,
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/products/{id}/stock-movements", {
            params: {
              path: { id: productId },
              query: {
                inventory_id: inventoryId === "all" ? undefined : inventoryId,
                page: 1,
                per_page: 100,
              },
            },
          }),
        )
      ).data,
  });
}

export function useAdjustStock() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ inventoryId, delta, note }: { inventoryId: number; delta: number; note: string }) =>
      (
        await unwrap(
          api.POST("/api/v1/console/inventories/{id}/adjust", {
            params: { path: { id: inventoryId } },
            body: { delta, note },
          }),
        )
      ).data,
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console"] }),
  });
}
