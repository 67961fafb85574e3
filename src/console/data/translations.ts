import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { components } from "../../client/api-types.ts";

export type MissingText = components["schemas"]["MissingTranslation"];

export type TranslatedLang = "fr" | "ar" | "hi" | "tr";
export const TRANSLATED_LANGS: TranslatedLang[] = ["fr", "ar", "hi", "tr"];

export function useMissingTranslations(lang: TranslatedLang, kind: string) {
  return useQuery({
    queryKey: ["console", "translations", lang, kind],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/translations/{lang}", {
            params: { path: { lang }, query: kind ? { kind: kind as MissingText["kind"] } : {} },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export function useSaveTranslation(lang: TranslatedLang) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ row, text }: { row: MissingText; text: string }) =>
      unwrap(
        api.PUT("/api/v1/console/translations/{lang}", {
          params: { path: { lang } },
          body:
            row.field === "title"
              ? { kind: row.kind, id: row.id, title: text }
              : { kind: row.kind, id: row.id, description: text },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "translations", lang] }),
  });
}
