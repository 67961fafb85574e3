import { setCartCount } from "../../stores/cart.ts";
import { GUEST_TOKEN_KEY } from "../../stores/guest-token.ts";
import { setSession } from "../../stores/session.ts";
import { api, unwrap } from "../../client/api.ts";

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  cart_count: number;
  token: string;
}

/** Signs in with the guest's token so the guest's cart, addresses and orders come along. */
export async function signInWithPassword(email: string, password: string): Promise<SignedInUser> {
  const userToken = globalThis.localStorage?.getItem(GUEST_TOKEN_KEY) ?? undefined;
  const { data } = await unwrap(
    api.POST("/api/v1/user/signin", { body: { email, password, user_token: userToken } }),
  );
  rememberSignedIn(data);
  return data;
}

/** The header (account menu, cart badge) follows without a page reload. */
export function rememberSignedIn(user: { id: number; name: string; cart_count: number }): void {
  setSession({ signedIn: true, user: { id: user.id, name: user.name } });
  setCartCount(user.cart_count);
}
