import { useQuery } from "@tanstack/react-query";
import { api, ApiError, unwrap } from "../../client/api.ts";

export type Me = Awaited<ReturnType<typeof fetchMe>>;

async function fetchMe() {
  return (await unwrap(api.GET("/api/v1/console/me"))).data;
}

/** Who is signed in, their store and what they may do; null when the session has ended. */
export function useMe() {
  return useQuery({
    queryKey: ["console", "me"],
    queryFn: async () => {
      try {
        return await fetchMe();
      } catch (error) {
        if (error instanceof ApiError && error.http === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
