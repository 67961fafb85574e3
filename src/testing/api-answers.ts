import { createApiClient, type ApiClient } from "../client/api.ts";

/** One request as the server would see it. */
export interface SeenRequest {
  method: string;
  /** Path without the origin, e.g. /api/v1/cart/by-user */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  /** Parsed JSON, the multipart form, other text, or undefined without a body. */
  body: unknown;
}

type Reply = { http?: number; body: unknown } | Error;

/**
 * The shop's client talking to a fake server that answers the given replies in turn (the last
 * one again when they run out): an Error is a network failure, a body is sent as JSON.
 */
export function answering(...replies: Reply[]): { client: ApiClient; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fake = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const type = request.headers.get("content-type") ?? "";
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body:
        request.body === null
          ? undefined
          : type.includes("json")
            ? await request.json()
            : type.includes("multipart")
              ? await request.formData()
              : await request.text(),
    });
    const reply = replies[Math.min(requests.length, replies.length) - 1];
    if (reply instanceof Error) throw reply;
    return Response.json(reply.body, { status: reply.http ?? 200 });
  };
  return { client: createApiClient({ fetch: fake as typeof fetch, baseUrl: "http://shop.test" }), requests };
}

/** A localStorage stand-in for code that keeps the guest's token. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
