import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../../client/api.ts";
import type { components } from "../../client/api-types.ts";

const KEY = ["console", "settings"] as const;

export function useSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await unwrap(api.GET("/api/v1/console/settings"))).data,
  });
}
export type ConsoleSettings = NonNullable<ReturnType<typeof useSettings>["data"]>;
export type PaymentMethodSettings = ConsoleSettings["payments"][number];
export type ShopSettingsInput = components["schemas"]["ShopSettingsInput"];
export type PaymentMethodInput = components["schemas"]["PaymentMethodInput"];

/** Every save answers the whole screen again: it replaces the cached copy. */
function useSave<T>(send: (input: T) => Promise<{ data: ConsoleSettings }>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queries.setQueryData(KEY, answer.data),
  });
}

export function useSaveShop() {
  return useSave((body: ShopSettingsInput) => unwrap(api.PUT("/api/v1/console/settings/shop", { body })));
}

export function useSaveLanguages() {
  return useSave((languages: string[]) =>
    unwrap(api.PUT("/api/v1/console/settings/languages", { body: { languages } })),
  );
}

export function useSavePaymentMethod() {
  return useSave(({ id, body }: { id: number; body: PaymentMethodInput }) =>
    unwrap(api.PUT("/api/v1/console/settings/payment-methods/{id}", { params: { path: { id } }, body })),
  );
}

export function useTestPaymentMethod() {
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await unwrap(
          api.POST("/api/v1/console/settings/payment-methods/{id}/test", { params: { path: { id } } }),
        )
      ).data,
  });
}
