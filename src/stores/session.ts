import { atom } from "nanostores";
import { clearCartCount } from "./cart.ts";

interface SessionUser {
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

let asked: Promise<void> | undefined;

/**
 * Cached pages are rendered for a guest: the account menu asks once per page who is signed in
 * (GET user/session). A sign-in or sign-out made meanwhile in this page wins.
 */
export function loadSession(fetcher: typeof fetch = fetch): Promise<void> {
  asked ??= fetcher("/api/v1/user/session", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  })
    .then((response) => response.json() as Promise<{ status: number; data?: { user: SessionUser | null } }>)
    .then((answer) => {
      const user = answer.status === 200 ? answer.data?.user : null;
      if (user && !$session.get().signedIn)
        setSession({ signedIn: true, user: { id: user.id, name: user.name } });
    })
    .catch(() => undefined);
  return asked;
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
