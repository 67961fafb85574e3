import { guestToken } from "../../stores/guest-token.ts";

/** The envelope of every API answer (BUSINESS-RULES.md "Response envelope"). */
export interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

/** A failed call: the server's translated messages (first one is toasted, spec §8). */
export class ShopApiError extends Error {
  readonly messages: string[];
  constructor(messages: string[]) {
    super(messages[0] ?? "");
    this.messages = messages;
  }
}

type Method = "GET" | "POST" | "DELETE";

function language(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/**
 * The request for a shop call: the owner is the session cookie when signed in, and the guest's
 * user_token otherwise (sent always; the server prefers the signed-in user).
 */
export function shopRequest(
  method: Method,
  path: string,
  body: Record<string, unknown> | FormData | undefined,
  lang: string,
  token: string | undefined,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Language: lang, Accept: "application/json" };
  let url = `/api/v1/${path}`;
  let payload: BodyInit | undefined;
  if (method === "POST") {
    if (body instanceof FormData) {
      if (token && !body.has("user_token")) body.set("user_token", token);
      payload = body;
    } else {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(token ? { user_token: token, ...body } : (body ?? {}));
    }
  } else {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(body ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    if (token) query.set("user_token", token);
    const text = query.toString();
    if (text) url += (url.includes("?") ? "&" : "?") + text;
  }
  return { url, init: { method, headers, body: payload, credentials: "same-origin" } };
}

/** Calls /api/v1/<path>; a body status other than 200 throws ShopApiError with the server's messages. */
export async function shopApi<T>(
  method: Method,
  path: string,
  body?: Record<string, unknown> | FormData,
  fetcher: typeof fetch = fetch,
): Promise<Envelope<T>> {
  const { url, init } = shopRequest(method, path, body, language(), guestToken());
  let envelope: Envelope<unknown>;
  try {
    const response = await fetcher(url, init);
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ShopApiError([]);
  }
  if (!envelope || typeof envelope.status !== "number") throw new ShopApiError([]);
  if (envelope.status !== 200) {
    const form = (envelope.data as { form?: string[] } | null)?.form;
    throw new ShopApiError(form?.length ? form : [envelope.message].filter(Boolean));
  }
  return envelope as Envelope<T>;
}

/** The first message of a failure, or the fallback ('API is down.' style) when there is none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ShopApiError && error.messages[0] ? error.messages[0] : fallback;
}
