import { localizePath } from "../../i18n/paths.ts";
import { isLang } from "../../i18n/locales.ts";
import { messageOf } from "../../client/api.ts";
import { addToCart, buyNow, fetchCart } from "./cart-api.ts";
import type { Cart } from "./types.ts";

export interface ProductCartInput {
  productId: number;
  inventoryId: number | null | undefined;
  quantity: number;
  /** Set when the page already knows the choice cannot be bought (its message is shown instead). */
  problem: string | null;
}

/** What adding to the cart came to: the cart after it, or the message to show by the button. */
export type AddOutcome =
  { added: true; message: string; cart: Cart | null } | { added: false; error: string };

function pagePath(path: string): string {
  const lang = document.documentElement.lang;
  return isLang(lang) ? localizePath(path, lang) : path;
}

/** Add to cart from a product page: the badge follows; the cart is read again for the drawer. */
export async function addProductToCart(input: ProductCartInput, fallbackError: string): Promise<AddOutcome> {
  if (input.problem) return { added: false, error: input.problem };
  let message: string;
  try {
    message = await addToCart(input);
  } catch (error) {
    return { added: false, error: messageOf(error, fallbackError) };
  }
  // Added either way: without the cart's lines the drawer still shows the message and the way on.
  return { added: true, message, cart: await fetchCart().catch(() => null) };
}

/** Buy now: this product alone is selected, then the shipping step opens; else the message to show. */
export async function buyProductNow(input: ProductCartInput, fallbackError: string): Promise<string | null> {
  if (input.problem) return input.problem;
  try {
    await buyNow(input);
    window.location.href = pagePath("/shipping");
    return null;
  } catch (error) {
    return messageOf(error, fallbackError);
  }
}
