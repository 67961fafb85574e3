import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { eq } from "drizzle-orm";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { stores } from "../../platform/db/schema/index.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { translate } from "../../core/messages.ts";
import { consoleActor, type ConsoleActor } from "../accounts/index.ts";
import { exportStoreCsv } from "./csv-export.ts";
import type { RowError } from "./csv-import-rows.ts";
import { dryRunImport, importJobOf, queueImport } from "./csv-import.ts";

/** The largest CSV an import reads (about 40,000 rows of a well-described catalogue). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const storeQuery = z.object({
  store_id: idField
    .optional()
    .openapi({ description: "The store (admins); a seller may name only their own, or none" }),
});

const ImportForm = z.object({
  file: z.instanceof(File).openapi({
    type: "string",
    format: "binary",
    description: "The product CSV (docs/product-csv.md), at most 20 MB",
  }),
  store_id: idField
    .optional()
    .openapi({ description: "The store to import into (admins); a seller may name only their own" }),
});

const RowErrorSchema = z.object({
  line: z.number().int().openapi({ description: "Line of the file (1: the header)" }),
  column: z.string(),
  message: z.string(),
});

const ChangeSchema = z.object({
  line: z.number().int(),
  slug: z.string(),
  action: z.enum(["create", "update", "unchanged"]),
  variants: z.number().int(),
});

const DryRunSchema = z
  .object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    errors: z.array(RowErrorSchema),
    changes: z.array(ChangeSchema),
  })
  .openapi("ImportDryRun");

const ImportJobSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    status: z.enum(["queued", "running", "done", "failed"]),
    total: z.number().int().openapi({ description: "Rows in the file" }),
    done: z.number().int().openapi({ description: "Rows applied so far" }),
    report: z
      .object({
        rows: z.number().int(),
        created: z.number().int(),
        updated: z.number().int(),
        unchanged: z.number().int(),
        errors: z.array(RowErrorSchema),
      })
      .nullable()
      .openapi({ description: "Null until the job ends" }),
  })
  .openapi("ImportJob");

const refuseLargeCsv = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError("too_large", "console.import_too_large");
  },
});

const importBody = { content: { "multipart/form-data": { schema: ImportForm } }, required: true };

const routes = {
  exportCsv: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/product-exports",
    summary: "Every product of a store as CSV, one row per variant (a seller's own store only)",
    request: { headers, query: storeQuery },
    responses: {
      200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  dryRun: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/product-import-checks",
    summary: "Check a product CSV: each row's errors (line, column) and what it would change; writes nothing",
    middleware: [refuseLargeCsv] as const,
    request: { headers, body: importBody },
    responses: {
      200: success(DryRunSchema, "The errors and the planned changes"),
      ...failures(401, 403, 404, 413, 422, 500),
    },
  }),
  apply: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/product-imports",
    summary: "Apply a product CSV as a job, in batches; the same file twice changes nothing the second time",
    middleware: [refuseLargeCsv] as const,
    request: { headers, body: importBody },
    responses: {
      200: success(z.object({ id: z.number().int() }), "The queued job"),
      ...failures(401, 403, 404, 413, 422, 500),
    },
  }),
  job: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/product-imports/{id}",
    summary: "An import job's progress (rows done of total) and, when it ends, its report",
    request: { headers, params: z.object({ id: idField }) },
    responses: { 200: success(ImportJobSchema, "The job"), ...failures(401, 403, 404, 422, 500) },
  }),
};

/**
 * The store a call works on: the seller's own, or the one an admin names (which must exist).
 * A seller naming another store finds nothing, as with that store's products.
 */
async function storeOf(ctx: RequestContext, actor: ConsoleActor, storeId: number | undefined) {
  if (actor.reach === "store") {
    if (storeId !== undefined && storeId !== actor.storeId) throw notFound("store");
    return actor.storeId as number;
  }
  if (!storeId) throw new AppError("invalid", { key: "validation.required", params: { type: "store_id" } });
  const db = await dbOf(ctx);
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound("store");
  return store.id;
}

async function fileText(file: File) {
  if (file.size > IMPORT_MAX_BYTES) throw new AppError("too_large", "console.import_too_large");
  return file.text();
}

const translated = (ctx: RequestContext, errors: RowError[]) =>
  errors.map((e) => ({ line: e.line, column: e.column, message: translate(e.message, ctx.lang) }));

export function productCsvRoutes(app: ApiApp): void {
  app.openapi(routes.exportCsv, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const storeId = await storeOf(c.var.ctx, actor, c.req.valid("query").store_id);
    const csv = await exportStoreCsv(c.var.ctx, actor, storeId);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="products-store-${storeId}.csv"`,
      "cache-control": "private, no-store",
    }) as never;
  });
  app.openapi(routes.dryRun, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const form = c.req.valid("form");
    const storeId = await storeOf(c.var.ctx, actor, form.store_id);
    const result = await dryRunImport(c.var.ctx, actor, storeId, await fileText(form.file));
    return ok(c, { ...result, errors: translated(c.var.ctx, result.errors) });
  });
  app.openapi(routes.apply, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const form = c.req.valid("form");
    const storeId = await storeOf(c.var.ctx, actor, form.store_id);
    return ok(c, await queueImport(c.var.ctx, actor, storeId, await fileText(form.file)));
  });
  app.openapi(routes.job, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const job = await importJobOf(c.var.ctx, actor, c.req.valid("param").id);
    // While the job runs its report holds the counts so far; the report is given once it ends.
    const ended = job.status === "done" || job.status === "failed";
    const report =
      ended && job.report
        ? {
            rows: job.report.rows,
            created: job.report.created,
            updated: job.report.updated,
            unchanged: job.report.unchanged,
            errors: translated(c.var.ctx, job.report.errors),
          }
        : null;
    return ok(c, {
      id: job.id,
      store_id: job.storeId,
      status: job.status as "queued" | "running" | "done" | "failed",
      total: job.total,
      done: job.done,
      report,
    });
  });
}
