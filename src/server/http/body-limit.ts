import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../core/errors.ts";

/** The largest body a JSON (or form) route reads; uploads (multipart) have their own limit. */
const MAX_BODY_BYTES = 1024 * 1024;

const limited = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("too_large", "server.body_too_large");
  },
});

/**
 * Refuses a body over MAX_BODY_BYTES with 413 before anything reads it: by its Content-Length,
 * or, sent without one, as soon as the bytes read pass the limit.
 */
export const refuseLargeBodies: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "multipart/form-data") return next();
  return limited(c, next);
};
