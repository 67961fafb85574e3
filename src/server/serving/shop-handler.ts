import type { IncomingMessage, ServerResponse } from "node:http";
import { rememberedLanguageHeader } from "../../i18n/detect.ts";
import {
  isStaleAfter,
  keptTags,
  recordCatalogTags,
  tagsStaleAfter,
  type CatalogTags,
} from "../cache/catalog-tags.ts";
import { catalogChangeCount, catalogChangesSince, onCatalogChange } from "../cache/catalog-version.ts";
import { env } from "../platform/env.ts";
import { API_BASE } from "../http/app.ts";
import { isHttps } from "../http/security-headers.ts";
import { isWellFormedHost } from "../http/host.ts";
import { isPageRequest } from "../modules/accounts/index.ts";
import type { Logger } from "../platform/log.ts";
import {
  API_CACHE_CONTROL,
  cachePlan,
  PERSONAL_CACHE_CONTROL,
  type CachePlan,
} from "../cache/cache-rules.ts";
import { CapturedResponse } from "./captured-response.ts";
import { metrics } from "../platform/metrics.ts";
import { routeKind } from "./operations.ts";
import { chooseEncoding, matchesEtag } from "../cache/encoding.ts";
import {
  cachedAnswer,
  compress,
  RenderCache,
  worthCompressing,
  type CachedAnswer,
} from "../cache/render-cache.ts";

/** A Node request handler: Astro's (dist/server/entry.mjs `handler`) or any other. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ShopHandlerOptions {
  /** Renders what the cache cannot answer. */
  render: NodeHandler;
  /**
   * Answers /api/v1/* in place of `render`: the API app itself, without Astro's routing and
   * middleware around it (they add nothing to an API answer: its headers come from the app).
   */
  api?: NodeHandler;
  cache: RenderCache;
  /** Answers /_astro/* (see static-assets.ts); false hands the request on. */
  serveAsset?: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
  logger?: Logger;
  /** Answers /healthz, /readyz and /metrics (see operations.ts); false hands the request on. */
  operations?: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> | false;
}

/** Headers of the rendered answer that the stored copy must not repeat (we set our own). */
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "cache-control",
]);

const API_VARY = "Accept-Encoding, Language, Accept-Language";

/** What pages and the site's own endpoints take (the cookie banner's form posts); the API has its own. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

function headerText(value: number | string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function storable(plan: CachePlan, captured: CapturedResponse): boolean {
  if (plan.kind === "none" || captured.statusCode !== 200) return false;
  if (captured.hasHeader("set-cookie")) return false;
  if (/no-store|private/i.test(headerText(captured.getHeader("cache-control")) ?? "")) return false;
  const type = headerText(captured.getHeader("content-type")) ?? "";
  return plan.kind === "api" ? /json/i.test(type) : /^(text\/(html|xml|plain)|application\/xml)/i.test(type);
}

function toAnswer(plan: CachePlan, captured: CapturedResponse): CachedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(captured.getHeaders())) {
    const text = headerText(value as string | string[]);
    if (text !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = text;
  }
  headers["cache-control"] = plan.kind === "page" ? plan.cacheControl : API_CACHE_CONTROL;
  headers.vary = plan.kind === "page" ? plan.vary : API_VARY;
  return cachedAnswer(captured.statusCode, headers, captured.body);
}

/** Sends a stored answer: 304 when the client holds it, else the body in the best encoding. */
function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  stored: { cache: RenderCache; key: string; answer: CachedAnswer },
  cacheState: string,
  extraHeaders: Record<string, string>,
  head: boolean,
): void {
  const { answer } = stored;
  const headers: Record<string, string | number> = {
    ...answer.headers,
    ...extraHeaders,
    etag: answer.etag,
    "x-cache": cacheState,
  };
  if (matchesEtag(req.headers["if-none-match"], answer.etag)) {
    delete headers["content-type"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const compressed = stored.cache.encoded(stored.key, answer, encoding);
  if (compressed) headers["content-encoding"] = encoding;
  const body = compressed ?? answer.body;
  headers["content-length"] = body.length;
  res.writeHead(answer.status, headers);
  res.end(head ? undefined : body);
}

/** An answer we do not keep: compressed on the way out (fast settings), personal pages marked no-store. */
function sendUncached(
  req: IncomingMessage,
  res: ServerResponse,
  captured: CapturedResponse,
  extraHeaders: Record<string, string>,
  head: boolean,
): void {
  const headers = { ...captured.getHeaders(), ...extraHeaders };
  for (const name of ["content-length", "transfer-encoding", "connection", "keep-alive"])
    delete headers[name];
  const type = headerText(headers["content-type"]);
  if (/^text\/html/i.test(type ?? "") && headers["cache-control"] === undefined) {
    headers["cache-control"] = PERSONAL_CACHE_CONTROL;
  }
  let body = captured.body;
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  if (
    encoding !== "identity" &&
    worthCompressing(type, body.length) &&
    headers["content-encoding"] === undefined
  ) {
    body = compress(body, encoding);
    headers["content-encoding"] = encoding;
    headers.vary = [headerText(headers.vary), "Accept-Encoding"].filter(Boolean).join(", ");
  }
  headers["content-length"] = body.length;
  res.writeHead(captured.statusCode, captured.statusMessage || undefined, headers);
  res.end(head ? undefined : body);
}

/**
 * The production front: hashed assets from memory, catalogue pages and hot API reads from the
 * render cache, everything else from `render` (Astro). Catalogue pages are rendered without the
 * visitor's cookies, so the stored HTML is the guest's and the same for everybody (static content
 * pages: one copy per state of the banner flag cookies, rendered with those alone).
 */
export function createShopHandler(options: ShopHandlerOptions) {
  const { cache, serveAsset, logger } = options;
  const answerer = (pathname: string): NodeHandler =>
    options.api && (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`))
      ? options.api
      : options.render;
  /** 400 before the cache or a page renderer sees the request; the API answers with its envelope. */
  async function refuseMalformedHost(req: IncomingMessage, res: ServerResponse, render: NodeHandler) {
    if (render === options.api) return void (await render(req, res));
    res.writeHead(400, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": PERSONAL_CACHE_CONTROL,
    });
    res.end("Bad Request: the Host header is malformed");
  }
  /** Other methods on a page: Astro rendered the page for them, and for TRACE answered 500. */
  function refuseMethod(res: ServerResponse) {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    res.end("Method Not Allowed");
  }
  // The evidence of what a change re-renders: a counter of dropped answers, and a debug line each
  // (at info, every order's stock change would log one).
  const stopListening = onCatalogChange((change) => {
    let dropped = cache.size;
    if (change.kind === "everything") cache.clear();
    else dropped = cache.deleteTagged(tagsStaleAfter(change));
    metrics.renderCacheDropped.inc(dropped);
    if (dropped > 0)
      logger?.debug(
        { change: change.kind, tags: "tags" in change ? change.tags : undefined, dropped },
        "render cache: answers dropped after a change",
      );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const pathname = url.split("?", 1)[0];
    const operation = options.operations?.(req, res, pathname);
    if (operation) return operation;
    if (!isWellFormedHost(req.headers.host)) return refuseMalformedHost(req, res, answerer(pathname));
    if (!PAGE_METHODS.has(req.method ?? "GET") && answerer(pathname) !== options.api)
      return refuseMethod(res);
    if (serveAsset?.(req, res, pathname)) return;
    const head = req.method === "HEAD";

    const plan = cachePlan(req.method ?? "GET", url, req.headers);
    const extraHeaders: Record<string, string> =
      plan.kind === "page" && plan.rememberLanguage
        ? {
            "set-cookie": rememberedLanguageHeader(
              plan.rememberLanguage,
              isHttps(new URL(url, "http://localhost"), env.SITE_URL),
            ),
          }
        : {};
    if (plan.kind !== "none") {
      const hit = cache.get(plan.key);
      if (hit) metrics.renderCacheHits.inc();
      else metrics.renderCacheMisses.inc();
      if (hit) return sendAnswer(req, res, { cache, key: plan.key, answer: hit }, "HIT", extraHeaders, head);
    }
    const readsAnswer =
      (req.method === "GET" || req.method === "HEAD") &&
      (pathname.startsWith("/api/") || (isPageRequest(pathname) && !pathname.startsWith("/uploads/")));
    const render = answerer(pathname);
    if (!readsAnswer) {
      await render(req, res);
      return;
    }
    if (plan.kind === "page") {
      // What the page may depend on is the URL alone, and the cookies its plan names (see cache-rules.ts).
      if (plan.cookie) req.headers.cookie = plan.cookie;
      else delete req.headers.cookie;
      delete req.headers["accept-language"];
    }
    // A HEAD is rendered as the GET it stands for (renderers answer HEAD with an empty body): what
    // is stored is what GET answers, and the HEAD gets that answer's headers and length.
    if (head) req.method = "GET";
    const changesBefore = catalogChangeCount();
    const captured = new CapturedResponse(req);
    const recorded: CatalogTags = new Set();
    await recordCatalogTags(recorded, async () => {
      await render(req, captured as unknown as ServerResponse);
      await captured.done;
    });
    // A change to what it shows that arrived while rendering may be missing from this answer: send
    // it, keep nothing (a change of products it does not show lets it be kept).
    const tags = keptTags(recorded);
    if (
      storable(plan, captured) &&
      plan.kind !== "none" &&
      !isStaleAfter(tags, catalogChangesSince(changesBefore))
    ) {
      const answer = toAnswer(plan, captured);
      cache.set(plan.key, answer, tags);
      return sendAnswer(req, res, { cache, key: plan.key, answer }, "MISS", extraHeaders, head);
    }
    sendUncached(req, res, captured, extraHeaders, head);
  }

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const kind = routeKind((req.url ?? "/").split("?", 1)[0]);
    res.once("close", () => {
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      metrics.requestDuration.observe({ kind, status }, (performance.now() - started) / 1000);
    });
    handle(req, res).catch((error: unknown) => {
      logger?.error({ err: error, url: req.url }, "request failed in the serving layer");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  };
  return Object.assign(handler, { close: stopListening });
}
