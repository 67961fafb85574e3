/** Key of the guest's token in local storage (user_token). */
export const GUEST_TOKEN_KEY = "user_token";

/** About 18 base-36 characters, made by the browser. */
export function newGuestToken(random: () => number = Math.random): string {
  let token = "";
  while (token.length < 18) token += Math.floor(random() * 36).toString(36);
  return token;
}

/** The guest's token, made and kept on first use; undefined outside a browser. */
export function guestToken(storage: Storage | undefined = globalThis.localStorage): string | undefined {
  if (!storage) return undefined;
  let token = storage.getItem(GUEST_TOKEN_KEY);
  if (!token) {
    token = newGuestToken();
    storage.setItem(GUEST_TOKEN_KEY, token);
  }
  return token;
}
