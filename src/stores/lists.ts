import { atom, type WritableAtom } from "nanostores";
import { api, ApiError, unwrap, type ApiClient } from "../client/api.ts";
import { showError, showToast } from "./ui.ts";

/** Product ids on the signed-in user's wishlist, compare list, and ids of the stores they follow. */
export const $wishlisted = atom<readonly number[]>([]);
export const $compared = atom<readonly number[]>([]);
export const $followed = atom<readonly number[]>([]);

export type ListKind = "wishlist" | "compare" | "follow";

interface ListCalls {
  $ids: WritableAtom<readonly number[]>;
  /** The ids on the list. */
  all: (client: ApiClient) => Promise<number[]>;
  /** Puts the item on the list or takes it off: data true when it is on afterwards. */
  toggle: (client: ApiClient, id: number) => Promise<{ data: boolean; message: string }>;
}

const idsOf = async (answer: Promise<{ data: { id: number }[] }>) =>
  (await answer).data.map((item) => item.id);

const LISTS: Record<ListKind, ListCalls> = {
  wishlist: {
    $ids: $wishlisted,
    all: (client) => idsOf(unwrap(client.GET("/api/v1/user/wishlist/all"))),
    toggle: (client, id) => unwrap(client.POST("/api/v1/user/wishlist/action", { body: { product_id: id } })),
  },
  compare: {
    $ids: $compared,
    all: (client) => idsOf(unwrap(client.GET("/api/v1/user/compare-list/all"))),
    toggle: (client, id) =>
      unwrap(client.POST("/api/v1/user/compare-list/action", { body: { product_id: id } })),
  },
  follow: {
    $ids: $followed,
    all: (client) => idsOf(unwrap(client.GET("/api/v1/user/store/following-list"))),
    toggle: (client, id) => unwrap(client.POST("/api/v1/user/store/follow", { body: { store_id: id } })),
  },
};

/** What the server rendered for one item (the page knows); a later toggle in the browser wins. */
export function seedListed(kind: ListKind, id: number, on: boolean): void {
  const { $ids } = LISTS[kind];
  const ids = $ids.get();
  if (on && !ids.includes(id)) $ids.set([...ids, id]);
}

const loading = new Map<ListKind, Promise<void>>();

/** Reads a list's ids once per page for a signed-in shopper (the buttons on cards need them). */
export function loadList(kind: ListKind, client: ApiClient = api): Promise<void> {
  const known = loading.get(kind);
  if (known) return known;
  const { $ids, all } = LISTS[kind];
  const pending = all(client).then(
    (listed) => $ids.set([...new Set([...$ids.get(), ...listed])]),
    () => undefined,
  );
  loading.set(kind, pending);
  return pending;
}

export type ToggleResult = "on" | "off" | "sign-in" | "failed";

/**
 * Toggles an item on a list through the API (on when data is true, off when the server
 * answers false) and shows the server's message as a toast. A guest gets "sign-in": the caller
 * sends them to the login page.
 */
export async function toggleListed(
  kind: ListKind,
  id: number,
  client: ApiClient = api,
): Promise<ToggleResult> {
  const { $ids, toggle } = LISTS[kind];
  let answer: { data: boolean; message: string };
  try {
    answer = await toggle(client, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return "sign-in";
    // A refused list action shows its data.form messages joined.
    showError(error instanceof ApiError ? error.messages.join(" ") : "");
    return "failed";
  }
  const on = answer.data === true;
  const rest = $ids.get().filter((known) => known !== id);
  $ids.set(on ? [...rest, id] : rest);
  if (answer.message) showToast({ message: answer.message });
  return on ? "on" : "off";
}

/** The login page in the page's language, coming back here afterwards. */
export function loginHref(location: Pick<Location, "pathname" | "search">, lang: string): string {
  const base = lang && lang !== "en" ? `/${lang}/login` : "/login";
  return `${base}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
