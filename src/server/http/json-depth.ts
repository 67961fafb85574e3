import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";

/** JSON nested deeper than this is refused: what the shop reads nests a few levels at most. */
export const MAX_JSON_DEPTH = 64;

/** Whether a content type is JSON (`application/json`, `application/problem+json` …). */
export function isJsonType(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^application\/([\w.-]+\+)?json$/.test(type);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether JSON text nests arrays and objects deeper than `max`, read in one pass without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

/** Refuses a JSON body nested deeper than MAX_JSON_DEPTH (422) before anything parses it. */
export const refuseDeepJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && isJsonType(c.req.header("content-type"))) {
    if (nestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH))
      throw new AppError("invalid", "validation.body_too_deep");
  }
  await next();
};
