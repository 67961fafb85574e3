import { IncomingMessage, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import { CapturedResponse } from "./captured-response.ts";
import type { NodeHandler } from "./shop-handler.ts";

/** The answers most visitors need first: the home page and the API reads every page makes. */
const WARM_PATHS = ["/", "/api/v1/common", "/api/v1/home"];

/**
 * Fills this process's render cache by asking its own handler (in the process, not over the
 * network: on PostgreSQL every worker has its own cache, and a loopback request could reach
 * another worker). Failures are the handler's to log; the shop serves either way.
 */
export async function warmUp(handler: NodeHandler, host: string, paths = WARM_PATHS): Promise<void> {
  for (const path of paths) {
    const req = new IncomingMessage(new Socket());
    req.method = "GET";
    req.url = path;
    req.headers = { host, "accept-encoding": "br, gzip" };
    req.push(null);
    const res = new CapturedResponse(req);
    await handler(req, res as unknown as ServerResponse);
    await res.done;
  }
}
