/** The address picked on the shipping step, carried to checkout in this tab. */
const KEY = "checkout_address_id";

export function rememberAddress(id: number, storage: Storage | undefined = globalThis.sessionStorage): void {
  storage?.setItem(KEY, String(id));
}

export function rememberedAddress(
  storage: Storage | undefined = globalThis.sessionStorage,
): number | undefined {
  const id = Number(storage?.getItem(KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
