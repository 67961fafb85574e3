import { api, unwrap } from "../../client/api.ts";
import { loadCartCount, setCartCount } from "../../stores/cart.ts";
import type { Address, Cart } from "./types.ts";

type CartAnswer = Omit<Cart, "address"> & { address: { id: number } | null };

/** The document names only the address's id; the server sends the whole address (user/address/all's). */
function withAddress(cart: CartAnswer): Cart {
  return { ...cart, address: cart.address as Address | null };
}

export async function fetchCart(addressId?: number): Promise<Cart> {
  const query = addressId === undefined ? {} : { address_id: addressId };
  return withAddress((await unwrap(api.GET("/api/v1/cart/by-user", { params: { query } }))).data);
}

/** Adds to the cart; the badge rises by the added quantity. Returns the server's message. */
export async function addToCart(input: {
  productId: number;
  inventoryId?: number | null;
  quantity: number;
}): Promise<string> {
  const { data, message } = await unwrap(
    api.POST("/api/v1/cart/action", {
      body: {
        product_id: input.productId,
        inventory_id: input.inventoryId ?? null,
        quantity: input.quantity,
      },
    }),
  );
  // The server's sum of quantities: the old count plus what was added.
  setCartCount(data.count);
  return message;
}

/** Puts this product alone in the checkout selection. */
export async function buyNow(input: { productId: number; inventoryId?: number | null; quantity: number }) {
  const { data } = await unwrap(
    api.POST("/api/v1/cart/buy-now", {
      body: {
        product_id: input.productId,
        inventory_id: input.inventoryId ?? null,
        quantity: input.quantity,
      },
    }),
  );
  setCartCount(data.count);
}

export async function setLineQuantity(line: { id: number; productId: number }, quantity: number) {
  const { data } = await unwrap(
    api.POST("/api/v1/cart/action", { body: { id: line.id, product_id: line.productId, quantity } }),
  );
  setCartCount(data.count);
}

export async function deleteLine(id: number): Promise<string> {
  const { data, message } = await unwrap(
    api.DELETE("/api/v1/cart/delete/{id}", { params: { path: { id } } }),
  );
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
  const { data } = await unwrap(
    api.POST("/api/v1/cart/change", {
      body: {
        checked: input.checked,
        unchecked: input.unchecked,
        isBundle: input.isBundle,
        address_id: input.addressId,
      },
    }),
  );
  return withAddress(data);
}

export async function updateShipping(input: {
  storeId: number;
  type: number;
  optionId: number;
  addressId?: number;
}): Promise<Cart> {
  const { data } = await unwrap(
    api.POST("/api/v1/cart/update-shipping", {
      body: {
        store_id: input.storeId,
        // The server's own option kinds (1 place, 2 pickup), documented as any integer in the cart.
        shipping_type: input.type as 1 | 2,
        id: input.optionId,
        address_id: input.addressId,
      },
    }),
  );
  return withAddress(data);
}

/** The header badge reads the real count once per page (guests' carts live under their token). */
export function startCartBadge(): Promise<void> {
  return loadCartCount(async () => (await fetchCart()).count);
}
