import type { MiddlewareHandler } from "hono";
import type { ApiApp } from "../platform/api/app-type.ts";
import { SERVER_TO_SERVER_KEY } from "../platform/api/callers.ts";
import { env } from "../platform/env.ts";
import { AppError } from "../core/errors.ts";

interface RouteRule {
  method: string;
  pattern: RegExp;
  /** The body media types the route declares; empty: it declares none. */
  bodyTypes: string[];
  serverToServer: boolean;
}

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: { body?: { content?: Record<string, unknown> } };
    [SERVER_TO_SERVER_KEY]?: boolean;
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function rulesOf(app: ApiApp, base: string): RouteRule[] {
  return (app.openAPIRegistry.definitions as RouteDefinition[]).flatMap((definition) => {
    const route = definition.route;
    if (definition.type !== "route" || !route) return [];
    const path = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    return [
      {
        method: route.method.toUpperCase(),
        pattern: new RegExp(`^${base}${path}/?$`),
        bodyTypes: Object.keys(route.request?.body?.content ?? {}),
        serverToServer: route[SERVER_TO_SERVER_KEY] === true,
      },
    ];
  });
}

/** The media type of a Content-Type header matches one the route declares (`application/json` also takes `+json`). */
function declares(bodyTypes: string[], contentType: string): boolean {
  const type = contentType.split(";")[0].trim().toLowerCase();
  return bodyTypes.some((declared) =>
    declared === "application/json" ? /^application\/([\w.-]+\+)?json$/.test(type) : declared === type,
  );
}

/** The shop's own pages: SITE_URL's origin; outside production also the address the request was sent to (astro dev, 127.0.0.1). */
function fromOwnPages(origin: string, requestUrl: string): boolean {
  if (origin === new URL(env.SITE_URL).origin) return true;
  return env.NODE_ENV !== "production" && origin === new URL(requestUrl).origin;
}

/**
 * Defence in depth against cross-site request forgery, before anything of the request is read: a
 * state-changing request made by another site's page (its Origin, or Sec-Fetch-Site when a
 * browser sends no Origin) is refused with 403, and a body of a type the route does not declare
 * (a form or plain text posted at a JSON route, which any page can send without asking) with 415.
 * Callers that are not browsers send no Origin and are judged by their credentials as before.
 */
export function refuseCrossSiteWrites(app: ApiApp, base: string): MiddlewareHandler {
  let rules: RouteRule[] | undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    rules ??= rulesOf(app, base);
    const rule = rules.find((r) => r.method === c.req.method && r.pattern.test(c.req.path));
    if (!rule?.serverToServer) {
      const origin = c.req.header("origin");
      const crossSite =
        origin === undefined
          ? c.req.header("sec-fetch-site") === "cross-site"
          : !fromOwnPages(origin, c.req.url);
      if (crossSite) throw new AppError("forbidden", "server.foreign_origin");
    }
    const contentType = c.req.header("content-type");
    if (rule && rule.bodyTypes.length > 0 && contentType && !declares(rule.bodyTypes, contentType)) {
      throw new AppError("unsupported_media", "server.unsupported_media");
    }
    return next();
  };
}
