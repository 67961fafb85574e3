import { afterEach, describe, expect, it } from "vitest";
import type { RequestContext } from "../platform/context.ts";
import { memoByCatalog } from "./catalog-memo.ts";
import { bumpCatalogVersion, setCatalogWatched } from "./catalog-version.ts";
import type { Db } from "../platform/db/client.ts";

/** The memo keys on the database object only, so any object stands for one here. */
const ctxOf = (db: object, lang: RequestContext["lang"] = "en"): RequestContext => ({
  lang,
  dir: "ltr",

  db: db as Db,
});

function countingRead(options?: { ttlMs?: number }) {
  let reads = 0;
  const read = memoByCatalog(async (ctx) => `${ctx.lang} #${++reads}`, options);
  return { read, reads: () => reads };
}

afterEach(() => setCatalogWatched(false));

describe("reads kept until the catalogue changes", () => {
  it("reads the database every time when nothing watches for changes", async () => {
    const { read, reads } = countingRead();
    const ctx = ctxOf({});
    await read(ctx);
    await read(ctx);
    expect(reads()).toBe(2);
  });

  it("keeps one read per database and language while watched, until a change", async () => {
    setCatalogWatched(true);
    const { read, reads } = countingRead();
    const db = {};
    expect(await read(ctxOf(db))).toBe("en #1");
    expect(await read(ctxOf(db))).toBe("en #1");
    expect(await read(ctxOf(db, "ar"))).toBe("ar #2");
    expect(await read(ctxOf({}))).toBe("en #3");
    bumpCatalogVersion();
    expect(await read(ctxOf(db))).toBe("en #4");
    expect(reads()).toBe(4);
  });

  it("keeps a read past its time to live while watched", async () => {
    setCatalogWatched(true);
    const { read } = countingRead({ ttlMs: 1 });
    const ctx = ctxOf({});
    expect(await read(ctx)).toBe("en #1");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read(ctx)).toBe("en #1");
  });

  it("keeps a read for its time to live when nothing watches", async () => {
    const { read } = countingRead({ ttlMs: 60_000 });
    const ctx = ctxOf({});
    expect(await read(ctx)).toBe("en #1");
    expect(await read(ctx)).toBe("en #1");
    read.clear();
    expect(await read(ctx)).toBe("en #2");
  });

  it("forgets a failed read so the next request tries again", async () => {
    setCatalogWatched(true);
    let calls = 0;
    const read = memoByCatalog(async () => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      return "back";
    });
    const ctx = ctxOf({});
    await expect(read(ctx)).rejects.toThrow("database away");
    expect(await read(ctx)).toBe("back");
  });
});
