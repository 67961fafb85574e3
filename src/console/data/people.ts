import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export interface PeopleView {
  page: string;
  q: string;
  role: string;
}

type Role = "customer" | "seller" | "editor" | "admin";

export function usePeople(view: PeopleView) {
  return useQuery({
    queryKey: ["console", "people", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/people", {
            params: {
              query: {
                page: Number(view.page) || 1,
                per_page: 25,
                ...(view.q ? { q: view.q } : {}),
                ...(view.role ? { role: view.role as Role } : {}),
              },
            },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type Person = NonNullable<ReturnType<typeof usePeople>["data"]>["data"][number];

/** What an admin may do to an account, one request each. */
export type PersonAction =
  | { kind: "block"; id: number; reason: string }
  | { kind: "unblock"; id: number }
  | { kind: "signOut"; id: number }
  | { kind: "reset"; id: number }
  | { kind: "role"; id: number; role: Role };

async function send(action: PersonAction): Promise<unknown> {
  const path = { params: { path: { id: action.id } } };
  switch (action.kind) {
    case "block":
      return unwrap(
        api.POST("/api/v1/console/people/{id}/block", { ...path, body: { reason: action.reason } }),
      );
    case "unblock":
      return unwrap(api.POST("/api/v1/console/people/{id}/unblock", path));
    case "signOut":
      return unwrap(api.POST("/api/v1/console/people/{id}/sign-out", path));
    case "reset":
      return unwrap(api.POST("/api/v1/console/people/{id}/password-reset", path));
    case "role":
      return unwrap(api.PUT("/api/v1/console/people/{id}/role", { ...path, body: { role: action.role } }));
  }
}

export function usePersonAction() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "people"] }),
  });
}
