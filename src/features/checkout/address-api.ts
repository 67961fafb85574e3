import { api, unwrap } from "../../client/api.ts";
import type { Address } from "../cart/types.ts";
import type { AddressValues } from "./address-form.ts";

export interface Country {
  id: number;
  code: string;
  name: string;
  phone_code: string | null;
  /** Not sent by countries-phones yet; the state becomes a text field without it. */
  states?: { code: string; name: string }[];
}

let countries: Promise<Country[]> | undefined;

export function loadCountries(): Promise<Country[]> {
  countries ??= unwrap(api.GET("/api/v1/countries-phones")).then((r) => r.data);
  return countries;
}

export async function listAddresses(): Promise<Address[]> {
  return (await unwrap(api.GET("/api/v1/user/address/all"))).data;
}

/** Saves (adds, or updates when id is set); the server's 'saved' message for the toast. */
export async function saveAddress(values: AddressValues): Promise<{ address: Address; message: string }> {
  const { data, message } = await unwrap(
    api.POST("/api/v1/user/address/action", {
      body: { ...values, address2: values.address2.trim() || null },
    }),
  );
  return { address: data, message };
}

export async function deleteAddress(id: number): Promise<string> {
  return (await unwrap(api.DELETE("/api/v1/user/address/delete/{id}", { params: { path: { id } } }))).message;
}

/** Add/update puts it at the top of the list or replaces it in place. */
export function upsertAddress(list: Address[], saved: Address): Address[] {
  return list.some((a) => a.id === saved.id)
    ? list.map((a) => (a.id === saved.id ? saved : a))
    : [saved, ...list];
}
