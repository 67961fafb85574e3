/**
 * The one error type of the API. A service or handler throws `new AppError(kind, message)`;
 * the app's error handler turns it into the envelope. `kind` alone decides both statuses, here.
 */
export type ErrorKind =
  | "bad_request"
  | "too_large"
  | "method_not_allowed"
  | "invalid"
  | "not_found"
  | "conflict"
  | "unauthenticated"
  | "forbidden"
  | "rate_limited"
  | "unsupported_media"
  | "no_route"
  | "internal";

/** HTTP status (tells caches and monitors the truth) and body status (the spec's contract). */
export const STATUS_OF: Record<
  ErrorKind,
  { http: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500; body: 201 | 403 | 404 | 500 }
> = {
  bad_request: { http: 400, body: 201 },
  too_large: { http: 413, body: 201 },
  method_not_allowed: { http: 405, body: 201 },
  invalid: { http: 422, body: 201 },
  not_found: { http: 404, body: 201 },
  conflict: { http: 409, body: 201 },
  unauthenticated: { http: 401, body: 403 },
  forbidden: { http: 403, body: 403 },
  rate_limited: { http: 429, body: 201 },
  unsupported_media: { http: 415, body: 201 },
  no_route: { http: 404, body: 404 },
  internal: { http: 500, body: 500 },
};

type MessageParams = Record<string, string | number>;

/** A translatable message: a key of locales/<lang>/validation.json and its {{params}}. */
export interface Message {
  key: string;
  params?: MessageParams;
}

export type MessageInput = string | Message;

function toMessage(input: MessageInput): Message {
  return typeof input === "string" ? { key: input } : input;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** Every message for data.form; the first is also the envelope's `message`. */
  readonly messages: Message[];

  constructor(kind: ErrorKind, messages: MessageInput | MessageInput[], options?: { cause?: unknown }) {
    const list = (Array.isArray(messages) ? messages : [messages]).map(toMessage);
    super(list[0]?.key ?? kind, options);
    this.name = "AppError";
    this.kind = kind;
    this.messages = list.length > 0 ? list : [{ key: "server.error" }];
  }
}

export function notFound(what: string): AppError {
  return new AppError("not_found", { key: "server.not_found", params: { type: what } });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
