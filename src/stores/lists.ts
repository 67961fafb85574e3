import { atom, type WritableAtom } from "nanostores";
import { showError, showToast } from "./ui.ts";

/** Product ids on the signed-in user's wishlist, compare list, and ids of the stores they follow. */
export const $wishlisted = atom<readonly number[]>([]);
export const $compared = atom<readonly number[]>([]);
export const $followed = atom<readonly number[]>([]);

export type ListKind = "wishlist" | "compare" | "follow";

const LISTS: Record<
  ListKind,
  { $ids: WritableAtom<readonly number[]>; action: string; field: string; all: string }
> = {
  wishlist: {
    $ids: $wishlisted,
    action: "user/wishlist/action",
    field: "product_id",
    all: "user/wishlist/all",
  },
  compare: {
    $ids: $compared,
    action: "user/compare-list/action",
    field: "product_id",
    all: "user/compare-list/all",
  },
  follow: {
    $ids: $followed,
    action: "user/store/follow",
    field: "store_id",
    all: "user/store/following-list",
  },
};

interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

function language(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

async function call<T>(
  fetcher: typeof fetch,
  path: string,
  body?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const response = await fetcher(`/api/v1/${path}`, {
    method: body ? "POST" : "GET",
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      Language: language(),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

/** What the server rendered for one item (the page knows); a later toggle in the browser wins. */
export function seedListed(kind: ListKind, id: number, on: boolean): void {
  const { $ids } = LISTS[kind];
  const ids = $ids.get();
  if (on && !ids.includes(id)) $ids.set([...ids, id]);
}

const loading = new Map<ListKind, Promise<void>>();

/** Reads a list's ids once per page for a signed-in shopper (the buttons on cards need them). */
export function loadList(kind: ListKind, fetcher: typeof fetch = fetch): Promise<void> {
  const known = loading.get(kind);
  if (known) return known;
  const { $ids, all } = LISTS[kind];
  const pending = call<{ id: number }[]>(fetcher, all).then(
    (answer) => {
      if (answer.status !== 200 || !Array.isArray(answer.data)) return;
      const ids = new Set([...$ids.get(), ...answer.data.map((item) => item.id)]);
      $ids.set([...ids]);
    },
    () => undefined,
  );
  loading.set(kind, pending);
  return pending;
}

export type ToggleResult = "on" | "off" | "sign-in" | "failed";

/**
 * Toggles an item on a list through the API (spec §4: on when data is true, off when the server
 * answers false) and shows the server's message as a toast. A guest gets "sign-in": the caller
 * sends them to the login page.
 */
export async function toggleListed(
  kind: ListKind,
  id: number,
  fetcher: typeof fetch = fetch,
): Promise<ToggleResult> {
  const { $ids, action, field } = LISTS[kind];
  let answer: Envelope<unknown>;
  try {
    answer = await call<unknown>(fetcher, action, { [field]: id });
  } catch {
    showError("");
    return "failed";
  }
  if (answer.status === 403) return "sign-in";
  if (answer.status !== 200) {
    // Spec §7: a refused list action shows its data.form messages joined.
    const form = (answer.data as { form?: string[] } | null)?.form;
    showError(form && form.length > 0 ? form.join(" ") : answer.message);
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
