import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export interface AuditView {
  page: string;
  person: string;
  entity: string;
  from: string;
  to: string;
}

/** Dates picked in the form ("2026-11-25") as the API's instants: from the day's start to its end. */
function auditQuery(view: AuditView) {
  return {
    page: Number(view.page) || 1,
    per_page: 25,
    ...(view.person.trim() ? { person: view.person.trim() } : {}),
    ...(view.entity ? { entity: view.entity } : {}),
    ...(view.from ? { from: `${view.from}T00:00:00Z` } : {}),
    ...(view.to ? { to: `${view.to}T23:59:59Z` } : {}),
  };
}

export function useAuditLog(view: AuditView) {
  return useQuery({
    queryKey: ["console", "audit", view],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/audit", { params: { query: auditQuery(view) } }))).data,
    placeholderData: (previous) => previous,
  });
}

export type AuditEntry = NonNullable<ReturnType<typeof useAuditLog>["data"]>["data"][number];
