import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  rawBody: string;
  /** JSON body parsed, or form fields for application/x-www-form-urlencoded. */
  body: Record<string, unknown>;
}
export interface FakeResponse {
  status?: number;
  json?: unknown;
  text?: string;
}
export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeServer {
  baseUrl: string;
  /** Every request the fake received, in order (tests look at what the client sent). */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** A loopback HTTP server on a random port that answers like a gateway. */
export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://fake");
      const type = req.headers["content-type"] ?? "";
      let body: Record<string, unknown> = {};
      if (type.includes("application/json") && rawBody) body = JSON.parse(rawBody) as Record<string, unknown>;
      else if (type.includes("application/x-www-form-urlencoded"))
        body = Object.fromEntries(new URLSearchParams(rawBody));
      const request: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body,
      };
      requests.push(request);
      try {
        const answer = await handler(request);
        res.statusCode = answer.status ?? 200;
        if (answer.json !== undefined) {
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify(answer.json));
        } else res.end(answer.text ?? "");
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;
/** Gateway-looking ids: prefix + 14 random-ish base-36 characters. */
export function fakeId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36).padStart(4, "0")}${Math.random().toString(36).slice(2, 6)}`;
}
