import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, productForm, type ConsoleRole } from "../../../testing/console-world.ts";
import { createStore } from "../../../testing/shop-fixtures.ts";
import { auditLog, categories, products, stockMovements } from "../../platform/db/schema/index.ts";
import { runQueuedImports } from "./csv-import.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

function headersOf(role: ConsoleRole | string) {
  const token = role in world.fx.tokens ? world.fx.tokens[role as ConsoleRole] : role;
  return { Language: "en", ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

async function exportCsv(role: ConsoleRole, storeId?: number) {
  const query = storeId ? `?store_id=${storeId}` : "";
  const response = await world.server.fetch(`/api/v1/console/product-exports${query}`, {
    headers: headersOf(role),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function upload(role: ConsoleRole, path: string, csv: string, storeId?: number) {
  const form = new FormData();
  form.set("file", new File([csv], "products.csv", { type: "text/csv" }));
  if (storeId) form.set("store_id", String(storeId));
  const response = await world.server.fetch(`/api/v1${path}`, {
    method: "POST",
    headers: headersOf(role),
    body: form,
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

/** Applies a file and waits for its job to end; the job's final state. */
async function apply(role: ConsoleRole, csv: string, storeId?: number) {
  const queued = await upload(role, "/console/product-imports", csv, storeId);
  expect(queued.http, JSON.stringify(queued.body)).toBe(200);
  await runQueuedImports(world.db);
  const response = await world.server.fetch(`/api/v1/console/product-imports/${queued.body.data.id}`, {
    headers: headersOf(role),
  });
  return ((await response.json()) as ApiBody).data;
}

/** The file with every slug and SKU renamed (they are unique in the whole shop) and no status. */
function renamed(csv: string, prefix: string) {
  const [header, ...rows] = parse(csv) as string[][];
  const columns = header as string[];
  const status = columns.indexOf("status");
  const rename = new Set(
    columns.filter((c) => c.startsWith("slug_") || c.endsWith("sku")).map((c) => columns.indexOf(c)),
  );
  return stringify([
    columns,
    ...rows.map((row) =>
      row.map((cell, i) => (i === status ? "" : rename.has(i) && cell ? `${prefix}${cell}` : cell)),
    ),
  ]);
}

async function productCount(storeId: number) {
  const [row] = await world.db.select({ n: count() }).from(products).where(eq(products.storeId, storeId));
  return row?.n ?? 0;
}

/** A richer product in the first store: French texts, three sized variants with their own prices. */
async function addDressWithSizes() {
  const w = world.fx;
  const slug = `dress-${Date.now()}`;
  const form = productForm(w, {
    translations: {
      en: { title: 'Linen dress, "long"', slug, description: "Two lines,\nwith a comma" },
      fr: { title: "Robe en lin", slug: `robe-${slug}`, meta_title: "Robe" },
    },
    attributes: [{ attribute_id: w.attribute.id, value_ids: w.attribute.valueIds }],
    variants: w.attribute.valueIds.map((id, i) => ({
      value_ids: [id],
      sku: `${slug}-${i}`,
      price: 1000 + i,
      stock: i * 3,
    })),
    free_shipping: true,
  });
  const response = await world.server.fetch("/api/v1/console/products", {
    method: "POST",
    headers: { ...headersOf("seller"), "content-type": "application/json" },
    body: JSON.stringify(form),
  });
  expect(response.status).toBe(200);
}

describe("product CSV import and export", () => {
  it("a CSV with five broken rows reports each with its line and column and writes nothing on the dry run", async () => {
    const w = world.fx;
    const [category] = await world.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, w.category));
    const row = (n: number, cells: Partial<Record<string, string>> = {}) => {
      const all: Record<string, string> = {
        slug_en: `five-${n}-${Date.now()}`,
        title_en: `Scarf ${n}`,
        category: category?.slug ?? "",
        selling: "1000",
        stock: "3",
        free_shipping: "false",
        ...cells,
      };
      return ["slug_en", "title_en", "category", "selling", "stock", "free_shipping"].map(
        (c) => all[c] ?? "",
      );
    };
    const csv = stringify([
      ["slug_en", "title_en", "category", "selling", "stock", "free_shipping"],
      row(1),
      row(2, { selling: "12,50" }),
      row(3, { category: "no-such-category" }),
      row(4),
      row(5, { free_shipping: "perhaps" }),
      row(6, { stock: "-4" }),
      row(7, { title_en: "" }),
    ]);
    const before = await productCount(w.store.id);
    const movementsBefore = await world.db.select({ n: count() }).from(stockMovements);

    const result = await upload("seller", "/console/product-import-checks", csv);

    expect(result.http).toBe(200);
    const errors = result.body.data.errors as { line: number; column: string; message: string }[];
    expect(errors.map((e) => `${e.line}:${e.column}`)).toEqual([
      "3:selling",
      "4:category",
      "6:free_shipping",
      "7:stock",
      "8:title_en",
    ]);
    expect(errors.every((e) => e.message.length > 0 && !e.message.startsWith("console."))).toBe(true);
    expect(result.body.data.changes).toHaveLength(2);
    expect(await productCount(w.store.id)).toBe(before);
    expect(await world.db.select({ n: count() }).from(stockMovements)).toEqual(movementsBefore);
  });

  it("the rows of a broken file are reported at the line where each record starts", async () => {
    const csv = [
      "slug_en,title_en,category,selling,description_en",
      `ok-line-2,Fine,${"no-such"},100,"three`,
      "lines",
      'here"',
      "bad-line-5,Bad,no-such,abc,",
    ].join("\n");
    const result = await upload("seller", "/console/product-import-checks", csv);
    const errors = result.body.data.errors as { line: number; column: string }[];
    expect(errors.map((e) => `${e.line}:${e.column}`)).toEqual(["2:category", "5:category", "5:selling"]);
  });

  it("an exported store imported into an empty store gives the same products, variants, translations, prices and stock", async () => {
    const w = world.fx;
    await addDressWithSizes();
    const empty = await createStore(world.db);
    const original = renamed(await exportCsv("seller"), "copy-");

    const dryRun = await upload("admin", "/console/product-import-checks", original, empty.id);
    expect(dryRun.body.data.errors).toEqual([]);
    expect(dryRun.body.data.created).toBe(await productCount(w.store.id));
    expect(await productCount(empty.id)).toBe(0);

    const job = await apply("admin", original, empty.id);

    expect(job).toMatchObject({
      status: "done",
      done: job.total,
      report: { errors: [], updated: 0, unchanged: 0 },
    });
    expect(job.report.created).toBe(await productCount(w.store.id));
    expect(renamed(await exportCsv("admin", empty.id), "")).toBe(original);
    const [copied] = await world.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, empty.id));
    const moves = await world.db
      .select({ reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.productId, (copied as { id: number }).id));
    expect(moves.every((m) => m.reason === "import")).toBe(true);
    const audits = await world.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.storeId, empty.id), eq(auditLog.action, "create")));
    expect(audits[0]?.n).toBe(job.report.created);
  });

  it("importing the same file twice changes nothing the second time", async () => {
    const w = world.fx;
    await addDressWithSizes();
    const empty = await createStore(world.db);
    const file = renamed(await exportCsv("seller"), "twice-");
    const first = await apply("admin", file, empty.id);
    expect(first.status).toBe("done");
    const auditsAfterFirst = await world.db.select({ n: count() }).from(auditLog);
    const movesAfterFirst = await world.db.select({ n: count() }).from(stockMovements);

    const second = await apply("admin", file, empty.id);

    expect(second.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: first.report.created,
      errors: [],
    });
    expect(await world.db.select({ n: count() }).from(auditLog)).toEqual(auditsAfterFirst);
    expect(await world.db.select({ n: count() }).from(stockMovements)).toEqual(movesAfterFirst);
    const changed = file.replace(/(\n[^\n]*?)(,\d+)(\r?\n|$)/, "$1,999$3");
    expect(
      (await upload("admin", "/console/product-import-checks", changed, empty.id)).body.data.updated,
    ).toBe(1);
    void w;
  });

  it("a seller exports and imports only their own store: naming another store finds nothing and writes nothing", async () => {
    const w = world.fx;
    const refused = await world.server.fetch(`/api/v1/console/product-exports?store_id=${w.store.id}`, {
      headers: headersOf("otherSeller"),
    });
    expect(refused.status).toBe(404);
    expect(await exportCsv("otherSeller")).not.toContain(w.marker);
    const own = await exportCsv("seller");
    expect(own).toContain(w.marker);
    expect(await exportCsv("seller", w.store.id)).toBe(own);
    const storeProducts = () =>
      world.db.select({ n: count() }).from(products).where(eq(products.storeId, w.otherStore.id));
    const before = await storeProducts();
    for (const path of ["/console/product-import-checks", "/console/product-imports"]) {
      const intoOther = await upload("seller", path, renamed(own, "theirs-"), w.otherStore.id);
      expect(intoOther.http, path).toBe(404);
    }
    await runQueuedImports(world.db);
    expect(await storeProducts()).toEqual(before);
    const job = await apply("seller", renamed(own, "mine-"));
    expect(job.store_id).toBe(w.store.id);
    const peek = await world.server.fetch(`/api/v1/console/product-imports/${job.id}`, {
      headers: headersOf("otherSeller"),
    });
    expect(peek.status).toBe(404);
  });

  it("a file over 20 MB is refused with a clear message", async () => {
    const big = `slug_en,title_en,category,selling\n${"x".repeat(21 * 1024 * 1024)}`;
    const result = await upload("seller", "/console/product-import-checks", big);
    expect(result.http).toBe(413);
    expect(result.body.message).toMatch(/20 MB/);
  });
});
