import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { PageInputType, RedirectInputType } from "../../lib/console/page-input.ts";

const KEY = ["console", "content", "pages"];
const REDIRECTS = ["console", "content", "redirects"];

/** Every static page with its English title, address, visibility and last save. */
export function usePages() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/pages"))).data,
  });
}

const path = (id: number) => ({ params: { path: { id } } });

/** One page: live content, draft and versions. */
export function usePage(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/pages/{id}", path(id)))).data,
  });
}

export type ConsolePage = NonNullable<ReturnType<typeof usePage>["data"]>;
export type PageContent = ConsolePage["live"];

/** Every change answers with the page as it now is: keep it, and mark the list (and redirects) stale. */
function usePageChange<T>(id: number, send: (input: T) => Promise<{ data: ConsolePage }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).data,
    onSuccess: (page) => {
      queries.setQueryData([...KEY, id], page);
      void queries.invalidateQueries({ queryKey: KEY, exact: true });
      void queries.invalidateQueries({ queryKey: REDIRECTS });
    },
  });
}

export function useCreatePage() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: PageInputType) =>
      (await unwrap(api.POST("/api/v1/console/content/pages", { body }))).data,
    onSuccess: () => void queries.invalidateQueries({ queryKey: KEY, exact: true }),
  });
}

export const useSavePage = (id: number) =>
  usePageChange(id, (body: PageInputType) =>
    unwrap(api.PUT("/api/v1/console/content/pages/{id}", { ...path(id), body })),
  );

export const usePublishPage = (id: number) =>
  usePageChange(id, () => unwrap(api.POST("/api/v1/console/content/pages/{id}/publish", path(id))));

export const useRestorePage = (id: number) =>
  usePageChange(id, (versionId: number) =>
    unwrap(
      api.POST("/api/v1/console/content/pages/{id}/versions/{versionId}/restore", {
        params: { path: { id, versionId } },
      }),
    ),
  );

export function useDeletePage() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE("/api/v1/console/content/pages/{id}", path(id))),
    onSuccess: () => void queries.invalidateQueries({ queryKey: KEY }),
  });
}

export function usePagePreviewLink(id: number) {
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST("/api/v1/console/content/pages/{id}/preview-link", path(id)))).data,
  });
}

/** Redirects (newest first) and former product and category addresses, filtered by `q`. */
export function useRedirects(q: string) {
  return useQuery({
    queryKey: [...REDIRECTS, q],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/content/redirects", { params: { query: { q: q || undefined } } }),
        )
      ).data,
  });
}

export function useAddRedirect() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: RedirectInputType) => unwrap(api.POST("/api/v1/console/content/redirects", { body })),
    onSuccess: () => void queries.invalidateQueries({ queryKey: REDIRECTS }),
  });
}

export function useDeleteRedirect() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE("/api/v1/console/content/redirects/{id}", path(id))),
    onSuccess: () => void queries.invalidateQueries({ queryKey: REDIRECTS }),
  });
}
