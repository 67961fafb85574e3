import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { Writable } from "node:stream";

/**
 * Stands in for a ServerResponse so the answer of Astro's handler can be looked at (and stored)
 * before it goes to the client. Supports what Astro's writeResponse and static handler use.
 */
export class CapturedResponse extends Writable {
  statusCode = 200;
  statusMessage = "";
  headersSent = false;
  private readonly headerMap = new Map<string, number | string | string[]>();
  private readonly chunks: Buffer[] = [];
  /** Resolves once the handler ended the answer. */
  readonly done: Promise<void>;

  readonly req: IncomingMessage;

  constructor(req: IncomingMessage) {
    super();
    this.req = req;
    this.done = new Promise((resolve, reject) => {
      this.once("finish", () => resolve());
      this.once("error", reject);
      this.once("close", () => resolve());
    });
  }

  setHeader(name: string, value: number | string | readonly string[]): this {
    this.headerMap.set(name.toLowerCase(), Array.isArray(value) ? [...value] : (value as number | string));
    return this;
  }

  getHeader(name: string): number | string | string[] | undefined {
    return this.headerMap.get(name.toLowerCase());
  }

  getHeaders(): OutgoingHttpHeaders {
    return Object.fromEntries(this.headerMap);
  }

  hasHeader(name: string): boolean {
    return this.headerMap.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.headerMap.delete(name.toLowerCase());
  }

  writeHead(status: number, ...rest: unknown[]): this {
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (typeof rest[0] === "string") this.statusMessage = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        this.appendHeader(String(headers[i]), String(headers[i + 1]));
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(name, value as string | string[]);
      }
    }
    this.headersSent = true;
    return this;
  }

  appendHeader(name: string, value: string | readonly string[]): this {
    const known = this.headerMap.get(name.toLowerCase());
    const added = Array.isArray(value) ? value : [value as string];
    if (known === undefined) this.setHeader(name, added.length === 1 ? added[0] : added);
    else this.setHeader(name, [...(Array.isArray(known) ? known : [String(known)]), ...added]);
    return this;
  }

  flushHeaders(): void {
    this.headersSent = true;
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, callback: () => void): void {
    this.headersSent = true;
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk));
    callback();
  }

  get body(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
