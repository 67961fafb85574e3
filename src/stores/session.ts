import { atom } from "nanostores";
import { clearCartCount } from "./cart.ts";

export interface SessionUser {
  id: number;
  name: string;
}

export interface Session {
  signedIn: boolean;
  user: SessionUser | null;
}

export const $session = atom<Session>({ signedIn: false, user: null });

let known = false;

/** What the server rendered with; the first island to start passes it in. */
export function seedSession(session: Session): void {
  if (known) return;
  known = true;
  $session.set(session);
}

export function setSession(session: Session): void {
  known = true;
  $session.set(session);
}

/**
 * Signs out: the server forgets the session (GET user/logout, spec §7), the browser forgets the
 * user and empties the cart (spec §2 "Logout empties the cart").
 */
export async function signOut(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    await fetcher("/api/v1/user/logout", { credentials: "same-origin" });
  } catch {
    // Signing out locally still matters when the network is gone.
  }
  setSession({ signedIn: false, user: null });
  clearCartCount();
}
