import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export interface ReviewsView {
  page: string;
  rating: string;
  product: string;
  hidden: string;
}

export function useConsoleReviews(view: ReviewsView) {
  return useQuery({
    queryKey: ["console", "reviews", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/reviews", {
            params: {
              query: {
                page: Number(view.page) || 1,
                per_page: 25,
                ...(view.rating ? { rating: Number(view.rating) } : {}),
                ...(Number(view.product) > 0 ? { product_id: Number(view.product) } : {}),
                ...(view.hidden === "true" || view.hidden === "false" ? { hidden: view.hidden } : {}),
              },
            },
          }),
        )
      ).data,
    placeholderData: (previous) => previous,
  });
}

export type ConsoleReview = NonNullable<ReturnType<typeof useConsoleReviews>["data"]>["data"][number];

export function useReviewChange() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; hidden: boolean } | { id: number; answer: string }) => {
      const path = { params: { path: { id: change.id } } };
      return "hidden" in change
        ? unwrap(api.PUT("/api/v1/console/reviews/{id}/hidden", { ...path, body: { hidden: change.hidden } }))
        : unwrap(
            api.PUT("/api/v1/console/reviews/{id}/answer", { ...path, body: { answer: change.answer } }),
          );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "reviews"] }),
  });
}
