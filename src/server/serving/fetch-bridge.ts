import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { siteOrigin } from "../platform/env.ts";

/** A fetch-style app (the Hono API app): a web Request in, a web Response out. */
export interface FetchApp {
  fetch: (request: Request, env: { clientAddress?: string; method?: string }) => Response | Promise<Response>;
}

/** Methods a web Request refuses to carry; the app is told them beside a GET (see toRequest). */
const UNCARRIED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Whether a web Request (so the API app, or Astro) can be handed this method. */
function carriedByFetch(method: string | undefined): boolean {
  return !UNCARRIED_METHODS.has(method?.toUpperCase() ?? "GET");
}

/** The path and query of a request target ("/a?b", or a proxy's absolute "http://host/a?b"). */
function pathOf(target: string | undefined): string {
  if (target?.startsWith("/")) return target;
  return URL.canParse(target ?? "")
    ? new URL(target as string).pathname + new URL(target as string).search
    : "/";
}

/**
 * The web Request the app reads. Its URL is on the shop's own origin (SITE_URL): nothing the app
 * builds may take the client's Host header for the shop's address (the header itself is passed on).
 */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const carried = carriedByFetch(req.method);
  const hasBody = carried && req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${siteOrigin()}${pathOf(req.url)}`, {
    method: carried ? req.method : "GET",
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** How much of a body the app did not read is still taken in and thrown away before hanging up. */
const DISCARDED_BYTES = 16 * 1024 * 1024;

/**
 * After an answer given before the request's body was read to its end (a body refused as too
 * large): the rest is read and thrown away, so the client, still sending, gets the answer rather
 * than a reset connection; past DISCARDED_BYTES the connection is closed.
 */
function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  // The web stream the app was handed stops here: its listener would keep every chunk.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARDED_BYTES) req.socket.destroy();
  });
  req.resume();
}

async function send(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (!response.body) {
    res.writeHead(response.status, headers);
    return void res.end();
  }
  // The API's answers are small JSON documents made whole: sent at once with their length, in one
  // write instead of a chunk and the chunked encoding's terminator.
  const body = Buffer.from(await response.arrayBuffer());
  headers["content-length"] ??= String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Answers a Node request with `app`, the client address taken from the socket as Astro's Node
 * adapter does; rejects when the request or the answer fails on the way (the caller answers 500).
 */
export async function answerWith(app: FetchApp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await app.fetch(toRequest(req), {
    clientAddress: req.socket.remoteAddress,
    ...(carriedByFetch(req.method) ? {} : { method: req.method }),
  });
  await send(response, res);
  discardUnreadBody(req);
}
