import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import { useLanguage } from "../i18n/strings.tsx";

/** Categories and attributes with values, in the console's language. */
export function useTaxonomy() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ["console", "taxonomy", lang],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/taxonomy"))).data,
    staleTime: 5 * 60_000,
  });
}

export type Taxonomy = NonNullable<ReturnType<typeof useTaxonomy>["data"]>;

/** "Black / M": a variant's values by their titles. */
export function variantLabel(taxonomy: Taxonomy | undefined, valueIds: number[]): string {
  const titles = new Map(taxonomy?.attributes.flatMap((a) => a.values.map((v) => [v.id, v.title] as const)));
  return valueIds.map((id) => titles.get(id) ?? `#${id}`).join(" / ");
}
