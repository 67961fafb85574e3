import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../core/errors.ts";
import type { ApiApp, ApiEnv } from "../platform/api/app-type.ts";

/** The order methods are listed in an `Allow` header. */
const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

function patternOf(path: string): RegExp {
  const segments = path.split("/").map((segment) => {
    if (segment.startsWith(":")) return "[^/]+";
    if (segment === "*") return ".*";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${segments.join("/")}/?$`);
}

/** Each route path of the app with its methods (HEAD wherever GET is), read once. */
function pathMethodsOf(app: ApiApp): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue; // middleware, not a route
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
    byPath.set(route.path, methods);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
}

/**
 * A request no route took: 405 with `Allow` when its path takes other methods, else 404. Used for
 * the app's not-found answer and for methods a web Request cannot carry (TRACE), which the server
 * passes beside the request (`method` binding).
 */
export function routeMisses(app: ApiApp) {
  let known: PathMethods[] | undefined;
  const miss = (c: Context<ApiEnv>): AppError => {
    known ??= pathMethodsOf(app);
    const allowed = new Set(known.filter((p) => p.pattern.test(c.req.path)).flatMap((p) => [...p.methods]));
    if (allowed.size === 0) return new AppError("no_route", "server.no_route");
    c.header("Allow", ORDER.filter((method) => allowed.has(method)).join(", "));
    return new AppError("method_not_allowed", "server.method_not_allowed");
  };
  const refuseUncarriedMethods: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (c.env?.method) throw miss(c);
    await next();
  };
  return { miss, refuseUncarriedMethods };
}
