import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One stored answer: the body as rendered and compressed once, with its validator. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
}

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|xml|javascript|rss\+xml|manifest\+json)|image\/svg\+xml)/i.test(
    contentType ?? "",
  );
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Builds an answer to store: compressed now (brotli and gzip), never again per request. Moderate
 * levels: every page missing from the cache pays for both on its first request, and at brotli 9 and
 * gzip 9 that was half the server's CPU for uncached pages (profiled); brotli 5 is still smaller than gzip 9.
 */
export function cachedAnswer(status: number, headers: Record<string, string>, body: Buffer): CachedAnswer {
  const answer: CachedAnswer = { status, headers, body, etag: etagOf(body) };
  if (body.length >= MIN_COMPRESS_BYTES && isCompressible(headers["content-type"])) {
    answer.gzip = gzipSync(body, { level: 6 });
    answer.brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return answer;
}

function sizeOf(key: string, answer: CachedAnswer): number {
  return (
    key.length * 2 +
    answer.body.length +
    (answer.gzip?.length ?? 0) +
    (answer.brotli?.length ?? 0) +
    JSON.stringify(answer.headers).length * 2 +
    200
  );
}

/** Least recently used answers go first once the stored bytes pass `maxBytes`. */
export class RenderCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  private total = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks it as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    const bytes = sizeOf(key, answer);
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { answer, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
