import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";

/** host [":" port]: a name or IPv4 address of letters, digits, ".", "-", "_", or an [IPv6] literal. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i;
const MAX_PORT = 65_535;

/**
 * Whether a Host header names a host (and port) at all. None (HTTP/1.0) is fine: nothing is built
 * from it. The shop builds its absolute URLs from SITE_URL, so a well-formed unknown host is harmless.
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const match = HOST.exec(host);
  if (!match || Number(match[1] ?? 0) > MAX_PORT) return false;
  return URL.canParse(`http://${host}/`);
}

/** Answers a request whose Host header is malformed with 400 (and the envelope). */
export const refuseMalformedHost: MiddlewareHandler = async (c, next) => {
  if (!isWellFormedHost(c.req.header("host"))) throw new AppError("bad_request", "server.bad_host");
  await next();
};
