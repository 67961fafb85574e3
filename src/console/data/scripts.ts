import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { ScriptInputType } from "../../lib/console/script-input.ts";

const KEY = ["console", "content", "scripts"];

export function useScripts() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/scripts"))).data,
  });
}

export type ConsoleScript = NonNullable<ReturnType<typeof useScripts>["data"]>[number];

/** Every change answers with the scripts as they now are: keep them. */
export function useScriptChange() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (change: { id?: number; input?: ScriptInputType }) => {
      const { id, input } = change;
      const path = { params: { path: { id: id ?? 0 } } };
      const answer =
        id === undefined
          ? await unwrap(api.POST("/api/v1/console/content/scripts", { body: input! }))
          : input
            ? await unwrap(api.PUT("/api/v1/console/content/scripts/{id}", { ...path, body: input }))
            : await unwrap(api.DELETE("/api/v1/console/content/scripts/{id}", path));
      return answer.data;
    },
    onSuccess: (scripts) => queries.setQueryData(KEY, scripts),
  });
}
