import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { ASSET_CACHE_CONTROL } from "../cache/cache-rules.ts";
import { chooseEncoding, matchesEtag } from "../cache/encoding.ts";
import { etagOf } from "../cache/render-cache.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
};

interface Asset {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

function readIfThere(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * The build's hashed assets (`dist/client/_astro/*`): their names change with their content, so
 * they are immutable. Served from memory with the .br/.gz the build wrote beside them.
 */
export function createAssetHandler(clientDir: string) {
  const folder = join(clientDir, "_astro");
  const loaded = new Map<string, Asset | null>();

  function load(name: string): Asset | null {
    let asset = loaded.get(name);
    if (asset !== undefined) return asset;
    const path = join(folder, name);
    asset = null;
    if (/^[\w.-]+$/.test(name) && !name.endsWith(".br") && !name.endsWith(".gz")) {
      if (existsSync(path) && statSync(path).isFile()) {
        const raw = readFileSync(path);
        asset = {
          type: TYPES[extname(name)] ?? "application/octet-stream",
          raw,
          br: readIfThere(`${path}.br`),
          gzip: readIfThere(`${path}.gz`),
          etag: etagOf(raw),
        };
      }
    }
    loaded.set(name, asset);
    return asset;
  }

  /** Answers /_astro/<file>; false when there is no such asset (the next handler says 404). */
  return function serveAsset(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (!pathname.startsWith("/_astro/") || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const asset = load(decodeURIComponent(pathname.slice("/_astro/".length)));
    if (!asset) return false;
    const headers: Record<string, string | number> = {
      "cache-control": ASSET_CACHE_CONTROL,
      "content-type": asset.type,
      etag: asset.etag,
      vary: "Accept-Encoding",
    };
    if (matchesEtag(req.headers["if-none-match"], asset.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    let body = asset.raw;
    if (encoding === "br" && asset.br) [body, headers["content-encoding"]] = [asset.br, "br"];
    else if (encoding !== "identity" && asset.gzip)
      [body, headers["content-encoding"]] = [asset.gzip, "gzip"];
    headers["content-length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
