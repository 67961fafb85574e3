import { afterEach, describe, expect, it } from "vitest";
import type { RequestContext } from "../platform/context.ts";
import { memoByCatalog, memoByProducts } from "./catalog-memo.ts";
import { announceCatalogChange, bumpCatalogVersion, setCatalogWatched } from "./catalog-version.ts";
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

describe("reads kept until a product is edited", () => {
  function countingKeys(size = 10) {
    let reads = 0;
    const memo = memoByProducts<string>(size);
    return { read: (key: string) => memo(key, async () => `${key} #${++reads}`), reads: () => reads };
  }

  it("reads every time when nothing watches for changes", async () => {
    const { read, reads } = countingKeys();
    await read("en all");
    await read("en all");
    expect(reads()).toBe(2);
  });

  it("keeps each key's read through stock and content changes, and reads again after an edit", async () => {
    setCatalogWatched(true);
    const { read } = countingKeys();
    expect(await read("en all")).toBe("en all #1");
    expect(await read("ar all")).toBe("ar all #2");
    announceCatalogChange({ kind: "stock", products: [1], cards: [1], sales: true });
    announceCatalogChange({ kind: "content", tags: ["banner:3:en"] });
    expect(await read("en all")).toBe("en all #1");
    announceCatalogChange({ kind: "edited", products: [7] });
    expect(await read("en all")).toBe("en all #3");
    expect(await read("ar all")).toBe("ar all #4");
  });

  it("keeps the most recently stored keys only", async () => {
    setCatalogWatched(true);
    const { read } = countingKeys(2);
    await read("a");
    await read("b");
    await read("c");
    expect(await read("c")).toBe("c #3");
    expect(await read("a")).toBe("a #4");
  });
});
