import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { AttributeValueInputType, NamedInputType } from "../../lib/console/taxonomy-input.ts";

/** The kinds listed by pages with a search; attributes are listed whole with their values. */
export type NamedKind = "brands" | "collections" | "tags";
export type EditableKind = NamedKind | "attributes";

/** What a catalogue form sends: NamedInput, with `public` or `color` when the kind has them. */
export type NamedBody = NamedInputType & { public?: boolean; color?: string | null };

const TAXONOMY = ["console", "taxonomy"];

/** After any catalogue change every console list of it, and the product form's choices, load again. */
function useRefreshTaxonomy() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: TAXONOMY });
}

export function useNamedList(kind: NamedKind, query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...TAXONOMY, kind, query],
    queryFn: async () =>
      (
        await unwrap(
          api.GET(`/api/v1/console/taxonomy/${kind}`, {
            params: { query: { page: query.page, ...(query.q ? { q: query.q } : {}) } },
          }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type ConsoleNamed = NonNullable<ReturnType<typeof useNamedList>["data"]>["data"][number];

/** Create (no id) or edit a brand, collection, tag or attribute. */
export function useSaveNamed(kind: EditableKind) {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: NamedBody }) =>
      id === null
        ? unwrap(api.POST(`/api/v1/console/taxonomy/${kind}`, { body }))
        : unwrap(api.PUT(`/api/v1/console/taxonomy/${kind}/{id}`, { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useDeleteNamed(kind: EditableKind) {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(api.DELETE(`/api/v1/console/taxonomy/${kind}/{id}`, { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

/** Every attribute with its names in every language and its values. */
export function useAttributes() {
  return useQuery({
    queryKey: [...TAXONOMY, "attributes"],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/taxonomy/attributes"))).data,
  });
}

export type ConsoleAttribute = NonNullable<ReturnType<typeof useAttributes>["data"]>[number];
export type ConsoleAttributeValue = ConsoleAttribute["values"][number];

/** Add a value to an attribute (`attributeId`) or edit one (`id`). */
export function useSaveAttributeValue() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: async ({
      target,
      body,
    }: {
      target: { attributeId: number } | { id: number };
      body: AttributeValueInputType;
    }) =>
      "id" in target
        ? unwrap(
            api.PUT("/api/v1/console/taxonomy/attribute-values/{id}", {
              params: { path: { id: target.id } },
              body,
            }),
          )
        : unwrap(
            api.POST("/api/v1/console/taxonomy/attributes/{id}/values", {
              params: { path: { id: target.attributeId } },
              body,
            }),
          ),
    onSuccess: refresh,
  });
}

export function useDeleteAttributeValue() {
  const refresh = useRefreshTaxonomy();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(api.DELETE("/api/v1/console/taxonomy/attribute-values/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
