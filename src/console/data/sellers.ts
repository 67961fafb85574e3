import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export function useSellerApplications() {
  return useQuery({
    queryKey: ["console", "seller-applications"],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/seller-applications"))).data,
  });
}

export type SellerApplication = NonNullable<ReturnType<typeof useSellerApplications>["data"]>[number];

export function useDecideApplication() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
      approve
        ? unwrap(api.POST("/api/v1/console/seller-applications/{id}/approve", { params: { path: { id } } }))
        : unwrap(
            api.POST("/api/v1/console/seller-applications/{id}/reject", {
              params: { path: { id } },
              body: { reason: reason ?? "" },
            }),
          ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console"] }),
  });
}
