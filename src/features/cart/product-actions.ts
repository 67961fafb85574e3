import { localizePath } from "../../i18n/paths.ts";
import { isLang } from "../../i18n/locales.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import { addToCart, buyNow } from "./cart-api.ts";

export interface ProductCartInput {
  productId: number;
  inventoryId: number | null | undefined;
  quantity: number;
  /** Set when the page already knows the choice cannot be bought (its message is shown instead). */
  problem: string | null;
}

function pagePath(path: string): string {
  const lang = document.documentElement.lang;
  return isLang(lang) ? localizePath(path, lang) : path;
}

/** Add to cart from a product page: the server's message as a success toast, the badge follows. */
export async function addProductToCart(input: ProductCartInput, fallbackError: string): Promise<boolean> {
  if (input.problem) {
    showError(input.problem);
    return false;
  }
  try {
    const message = await addToCart(input);
    showToast({ message });
    return true;
  } catch (error) {
    showError(messageOf(error, fallbackError));
    return false;
  }
}

/** Buy now: this product alone is selected, then the shipping step opens. */
export async function buyProductNow(input: ProductCartInput, fallbackError: string): Promise<void> {
  if (input.problem) return showError(input.problem);
  try {
    await buyNow(input);
    window.location.href = pagePath("/shipping");
  } catch (error) {
    showError(messageOf(error, fallbackError));
  }
}
