import type { AstroCookies } from "astro";
import { requestContextOf } from "../../layouts/common-data.ts";
import type { OrderView } from "../../lib/order-view.ts";
import { isAppError } from "../../server/core/errors.ts";
import { findOwnOrderByCode } from "../../server/modules/orders/index.ts";
import { GUEST_TOKEN_COOKIE } from "../../stores/guest-token.ts";

/**
 * A tracking code as the shop makes them: letters and digits (place-order.ts), with a dash in the
 * demo's and imported ones ("MM-…"); at most 40, as the track-order route takes them.
 */
const CODE = /^[A-Z0-9-]{4,40}$/i;
/** A guest's browser-made token: base-36 characters, as the API takes them (at most 64). */
const GUEST_TOKEN = /^[a-z0-9]{1,64}$/i;

/**
 * The order the confirmation page shows, or null (the page answers 404): a signed-in customer's
 * own order, or a guest's by the user_token that placed it (its cookie). Nobody else's.
 */
export async function confirmedOrderOf(
  locals: App.Locals,
  cookies: AstroCookies,
  code: string | undefined,
): Promise<OrderView | null> {
  if (!code || !CODE.test(code)) return null;
  const token = cookies.get(GUEST_TOKEN_COOKIE)?.value;
  const guestToken = token && GUEST_TOKEN.test(token) ? token : undefined;
  try {
    return await findOwnOrderByCode({ ...requestContextOf(locals), guestToken }, code);
  } catch (error) {
    if (isAppError(error) && error.kind === "not_found") return null;
    throw error;
  }
}
