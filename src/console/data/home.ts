import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { HomeInputType } from "../../lib/console/home-input.ts";

const KEY = ["console", "content", "home"];

/** The home page's slider and feature boxes: live, draft and versions. */
export function useHome() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/home"))).data,
  });
}

export type ConsoleHome = NonNullable<ReturnType<typeof useHome>["data"]>;
export type HomeContent = ConsoleHome["live"];

/** Every change answers with the home page's content as it now is: keep it. */
function useHomeChange<T>(send: (input: T) => Promise<{ data: ConsoleHome }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).data,
    onSuccess: (home) => queries.setQueryData(KEY, home),
  });
}

export const useSaveHome = () =>
  useHomeChange((body: HomeInputType) => unwrap(api.PUT("/api/v1/console/content/home", { body })));

export const useSlidePicture = () =>
  useHomeChange(({ id, file }: { id: number; file: File }) =>
    unwrap(
      api.POST("/api/v1/console/content/home/slides/{id}/picture", {
        params: { path: { id } },
        body: { file } as never,
        bodySerializer: formDataOf,
      }),
    ),
  );

export const usePublishHome = () =>
  useHomeChange(() => unwrap(api.POST("/api/v1/console/content/home/publish")));

export const useRestoreHome = () =>
  useHomeChange((versionId: number) =>
    unwrap(
      api.POST("/api/v1/console/content/home/versions/{versionId}/restore", {
        params: { path: { versionId } },
      }),
    ),
  );

/** Adds a slide (picture and English title) to a new draft. */
export const useAddSlide = () =>
  useHomeChange(({ title, file }: { title: string; file: File }) =>
    unwrap(
      api.POST("/api/v1/console/content/home/slides", {
        body: { file, title } as never,
        bodySerializer: formDataOf,
      }),
    ),
  );

/** Takes a slide out in a new draft. */
export const useDeleteSlide = () =>
  useHomeChange((id: number) =>
    unwrap(api.DELETE("/api/v1/console/content/home/slides/{id}", { params: { path: { id } } })),
  );

/** Sets the featured products, in their order, in a new draft. */
export const useFeaturedProducts = () =>
  useHomeChange((productIds: number[]) =>
    unwrap(api.PUT("/api/v1/console/content/home/featured", { body: { product_ids: productIds } })),
  );
