import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RouteKind } from "../platform/metrics.ts";
import { OPERATOR_PATH } from "./operator-commands.ts";

/**
 * The answers a load balancer and a metrics scraper ask for: /healthz (the process is up),
 * /readyz (it can serve the shop now) and /metrics (Prometheus, behind a bearer token). They are
 * never cached and hold no personal data.
 */
export interface OperationsOptions {
  /** Why this process cannot serve the shop now, or undefined when it can. */
  notReadyBecause: () => Promise<string | undefined>;
  /** The Prometheus text of every server process; unset: /metrics does not exist. */
  metrics?: { token: string; text: () => Promise<string>; contentType: string };
}

const NO_STORE = "no-store";
const OPERATION_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** The kind of route a path is, for the request duration metric: a few values, never the URL itself. */
export function routeKind(pathname: string): RouteKind {
  if (OPERATION_PATHS.has(pathname) || pathname === OPERATOR_PATH) return "operations";
  if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
  if (pathname.startsWith("/_astro/") || pathname.startsWith("/uploads/")) return "asset";
  // Public files (favicon.svg, robots.txt, fonts): a dot in the last segment; pages have none.
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/"))) ? "asset" : "page";
}

function answer(res: ServerResponse, status: number, type: string, body: string, head: boolean): void {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": NO_STORE,
    "content-length": Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Answers the operations paths; returns false for every other request. */
export function createOperationsHandler(options: OperationsOptions) {
  async function respond(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const head = req.method === "HEAD";
    if (req.method !== "GET" && !head) {
      res.setHeader("allow", "GET, HEAD");
      return answer(res, 405, "text/plain; charset=utf-8", "Method Not Allowed", head);
    }
    if (pathname === "/healthz") return answer(res, 200, "text/plain; charset=utf-8", "ok\n", head);
    if (pathname === "/readyz") {
      const reason = await options
        .notReadyBecause()
        .catch((error: Error) => `check failed: ${error.message}`);
      const body = JSON.stringify(reason ? { status: "not ready", reason } : { status: "ready" });
      return answer(res, reason ? 503 : 200, "application/json", body, head);
    }
    const metrics = options.metrics;
    if (!metrics || !bearerMatches(req.headers.authorization, metrics.token))
      return answer(res, 404, "text/plain; charset=utf-8", "Not Found", head);
    answer(res, 200, metrics.contentType, await metrics.text(), head);
  }
  return (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> | false =>
    OPERATION_PATHS.has(pathname) ? respond(req, res, pathname) : false;
}
