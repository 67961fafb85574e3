import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { BannerInputType } from "../../lib/console/banner-input.ts";

const KEY = ["console", "content", "banners"];

/** Every banner with its placement, live English title and whether it has a draft. */
export function useBanners() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/banners"))).data,
  });
}

/** One banner: live content, draft and versions. */
export function useBanner(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/content/banners/{id}", { params: { path: { id } } }))).data,
  });
}

export type ConsoleBanner = NonNullable<ReturnType<typeof useBanner>["data"]>;
export type BannerContent = ConsoleBanner["live"];

/** Every change answers with the banner as it now is: keep it, and mark the list stale. */
function useBannerChange<T>(id: number, send: (input: T) => Promise<{ data: ConsoleBanner }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).data,
    onSuccess: (banner) => {
      queries.setQueryData([...KEY, id], banner);
      void queries.invalidateQueries({ queryKey: KEY, exact: true });
    },
  });
}

const path = (id: number) => ({ params: { path: { id } } });

export const useSaveBanner = (id: number) =>
  useBannerChange(id, (body: BannerInputType) =>
    unwrap(api.PUT("/api/v1/console/content/banners/{id}", { ...path(id), body })),
  );

export const useBannerPicture = (id: number) =>
  useBannerChange(id, (file: File) =>
    unwrap(
      api.POST("/api/v1/console/content/banners/{id}/picture", {
        ...path(id),
        body: { file } as never,
        bodySerializer: formDataOf,
      }),
    ),
  );

export const usePublishBanner = (id: number) =>
  useBannerChange(id, () => unwrap(api.POST("/api/v1/console/content/banners/{id}/publish", path(id))));

export const useRestoreBanner = (id: number) =>
  useBannerChange(id, (versionId: number) =>
    unwrap(
      api.POST("/api/v1/console/content/banners/{id}/versions/{versionId}/restore", {
        params: { path: { id, versionId } },
      }),
    ),
  );

export function useBannerPreviewLink(id: number) {
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST("/api/v1/console/content/banners/{id}/preview-link", path(id)))).data,
  });
}
