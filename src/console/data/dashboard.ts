import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

/** The figures of the console's first screen, as far as the person's role reaches. */
export function useDashboard() {
  return useQuery({
    queryKey: ["console", "dashboard"],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/dashboard"))).data,
  });
}

export type DashboardData = NonNullable<ReturnType<typeof useDashboard>["data"]>;
export type SalesDay = NonNullable<DashboardData["sales"]>["days"][number];
