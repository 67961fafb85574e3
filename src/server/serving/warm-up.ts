import { IncomingMessage, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import { cachePlan } from "../cache/cache-rules.ts";
import type { RenderCache } from "../cache/render-cache.ts";
import { CapturedResponse } from "./captured-response.ts";
import type { NodeHandler } from "./shop-handler.ts";

/** The answers most visitors need first: the home page and the API reads every page makes. */
const WARM_PATHS = ["/", "/api/v1/common", "/api/v1/home"];

/** Asks the handler for one path as a guest would, in the process; answers the status. */
async function renderInProcess(handler: NodeHandler, host: string, path: string): Promise<number> {
  const req = new IncomingMessage(new Socket());
  req.method = "GET";
  req.url = path;
  req.headers = { host, "accept-encoding": "br, gzip" };
  req.push(null);
  const res = new CapturedResponse(req);
  await handler(req, res as unknown as ServerResponse);
  await res.done;
  return res.statusCode;
}

/**
 * Fills this process's render cache by asking its own handler (in the process, not over the
 * network: on PostgreSQL every worker has its own cache, and a loopback request could reach
 * another worker). Failures are the handler's to log; the shop serves either way.
 */
export async function warmUp(handler: NodeHandler, host: string, paths = WARM_PATHS): Promise<void> {
  for (const path of paths) await renderInProcess(handler, host, path);
}

/**
 * Renders one page again into the cache ("Rebuild all"): its kept answer is dropped, then the
 * handler renders and keeps the new one. A shopper asking meanwhile gets it rendered as on any miss.
 */
export function refreshPage(handler: NodeHandler, cache: RenderCache, host: string, path: string) {
  const plan = cachePlan("GET", path, { host });
  if (plan.kind !== "none") cache.delete(plan.key);
  return renderInProcess(handler, host, path);
}
