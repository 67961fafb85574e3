import createClient, { type Client, type Middleware } from "openapi-fetch";
import { GUEST_API_READS, SHARED_API_READS } from "../lib/shared-api-reads.ts";
import { guestToken } from "../stores/guest-token.ts";
import type { paths } from "./api-types.ts";

export type ApiClient = Client<paths>;

/** Reads the server keeps one copy of for every shopper: a guest's token would give each guest a URL of their own. */
const SHARED_READS = new Set<string>([...SHARED_API_READS, ...GUEST_API_READS]);

function pageLanguage(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/**
 * What every call needs: the page's language for the server's messages, and the guest's
 * user_token (the owner of a guest's cart, addresses and orders; a signed-in session cookie wins
 * on the server). The token goes in the query, where the server reads it for every route, so
 * bodies that accept no other field stay as the document describes them.
 */
const shopperContext: Middleware = {
  async onRequest({ request, schemaPath }) {
    request.headers.set("Language", pageLanguage());
    request.headers.set("Accept", "application/json");
    const token = SHARED_READS.has(schemaPath) ? undefined : guestToken();
    const url = new URL(request.url);
    if (!token || url.searchParams.has("user_token")) return undefined;
    url.searchParams.set("user_token", token);
    // JSON and multipart bodies both name their type; a DELETE or a read has none to copy.
    const hasBody = request.headers.has("content-type");
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      credentials: request.credentials,
      signal: request.signal,
    });
  },
};

/** The typed client of the shop's API; tests pass their own fetch and an absolute base URL. */
export function createApiClient(options: { fetch?: typeof fetch; baseUrl?: string } = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? "",
    credentials: "same-origin",
    // Looked up per call, so the client made at load time uses the page's fetch of that moment.
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
  });
  client.use(shopperContext);
  return client;
}

/** The one client every island calls through. */
export const api: ApiClient = createApiClient();

/** A failed call with the server's translated messages; the first one is the one toasted. */
export class ApiError extends Error {
  readonly messages: string[];
  /** The HTTP status; 0 when no answer came. */
  readonly http: number;
  /** The envelope's status: 201 refused, 403 not signed in (or not allowed), 500 …; 0 without one. */
  readonly status: number;
  constructor(messages: string[], http = 0, status = 0) {
    super(messages[0] ?? "");
    this.messages = messages;
    this.http = http;
    this.status = status;
  }
}

interface Envelope {
  status: number;
  data: unknown;
  message: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && typeof (value as Envelope).status === "number";
}

export type ApiAnswer = { data?: { data?: unknown; message: string }; error?: unknown; response: Response };
/** Some answers are documented as a message alone. */
type DataOf<A extends ApiAnswer> = NonNullable<A["data"]> extends { data: infer D } ? D : undefined;

/**
 * The `data` and `message` of an answer whose envelope says 200. Anything else throws ApiError
 * with the server's messages (data.form, else the message), or none when no envelope came.
 */
export async function unwrap<A extends ApiAnswer>(
  call: Promise<A>,
): Promise<{ data: DataOf<A>; message: string }> {
  let answer: A;
  try {
    answer = await call;
  } catch {
    throw new ApiError([]);
  }
  const envelope: unknown = answer.data ?? answer.error;
  const http = answer.response.status;
  if (!isEnvelope(envelope)) throw new ApiError([], http);
  if (envelope.status !== 200) {
    const form = (envelope.data as { form?: unknown } | null)?.form;
    const messages = Array.isArray(form) ? form.filter((m): m is string => typeof m === "string") : [];
    throw new ApiError(
      messages.length ? messages : [envelope.message].filter(Boolean),
      http,
      envelope.status,
    );
  }
  return { data: envelope.data as DataOf<A>, message: envelope.message };
}

/** The first message of a failure, or the fallback ('API is down.' style) when there is none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.messages[0] ? error.messages[0] : fallback;
}

/** A multipart body from typed fields (a request's `bodySerializer`): numbers as text, each file of a list under its name. */
export function formDataOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(name, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}
