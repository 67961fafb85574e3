import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

const KEY = ["console", "content", "rebuild"];
const POLL_MS = 1000;

/** The latest "Rebuild all" job, asked again every second while it runs (a reload finds it again). */
export function useRebuild() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/content/rebuild"))).data,
    refetchInterval: (query) => (query.state.data?.status === "running" ? POLL_MS : false),
  });
}

/** Starts a rebuild, or joins the one running. */
export function useStartRebuild() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST("/api/v1/console/content/rebuild"))).data,
    onSuccess: ({ job }) => queries.setQueryData(KEY, job),
  });
}
