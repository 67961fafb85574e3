import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, productForm, type ConsoleRole } from "../../../testing/console-world.ts";
import { createStore } from "../../../testing/shop-fixtures.ts";
import {
  attributes,
  auditLog,
  categories,
  importJobs,
  inventories,
  products,
  stockMovements,
} from "../../platform/db/schema/index.ts";
import { runQueuedImports, startImportJobs } from "./csv-import.ts";

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

/** A file of `count` products with a variant per size (three rows each), slugs and SKUs starting with `prefix`. */
async function sizedFile(count: number, prefix: string, stock = (i: number) => i % 7) {
  const w = world.fx;
  const [category] = await world.db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, w.category));
  const [size] = await world.db
    .select({ slug: attributes.slug })
    .from(attributes)
    .where(eq(attributes.id, w.attribute.id));
  const header = ["slug_en", "title_en", "slug_fr", "title_fr", "category", "selling", "attributes"];
  const lines = [[...header, "variant_values", "variant_sku", "variant_price", "variant_stock"]];
  for (let i = 0; i < count; i++) {
    for (const value of ["s", "m", "l"])
      lines.push([
        `${prefix}-${i}`,
        `Scarf ${i}`,
        `${prefix}-fr-${i}`,
        `Foulard ${i}`,
        category?.slug ?? "",
        String(1000 + i),
        size?.slug ?? "",
        value,
        `${prefix}-${i}-${value}`.toUpperCase(),
        "0",
        String(stock(i)),
      ]);
  }
  return stringify(lines);
}

async function tally() {
  const [audits] = await world.db.select({ n: count() }).from(auditLog);
  const [moves] = await world.db.select({ n: count() }).from(stockMovements);
  return { audits: audits?.n, moves: moves?.n };
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

  it("a file of many batches applies batch by batch, tells the catalogue once per batch, and changes nothing when applied again", async () => {
    const empty = await createStore(world.db);
    // 300 products of three rows: four batches of about 250 rows.
    const prefix = `many-${Date.now()}`;
    const file = await sizedFile(300, prefix);
    const notices: string[] = [];
    const stopListening = await world.database.listen("catalog_changed", (payload) => notices.push(payload));

    const first = await apply("admin", file, empty.id);

    await new Promise((resolve) => setTimeout(resolve, 100));
    await stopListening();
    expect(first).toMatchObject({ status: "done", total: 900, done: 900 });
    expect(first.report).toMatchObject({ rows: 900, created: 300, updated: 0, unchanged: 0, errors: [] });
    expect(await productCount(empty.id)).toBe(300);
    // One transaction per batch (four here): the database folds each batch's notices into one
    // naming the batch's products, plus at most one naming the products whose stock moved.
    const edited = notices.flatMap((payload) => (JSON.parse(payload) as { edited?: number[] }).edited ?? []);
    expect(notices.filter((payload) => payload.includes('"edited"'))).toHaveLength(4);
    expect(notices.length).toBeLessThanOrEqual(8);
    expect(new Set(edited).size).toBe(300);
    const [variant] = await world.db
      .select({ quantity: inventories.quantity, id: inventories.id })
      .from(inventories)
      .where(eq(inventories.sku, `${prefix}-3-m`.toUpperCase()));
    const moves = await world.db
      .select({ delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, variant?.id ?? -1));
    expect(variant?.quantity).toBe(3);
    expect(moves).toEqual([{ delta: 3, reason: "import" }]);
    const before = await tally();

    const second = await apply("admin", file, empty.id);

    expect(second.report).toMatchObject({ created: 0, updated: 0, unchanged: 300, errors: [] });
    expect(await tally()).toEqual(before);

    const restocked = await apply("admin", await sizedFile(300, prefix, (i) => (i % 7) + 1), empty.id);
    expect(restocked.report).toMatchObject({ created: 0, updated: 300, unchanged: 0, errors: [] });
    const after = await tally();
    expect(after.moves).toBe((before.moves ?? 0) + 900);
    expect(after.audits).toBe((before.audits ?? 0) + 300);
  });

  it("the dry run finds a translated slug given twice in one file, even in different batches", async () => {
    const prefix = `twin-${Date.now()}`;
    const file = (await sizedFile(120, prefix)).replace(`${prefix}-fr-119,`, `${prefix}-fr-0,`);
    const result = await upload("seller", "/console/product-import-checks", file);
    const errors = result.body.data.errors as { line: number; column: string }[];
    expect(errors.map((e) => `${e.line}:${e.column}`)).toEqual([`${2 + 119 * 3}:slug_fr`]);
    expect(result.body.data.created).toBe(119);
  });

  it("a job left running by a stopped shop resumes after its last applied batch; one that keeps stopping fails with the reason", async () => {
    const w = world.fx;
    const store = await createStore(world.db);
    const file = await sizedFile(100, `stalled-${Date.now()}`);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const [stalled] = await world.db
      .insert(importJobs)
      .values({
        storeId: store.id,
        actorId: w.people.admin.id,
        csv: file,
        total: 300,
        status: "running",
        claimedAt: longAgo,
      })
      .returning({ id: importJobs.id });
    const [busy] = await world.db
      .insert(importJobs)
      .values({
        storeId: store.id,
        actorId: w.people.admin.id,
        csv: file,
        total: 300,
        status: "running",
        claimedAt: new Date(),
      })
      .returning({ id: importJobs.id });
    const [hopeless] = await world.db
      .insert(importJobs)
      .values({
        storeId: store.id,
        actorId: w.people.admin.id,
        csv: file,
        total: 300,
        status: "running",
        claimedAt: longAgo,
        report: { created: 0, updated: 0, unchanged: 0, resumes: 3 },
      })
      .returning({ id: importJobs.id });

    await runQueuedImports(world.db);

    const jobOf = async (id: number | undefined, lang = "en") => {
      const response = await world.server.fetch(`/api/v1/console/product-imports/${id}`, {
        headers: { ...headersOf("admin"), Language: lang },
      });
      return ((await response.json()) as ApiBody).data;
    };
    expect(await jobOf(stalled?.id)).toMatchObject({ status: "done", done: 300, report: { created: 100 } });
    expect(await productCount(store.id)).toBe(100);
    expect(await jobOf(busy?.id)).toMatchObject({ status: "running", report: null });
    const failed = await jobOf(hopeless?.id, "fr");
    expect(failed.status).toBe("failed");
    expect(failed.report.errors).toEqual([
      { line: 0, column: "", message: expect.stringMatching(/^L’import s’est arrêté/) },
    ]);
  });

  it("a shop that stops puts its running job back in the queue after the current batch, and the next start finishes it", async () => {
    const store = await createStore(world.db);
    const stop = startImportJobs(world.db);
    const queued = await upload(
      "admin",
      "/console/product-imports",
      await sizedFile(300, `pause-${Date.now()}`),
      store.id,
    );
    const id = queued.body.data.id as number;
    const jobRow = async () => (await world.db.select().from(importJobs).where(eq(importJobs.id, id)))[0];
    // The job answers between its batches: its progress is seen while it runs.
    while (((await jobRow())?.done ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    await stop();

    const paused = await jobRow();
    expect(paused).toMatchObject({ status: "queued" });
    expect(paused?.done).toBeGreaterThan(0);
    expect(paused?.done).toBeLessThan(900);
    expect(await productCount(store.id)).toBe((paused?.report as { created: number }).created);
    const restart = startImportJobs(world.db);
    await runQueuedImports(world.db);
    await restart();
    expect(await jobRow()).toMatchObject({
      status: "done",
      done: 900,
      report: { rows: 900, created: 300, updated: 0, unchanged: 0, errors: [] },
    });
    expect(await productCount(store.id)).toBe(300);
  });
});
