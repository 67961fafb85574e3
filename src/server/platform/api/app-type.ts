import type { OpenAPIHono } from "@hono/zod-openapi";
import type { RequestContext } from "../context.ts";
import type { Logger } from "../log.ts";

/** What every API handler sees: the request's context and logger. */
export interface ApiEnv {
  /**
   * What the server passes to `app.fetch(request, { clientAddress })`: the socket's address, and
   * the request's method when a web Request cannot carry it (TRACE).
   */
  Bindings: { clientAddress?: string; method?: string } | undefined;
  Variables: { ctx: RequestContext; logger: Logger };
}

/** The Hono app each module's routes register on; the HTTP layer builds it and mounts them. */
export type ApiApp = OpenAPIHono<ApiEnv>;
