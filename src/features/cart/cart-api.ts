import { loadCartCount, setCartCount } from "../../stores/cart.ts";
import { shopApi } from "./api.ts";
import type { Cart } from "./types.ts";

export async function fetchCart(addressId?: number): Promise<Cart> {
  return (await shopApi<Cart>("GET", "cart/by-user", { address_id: addressId })).data;
}

/** Adds to the cart; the badge rises by the added quantity (spec §4). Returns the server's message. */
export async function addToCart(input: {
  productId: number;
  inventoryId?: number | null;
  quantity: number;
}): Promise<string> {
  const { data, message } = await shopApi<{ id: number; count: number }>("POST", "cart/action", {
    product_id: input.productId,
    inventory_id: input.inventoryId ?? null,
    quantity: input.quantity,
  });
  // The server's sum of quantities: the old count plus what was added (spec §4).
  setCartCount(data.count);
  return message;
}

/** Puts this product alone in the checkout selection. */
export async function buyNow(input: { productId: number; inventoryId?: number | null; quantity: number }) {
  const { data } = await shopApi<{ id: number; count: number }>("POST", "cart/buy-now", {
    product_id: input.productId,
    inventory_id: input.inventoryId ?? null,
    quantity: input.quantity,
  });
  setCartCount(data.count);
}

export async function setLineQuantity(line: { id: number; productId: number }, quantity: number) {
  const { data } = await shopApi<{ id: number; count: number }>("POST", "cart/action", {
    id: line.id,
    product_id: line.productId,
    quantity,
  });
  setCartCount(data.count);
}

export async function deleteLine(id: number): Promise<string> {
  const { data, message } = await shopApi<{ count: number }>("DELETE", `cart/delete/${id}`);
  setCartCount(data.count);
  return message;
}

/** Select (checked) and unselect (unchecked) lines; the bundle flag is set when a line has a deal. */
export async function changeSelection(input: {
  checked: number[];
  unchecked: number[];
  isBundle: boolean;
  addressId?: number;
}): Promise<Cart> {
  const { data } = await shopApi<Cart>("POST", "cart/change", {
    checked: input.checked,
    unchecked: input.unchecked,
    isBundle: input.isBundle,
    address_id: input.addressId,
  });
  return data;
}

export async function updateShipping(input: {
  storeId: number;
  type: number;
  optionId: number;
  addressId?: number;
}): Promise<Cart> {
  const { data } = await shopApi<Cart>("POST", "cart/update-shipping", {
    store_id: input.storeId,
    shipping_type: input.type,
    id: input.optionId,
    address_id: input.addressId,
  });
  return data;
}

/** The header badge reads the real count once per page (guests' carts live under their token). */
export function startCartBadge(): Promise<void> {
  return loadCartCount(async () => (await fetchCart()).count);
}
