import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { components } from "../../client/api-types.ts";

export type ConsolePicture = components["schemas"]["ConsolePicture"];

const keyOf = (productId: number) => ["console", "pictures", productId];

/** A product's pictures in gallery order. */
export function usePictures(productId: number) {
  return useQuery({
    queryKey: keyOf(productId),
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/products/{id}/pictures", { params: { path: { id: productId } } }),
        )
      ).data,
  });
}

/** Every change answers the new list, which replaces the cached one. */
export function usePictureChanges(productId: number) {
  const queries = useQueryClient();
  const done = (pictures: ConsolePicture[]) => queries.setQueryData(keyOf(productId), pictures);
  const path = { id: productId };
  return {
    upload: useMutation({
      mutationFn: async (body: { file: File; attribute_value_id: string; alt: string }) =>
        (
          await unwrap(
            api.POST("/api/v1/console/products/{id}/pictures", {
              params: { path },
              body: body as never,
              bodySerializer: formDataOf,
            }),
          )
        ).data,
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: async ({
        pictureId,
        ...body
      }: {
        pictureId: number;
        attribute_value_id?: number | null;
        alt?: Record<string, string>;
      }) =>
        (
          await unwrap(
            api.PUT("/api/v1/console/products/{id}/pictures/{pictureId}", {
              params: { path: { ...path, pictureId } },
              body,
            }),
          )
        ).data,
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: async (ids: number[]) =>
        (
          await unwrap(
            api.POST("/api/v1/console/products/{id}/picture-order", { params: { path }, body: { ids } }),
          )
        ).data,
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: async (pictureId: number) =>
        (
          await unwrap(
            api.DELETE("/api/v1/console/products/{id}/pictures/{pictureId}", {
              params: { path: { ...path, pictureId } },
            }),
          )
        ).data,
      onSuccess: done,
    }),
  };
}
