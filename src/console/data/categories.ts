import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { CategoryInputType } from "../../lib/console/taxonomy-input.ts";

const KEY = ["console", "taxonomy", "categories"];

/** Every category in sibling order, with texts in every language and its sub-categories. */
export function useCategories() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/taxonomy/categories"))).data,
  });
}

export type ConsoleCategory = NonNullable<ReturnType<typeof useCategories>["data"]>[number];

/** Create (no id) or edit a category; the product form's choices are fetched again afterwards. */
export function useSaveCategory() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CategoryInputType }) =>
      id === null
        ? unwrap(api.POST("/api/v1/console/taxonomy/categories", { body }))
        : unwrap(api.PUT("/api/v1/console/taxonomy/categories/{id}", { params: { path: { id } }, body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "taxonomy"] }),
  });
}

export function useMoveCategory() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number; direction: "up" | "down" }) =>
      unwrap(
        api.POST("/api/v1/console/taxonomy/categories/{id}/move", {
          params: { path: { id } },
          body: { direction },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "taxonomy"] }),
  });
}

export function useDeleteCategory() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(api.DELETE("/api/v1/console/taxonomy/categories/{id}", { params: { path: { id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "taxonomy"] }),
  });
}

/** Set (a file) or remove (null) a category's picture; the new tree replaces the cached one. */
export function useCategoryPicture() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File | null }) =>
      (
        await unwrap(
          file
            ? api.POST("/api/v1/console/taxonomy/categories/{id}/picture", {
                params: { path: { id } },
                body: { file } as never,
                bodySerializer: formDataOf,
              })
            : api.DELETE("/api/v1/console/taxonomy/categories/{id}/picture", { params: { path: { id } } }),
        )
      ).data,
    onSuccess: (tree) => queries.setQueryData(KEY, tree),
  });
}
