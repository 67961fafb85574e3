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

/** Under a category: the form saves a sub-category of it; otherwise a category. */
export type CategoryLevel = { parentId: number } | null;

async function saveAt(id: number | null, body: CategoryInputType, under: CategoryLevel) {
  if (under === null)
    return id === null
      ? unwrap(api.POST("/api/v1/console/taxonomy/categories", { body }))
      : unwrap(api.PUT("/api/v1/console/taxonomy/categories/{id}", { params: { path: { id } }, body }));
  return id === null
    ? unwrap(
        api.POST("/api/v1/console/taxonomy/categories/{id}/sub-categories", {
          params: { path: { id: under.parentId } },
          body,
        }),
      )
    : unwrap(api.PUT("/api/v1/console/taxonomy/sub-categories/{id}", { params: { path: { id } }, body }));
}

/** Create (no id) or edit a category or sub-category; the product form's choices are fetched again afterwards. */
export function useSaveCategory() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      under = null,
    }: {
      id: number | null;
      body: CategoryInputType;
      under?: CategoryLevel;
    }) => saveAt(id, body, under),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "taxonomy"] }),
  });
}

export function useMoveCategory(sub = false) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number; direction: "up" | "down" }) =>
      unwrap(
        api.POST(
          sub
            ? "/api/v1/console/taxonomy/sub-categories/{id}/move"
            : "/api/v1/console/taxonomy/categories/{id}/move",
          { params: { path: { id } }, body: { direction } },
        ),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "taxonomy"] }),
  });
}

export function useDeleteCategory(sub = false) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        api.DELETE(
          sub ? "/api/v1/console/taxonomy/sub-categories/{id}" : "/api/v1/console/taxonomy/categories/{id}",
          { params: { path: { id } } },
        ),
      ),
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
