import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, type ApiApp, type AppOptions } from "../server/http/app.ts";
import type { Db } from "../server/platform/db/client.ts";
import type { Gateways } from "../server/platform/payments/gateway.ts";
import { createLogger, type Logger } from "../server/platform/log.ts";
import { answerWith, type FetchApp } from "../server/serving/fetch-bridge.ts";
import { API_BASE } from "../server/http/app.ts";
import { buildDocument } from "../server/http/openapi.ts";
import { documentCheck, type ApiDocument, type DocumentCheck } from "./document-check.ts";

export interface TestServer {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  /**
   * fetch() against the server: `server.fetch("/api/v1/common", { headers: { Language: "ar" } })`.
   * An answer under /api/v1 that the API document does not describe rejects (see document-check.ts).
   */
  fetch(path: string | URL, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A Node request handler that answers with a fetch-style app (the Hono app). */
export function nodeHandlerOf(app: FetchApp): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return (req, res) =>
    answerWith(app, req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    });
}

const documentChecks = new WeakMap<ApiApp, DocumentCheck>();
let shopCheck: DocumentCheck | undefined;

/** The check against the document `app` serves; by default the shop's app's. */
function checkOf(app?: ApiApp): DocumentCheck {
  if (!app) return (shopCheck ??= checkOf(createApp({ logger: captureLogs().logger })));
  let check = documentChecks.get(app);
  if (!check) {
    check = documentCheck(buildDocument(app, API_BASE) as unknown as ApiDocument);
    documentChecks.set(app, check);
  }
  return check;
}

/**
 * Serves a Node request handler on a real HTTP server on a random loopback port. Its API answers
 * are checked against the document of `api` (the routes a test added included), or the shop's.
 */
export async function serveNode(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  api?: ApiApp,
): Promise<TestServer> {
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    fetch: async (path, init) => {
      const url = new URL(path, origin);
      const response = await fetch(url, init);
      // Built at the first answer, once a test's own routes are in.
      await checkOf(api).check(init?.method ?? "GET", url, response);
      return response;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Serves any fetch-style app (the Hono app) on a real HTTP server on a random loopback port. */
function serve(app: FetchApp, api?: ApiApp): Promise<TestServer> {
  return serveNode(nodeHandlerOf(app), api);
}

/** A logger whose lines land in `lines` (parsed JSON), for tests that look at logs. */
export function captureLogs(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { logger: createLogger(sink, "info"), lines };
}

export interface ApiTestServer extends TestServer {
  app: ApiApp;
  /** Log lines of the requests served so far. */
  logs: Record<string, unknown>[];
}

/**
 * The API app on a real HTTP server, on the given test database, with its log captured.
 * `extend` may add routes before the server starts (e.g. one that throws).
 */
export async function startApiServer(
  options: { db?: Db; gateways?: Gateways; extend?: (app: ApiApp) => void; trustProxy?: boolean } = {},
): Promise<ApiTestServer> {
  const { logger, lines } = captureLogs();
  const appOptions: AppOptions = {
    db: options.db,
    gateways: options.gateways,
    logger,
    trustProxy: options.trustProxy,
  };
  const app = createApp(appOptions);
  options.extend?.(app);
  const server = await serve(app, app);
  return { ...server, app, logs: lines };
}
