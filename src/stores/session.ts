import { atom } from "nanostores";
import { api, unwrap, type ApiClient } from "../client/api.ts";
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
export function loadSession(client: ApiClient = api): Promise<void> {
  asked ??= unwrap(client.GET("/api/v1/user/session")).then(
    ({ data }) => {
      if (data.user && !$session.get().signedIn)
        setSession({ signedIn: true, user: { id: data.user.id, name: data.user.name } });
    },
    () => undefined,
  );
  return asked;
}

/**
 * Signs out: the server forgets the session (POST user/logout: a GET could be triggered by any
 * link or picture elsewhere), the browser forgets the user and empties the cart.
 */
export async function signOut(client: ApiClient = api): Promise<void> {
  try {
    await client.POST("/api/v1/user/logout");
  } catch {
    // Signing out locally still matters when the network is gone.
  }
  setSession({ signedIn: false, user: null });
  clearCartCount();
}
