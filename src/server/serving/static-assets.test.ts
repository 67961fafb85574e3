import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../testing/raw-http.ts";
import { serveNode, type TestServer } from "../../testing/server.ts";
import { createAssetHandler } from "./static-assets.ts";

const KB = 1024;
let clientDir: string;
let server: TestServer;
let assets: ReturnType<typeof createAssetHandler>;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "assets-"));
  const folder = join(clientDir, "_astro");
  mkdirSync(folder);
  const script = `console.log("${"island ".repeat(400)}");`;
  writeFileSync(join(folder, "island.Ab12.js"), script);
  writeFileSync(join(folder, "island.Ab12.js.gz"), gzipSync(script));
  writeFileSync(join(folder, "only-compressed.js.gz"), gzipSync("x"));
  for (const name of ["big-1.Zz.css", "big-2.Zz.css", "big-3.Zz.css"])
    writeFileSync(join(folder, name), "a".repeat(40 * KB));
  assets = createAssetHandler(clientDir, { memoBytes: 100 * KB });
  server = await serveNode((req: IncomingMessage, res: ServerResponse) => {
    if (assets(req, res, (req.url ?? "/").split("?")[0] as string)) return;
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
});
afterAll(async () => {
  await server?.close();
});

describe("the build's hashed assets", () => {
  it("are served with a year's immutable caching, compressed when the browser accepts it", async () => {
    const plain = await rawRequest(server.origin, "/_astro/island.Ab12.js");
    const gzip = await rawRequest(server.origin, "/_astro/island.Ab12.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(plain.status).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("a scan of made-up asset names is answered 404 and leaves nothing in memory", async () => {
    const before = assets.memo();
    for (let i = 0; i < 3000; i++) {
      const answer = await rawRequest(server.origin, `/_astro/made-up-${i}.${i.toString(36)}.js`);
      if (answer.status !== 404) throw new Error(`made-up-${i}: ${answer.status}`);
    }
    expect(assets.memo()).toEqual(before);
  });

  it("names that are not a built file are not served: compressed copies alone, folders, escapes, broken encodings", async () => {
    for (const path of [
      "/_astro/only-compressed.js",
      "/_astro/only-compressed.js.gz",
      "/_astro/island.Ab12.js.gz",
      "/_astro/",
      "/_astro/..%2Fsecret",
      "/_astro/%",
      "/_astro/%E0%A4%A",
    ]) {
      expect((await rawRequest(server.origin, path)).status, path).toBe(404);
    }
  });

  it("keep at most the memory they are given: past it, files are read from disk each time", async () => {
    for (const name of ["big-1.Zz.css", "big-2.Zz.css", "big-3.Zz.css", "big-1.Zz.css"]) {
      const answer = await rawRequest(server.origin, `/_astro/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.body.length, name).toBe(40 * KB);
    }
    expect(assets.memo().bytes).toBeLessThanOrEqual(100 * KB);
  });
});
