import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export function useContactMessages(view: { page: string; handled: string }) {
  return useQuery({
    queryKey: ["console", "messages", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/messages", {
            params: {
              query: {
                page: Number(view.page) || 1,
                per_page: 25,
                ...(view.handled === "true" || view.handled === "false" ? { handled: view.handled } : {}),
              },
            },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type ContactMessage = NonNullable<ReturnType<typeof useContactMessages>["data"]>["data"][number];

/** Opening a message marks it read on the server: the list is asked again. */
export function useContactMessage(id: number | null) {
  const queries = useQueryClient();
  return useQuery({
    queryKey: ["console", "message", id],
    enabled: id !== null,
    queryFn: async () => {
      const answer = await unwrap(
        api.GET("/api/v1/console/messages/{id}", { params: { path: { id: id ?? 0 } } }),
      );
      void queries.invalidateQueries({ queryKey: ["console", "messages"] });
      return answer.data;
    },
  });
}

export function useMarkHandled() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      unwrap(
        api.PUT("/api/v1/console/messages/{id}/handled", { params: { path: { id } }, body: { handled } }),
      ),
    onSuccess: (answer) => {
      queries.setQueryData(["console", "message", answer.data.id], answer.data);
      return queries.invalidateQueries({ queryKey: ["console", "messages"] });
    },
  });
}

export function useSubscribers(view: { page: string; q: string }) {
  return useQuery({
    queryKey: ["console", "newsletter", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/newsletter", {
            params: {
              query: { page: Number(view.page) || 1, per_page: 25, ...(view.q ? { q: view.q } : {}) },
            },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type Subscriber = NonNullable<ReturnType<typeof useSubscribers>["data"]>["data"][number];

export function subscribersCsvHref(q: string): string {
  return `/api/v1/console/newsletter/export${q ? `?q=${encodeURIComponent(q)}` : ""}`;
}
