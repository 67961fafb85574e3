import { useMutation, useQuery } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { components } from "../../client/api-types.ts";

export type ImportDryRun = components["schemas"]["ImportDryRun"];
export type ImportJob = components["schemas"]["ImportJob"];
export type ImportRowError = ImportDryRun["errors"][number];

/** The address of a store's CSV (a seller's own store whatever is named; admins name one). */
export function exportHref(storeId: string): string {
  return `/api/v1/console/product-exports${storeId ? `?store_id=${encodeURIComponent(storeId)}` : ""}`;
}

const uploadBody = (file: File, storeId: string) => ({ file, ...(storeId ? { store_id: storeId } : {}) });

/** The dry run of a file: its errors (line and column) and what it would change; writes nothing. */
export function useImportCheck() {
  return useMutation({
    mutationFn: async ({ file, storeId }: { file: File; storeId: string }) =>
      (
        await unwrap(
          api.POST("/api/v1/console/product-import-checks", {
            body: uploadBody(file, storeId) as never,
            bodySerializer: formDataOf,
          }),
        )
      ).data,
  });
}

/** Queues the file as a job; answers its id. */
export function useStartImport() {
  return useMutation({
    mutationFn: async ({ file, storeId }: { file: File; storeId: string }) =>
      (
        await unwrap(
          api.POST("/api/v1/console/product-imports", {
            body: uploadBody(file, storeId) as never,
            bodySerializer: formDataOf,
          }),
        )
      ).data,
  });
}

const POLL_MS = 1000;

/** A job's progress, asked again every second until it ends. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: ["console", "import-job", id],
    enabled: id !== null,
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/product-imports/{id}", { params: { path: { id: id as number } } }),
        )
      ).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "done" || status === "failed" ? false : POLL_MS;
    },
  });
}
