import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, formDataOf, unwrap } from "../../client/api.ts";
import type { MenuLinkInputType, MoveDirection, SocialLinkInputType } from "../../lib/console/menu-input.ts";

const KEY = ["console", "content", "menus"];

/** The header and footer links with their labels, and the social links, in their order. */
export function useMenus() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/menus"))).data,
  });
}

type ConsoleMenus = NonNullable<ReturnType<typeof useMenus>["data"]>;
export type ConsoleMenuLink = ConsoleMenus["links"][number];
export type ConsoleSocialLink = ConsoleMenus["social"][number];

/** Every change answers with the menus as they now are: keep them. */
function useMenuChange<V>(send: (value: V) => Promise<{ data: ConsoleMenus }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (value: V) => (await send(value)).data,
    onSuccess: (menus) => queries.setQueryData(KEY, menus),
  });
}

const path = (id: number) => ({ params: { path: { id } } });

export const useSaveLink = () =>
  useMenuChange(({ id, input }: { id?: number; input: MenuLinkInputType }) =>
    unwrap(
      id === undefined
        ? api.POST("/api/v1/console/content/menus/links", { body: input })
        : api.PUT("/api/v1/console/content/menus/links/{id}", { ...path(id), body: input }),
    ),
  );

export const useMoveLink = () =>
  useMenuChange(({ id, direction }: { id: number; direction: MoveDirection }) =>
    unwrap(api.POST("/api/v1/console/content/menus/links/{id}/move", { ...path(id), body: { direction } })),
  );

export const useDeleteLink = () =>
  useMenuChange((id: number) => unwrap(api.DELETE("/api/v1/console/content/menus/links/{id}", path(id))));

export const useSaveSocial = () =>
  useMenuChange(({ id, input }: { id?: number; input: SocialLinkInputType }) =>
    unwrap(
      id === undefined
        ? api.POST("/api/v1/console/content/menus/social", { body: input })
        : api.PUT("/api/v1/console/content/menus/social/{id}", { ...path(id), body: input }),
    ),
  );

export const useSocialIcon = () =>
  useMenuChange(({ id, file }: { id: number; file: File }) =>
    unwrap(
      api.POST("/api/v1/console/content/menus/social/{id}/picture", {
        ...path(id),
        body: { file } as never,
        bodySerializer: formDataOf,
      }),
    ),
  );

export const useMoveSocial = () =>
  useMenuChange(({ id, direction }: { id: number; direction: MoveDirection }) =>
    unwrap(api.POST("/api/v1/console/content/menus/social/{id}/move", { ...path(id), body: { direction } })),
  );

export const useDeleteSocial = () =>
  useMenuChange((id: number) => unwrap(api.DELETE("/api/v1/console/content/menus/social/{id}", path(id))));
