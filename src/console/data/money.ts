import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";

export interface EntriesView {
  page: string;
  from: string;
  to: string;
}

export function useMoneySummary(storeId: number) {
  return useQuery({
    queryKey: ["console", "money", storeId, "summary"],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/money/stores/{id}", { params: { path: { id: storeId } } })))
        .data,
  });
}

export type MoneySummary = NonNullable<ReturnType<typeof useMoneySummary>["data"]>;

/** Days picked in the form as the API's instants: from the first day's start to the last day's end. */
export function useLedgerEntries(storeId: number, view: EntriesView) {
  const query = {
    page: Number(view.page) || 1,
    per_page: 25,
    ...(view.from ? { from: `${view.from}T00:00:00Z` } : {}),
    ...(view.to ? { to: `${view.to}T23:59:59Z` } : {}),
  };
  return useQuery({
    queryKey: ["console", "money", storeId, "entries", view],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/money/stores/{id}/entries", { params: { path: { id: storeId }, query } }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type LedgerEntry = NonNullable<ReturnType<typeof useLedgerEntries>["data"]>["data"][number];

export function useStoreBalances(page: number) {
  return useQuery({
    queryKey: ["console", "money", "balances", page],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/money/balances", { params: { query: { page, per_page: 25 } } })))
        .data,
    placeholderData: keepPreviousData,
  });
}

export type StoreBalance = NonNullable<ReturnType<typeof useStoreBalances>["data"]>["data"][number];

export function useAskPayout(storeId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number) =>
      unwrap(
        api.POST("/api/v1/console/money/stores/{id}/payout-requests", {
          params: { path: { id: storeId } },
          body: { amount },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "money"] }),
  });
}

export function useRecordPayout(storeId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (payout: { amount: number; reference: string }) =>
      unwrap(
        api.POST("/api/v1/console/money/stores/{id}/payouts", {
          params: { path: { id: storeId } },
          body: payout,
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["console", "money"] }),
  });
}

export function useCommission() {
  return useQuery({
    queryKey: ["console", "commission"],
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/commission"))).data,
  });
}

export type CommissionSettings = NonNullable<ReturnType<typeof useCommission>["data"]>;

type RateTarget = { kind: "shop" } | { kind: "store" | "category"; id: number };

export function useSetCommission() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, percent }: { target: RateTarget; percent: number | null }) => {
      if (target.kind === "shop")
        return unwrap(api.PUT("/api/v1/console/commission/shop", { body: { percent: percent ?? 0 } }));
      const params = { path: { id: target.id } };
      return target.kind === "store"
        ? unwrap(api.PUT("/api/v1/console/commission/stores/{id}", { params, body: { percent } }))
        : unwrap(api.PUT("/api/v1/console/commission/categories/{id}", { params, body: { percent } }));
    },
    onSuccess: (answer) => queries.setQueryData(["console", "commission"], answer.data),
  });
}
