import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type {
  FlashEntriesInputType,
  FlashSaleInputType,
  VoucherInputType,
} from "../../lib/console/promotion-input.ts";

const PROMOTIONS = ["console", "promotions"];

function useRefreshPromotions() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: PROMOTIONS });
}

export function useVouchers(query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...PROMOTIONS, "vouchers", query],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/vouchers", {
            params: { query: { page: query.page, ...(query.q ? { q: query.q } : {}) } },
          }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type ConsoleVoucher = NonNullable<ReturnType<typeof useVouchers>["data"]>["data"][number];

/** Create (no id) or edit a voucher; `active: false` disables it. */
export function useSaveVoucher() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VoucherInputType }) =>
      id === null
        ? unwrap(api.POST("/api/v1/console/vouchers", { body }))
        : unwrap(api.PUT("/api/v1/console/vouchers/{id}", { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

export function useFlashSales(page: number) {
  return useQuery({
    queryKey: [...PROMOTIONS, "flash-sales", page],
    queryFn: async () =>
      (await unwrap(api.GET("/api/v1/console/flash-sales", { params: { query: { page } } }))).data,
    placeholderData: keepPreviousData,
  });
}

export type ConsoleFlashSale = NonNullable<ReturnType<typeof useFlashSales>["data"]>["data"][number];

export function useSaveFlashSale() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: FlashSaleInputType }) =>
      id === null
        ? unwrap(api.POST("/api/v1/console/flash-sales", { body }))
        : unwrap(api.PUT("/api/v1/console/flash-sales/{id}", { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

/** A seller's own products in a sale. */
export function useSaveFlashEntries() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: FlashEntriesInputType }) =>
      unwrap(api.PUT("/api/v1/console/flash-sales/{id}/entries", { params: { path: { id } }, body })),
    onSuccess: refresh,
  });
}

/** Products whose title or SKU holds `q`, for a flash sale's product picker. */
export function useProductChoices(q: string, status?: "published") {
  return useQuery({
    queryKey: ["console", "products", "choices", q, status],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/products", { params: { query: { q, per_page: 10, page: 1, status } } }),
        )
      ).data,
    enabled: q.trim().length > 0,
  });
}

export function useBundleDeals(query: { q: string; page: number }) {
  return useQuery({
    queryKey: [...PROMOTIONS, "bundle-deals", query],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/api/v1/console/bundle-deals", {
            params: { query: { page: query.page, ...(query.q ? { q: query.q } : {}) } },
          }),
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export type ConsoleBundleDeal = NonNullable<ReturnType<typeof useBundleDeals>["data"]>["data"][number];

/** Switch a bundle deal on or off; the row shows the saved state at once. */
export function useSwitchBundleDeal() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (
        await unwrap(
          api.PUT("/api/v1/console/bundle-deals/{id}/active", { params: { path: { id } }, body: { active } }),
        )
      ).data,
    onSuccess: (saved) => {
      queries.setQueriesData<{ data: ConsoleBundleDeal[] }>(
        { queryKey: [...PROMOTIONS, "bundle-deals"] },
        (page) => page && { ...page, data: page.data.map((deal) => (deal.id === saved.id ? saved : deal)) },
      );
    },
  });
}
