import { readdirSync, readFileSync } from "node:fs";
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

/** At most this many bytes of assets are kept in memory; past it, they are read from disk. */
const MEMO_BYTES = 64 * 1024 * 1024;

function readIfThere(path: string, names: Set<string>, name: string): Buffer | undefined {
  return names.has(name) ? readFileSync(path) : undefined;
}

/** The files of a folder (none when it is missing), read once: the build's names never change. */
function filesIn(folder: string): Set<string> {
  try {
    return new Set(
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    );
  } catch {
    return new Set();
  }
}

function decoded(name: string): string | undefined {
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

/**
 * The build's hashed assets (`dist/client/_astro/*`): their names change with their content, so
 * they are immutable. Only the files the build wrote are served (with the .br/.gz beside them);
 * they are kept in memory up to `memoBytes`, and nothing is kept for a name that is not one of them.
 */
export function createAssetHandler(clientDir: string, options: { memoBytes?: number } = {}) {
  const folder = join(clientDir, "_astro");
  const files = filesIn(folder);
  const memoBytes = options.memoBytes ?? MEMO_BYTES;
  const loaded = new Map<string, Asset>();
  let loadedBytes = 0;

  function load(name: string): Asset | undefined {
    const known = loaded.get(name);
    if (known) return known;
    if (!files.has(name) || name.endsWith(".br") || name.endsWith(".gz")) return undefined;
    const path = join(folder, name);
    const raw = readFileSync(path);
    const asset: Asset = {
      type: TYPES[extname(name)] ?? "application/octet-stream",
      raw,
      br: readIfThere(`${path}.br`, files, `${name}.br`),
      gzip: readIfThere(`${path}.gz`, files, `${name}.gz`),
      etag: etagOf(raw),
    };
    const bytes = raw.length + (asset.br?.length ?? 0) + (asset.gzip?.length ?? 0);
    if (loadedBytes + bytes <= memoBytes) {
      loaded.set(name, asset);
      loadedBytes += bytes;
    }
    return asset;
  }

  /** Answers /_astro/<file>; false when there is no such asset (the next handler says 404). */
  function serveAsset(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (!pathname.startsWith("/_astro/") || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const name = decoded(pathname.slice("/_astro/".length));
    const asset = name === undefined ? undefined : load(name);
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
  }

  /** What is kept in memory. */
  const memo = () => ({ assets: loaded.size, bytes: loadedBytes });
  return Object.assign(serveAsset, { memo });
}
