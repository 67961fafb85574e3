import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Lang } from "../i18n/locales.ts";
import type { RequestContext } from "../server/platform/context.ts";
import type { Db } from "../server/platform/db/client.ts";
import { configureMail } from "../server/platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";
import { startApiServer, type ApiTestServer } from "./server.ts";

/** The envelope every API answer carries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
export type ApiBody = { status: number; data: any; message: string };

export interface TestWorld<F> {
  readonly database: TestDatabase;
  readonly db: Db;
  /** What `fill` wrote (the test shop, the catalogue fixture …). */
  readonly fx: F;
  /** The API on a real HTTP server over the database; only with `api: true`. */
  readonly server: ApiTestServer;
  /** A request context for calling services directly, in a language. */
  ctx(lang?: Lang): RequestContext;
  /** GET /api/v1/{path} in a language: the HTTP status and the envelope. */
  get(path: string, lang?: Lang): Promise<{ http: number; body: ApiBody }>;
  /** POST a JSON body (or a raw string) to /api/v1/{path} in a language. */
  post(path: string, body: unknown, lang?: Lang): Promise<{ http: number; body: ApiBody }>;
}

/**
 * One test file's world: a fresh migrated database, filled by `fill`, and with `api: true` the API
 * on a real HTTP server over it; made before the file's first test and closed after its last.
 * `outbox: true`: the shop's mail is written to a fresh temporary outbox folder instead of sent.
 *
 *   const world = useTestWorld({ fill: fillTestShop, api: true });
 *   it("…", async () => { const { http, body } = await world.get(`/product/${world.fx.dress.id}`); });
 */
export function useTestWorld<F = undefined>(
  options: { fill?: (db: Db) => Promise<F>; api?: boolean; outbox?: boolean } = {},
): TestWorld<F> {
  let database: TestDatabase | undefined;
  let server: ApiTestServer | undefined;
  let fx: F;

  beforeAll(async () => {
    if (options.outbox) configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "test-world-outbox-")) });
    database = await createTestDatabase();
    fx = (await options.fill?.(database.db)) as F;
    if (options.api) server = await startApiServer({ db: database.db });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`The test world has no ${what} (yet): use it inside a test or hook.`);
    return value;
  };
  const call = async (path: string, init: RequestInit, lang: Lang) => {
    const response = await ready(server, "API server (api: true)").fetch(
      `/api/v1/${path.replace(/^\//, "")}`,
      { ...init, headers: { ...init.headers, Language: lang } },
    );
    return { http: response.status, body: (await response.json()) as ApiBody };
  };

  return {
    get database() {
      return ready(database, "database");
    },
    get db() {
      return ready(database, "database").db;
    },
    get fx() {
      return fx;
    },
    get server() {
      return ready(server, "API server (api: true)");
    },
    ctx: (lang = "en") => ({ lang, dir: lang === "ar" ? "rtl" : "ltr", db: ready(database, "database").db }),
    get: (path, lang = "en") => call(path, {}, lang),
    post: (path, body, lang = "en") =>
      call(
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        },
        lang,
      ),
  };
}
