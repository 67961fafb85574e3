import { and, eq, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db, DbOrTx } from "../../platform/db/client.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import { importJobs, users } from "../../platform/db/schema/index.ts";
import type { UserRole } from "../../platform/db/schema/enums.ts";
import { log } from "../../platform/log.ts";
import { AppError, notFound } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { loadCsvDictionary } from "./csv-dictionary.ts";
import { readProductCsv, type ProductGroup, type RowError } from "./csv-import-rows.ts";
import { planProduct, type PlannedChange } from "./csv-import-plan.ts";
import { createProductIn, updateProductIn, type StockSource } from "./console-product-save.ts";

/** Rows written per transaction: a failing batch rolls back alone, and progress moves per batch. */
const BATCH_ROWS = 250;
const IMPORT: StockSource = { reason: "import", note: "CSV import" };

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: RowError[];
}

function countsOf(changes: PlannedChange[]) {
  const count = (action: PlannedChange["action"]) => changes.filter((c) => c.action === action).length;
  return { created: count("create"), updated: count("update"), unchanged: count("unchanged") };
}

/**
 * What importing the file would do, product by product, and every error with its line and
 * column; nothing is written.
 */
export async function dryRunImport(ctx: RequestContext, actor: ConsoleActor, storeId: number, csv: string) {
  const db = await dbOf(ctx);
  const parsed = readProductCsv(csv, await loadCsvDictionary(db), storeId);
  const errors = [...parsed.errors];
  const changes: PlannedChange[] = [];
  for (const group of parsed.groups) {
    if (!group.form) continue;
    const planned = await planProduct(db, actor, storeId, group, group.form);
    if ("errors" in planned) errors.push(...planned.errors);
    else changes.push(planned.change);
  }
  errors.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  return { rows: parsed.rows, ...countsOf(changes), errors, changes };
}

/** Queues the file to be applied by a job; a file that cannot even be read is refused at once. */
export async function queueImport(ctx: RequestContext, actor: ConsoleActor, storeId: number, csv: string) {
  const db = await dbOf(ctx);
  const parsed = readProductCsv(csv, await loadCsvDictionary(db), storeId);
  if (parsed.errors.length > 0) throw new AppError("invalid", "console.import_has_errors");
  const [job] = await db
    .insert(importJobs)
    .values({ storeId, actorId: actor.id, csv, total: parsed.rows })
    .returning({ id: importJobs.id });
  void runQueuedImports(db);
  return { id: (job as { id: number }).id };
}

/** One job, as its owner sees it: a seller only finds the jobs of their own store (in the query). */
export async function importJobOf(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  const [job] = await db
    .select({
      id: importJobs.id,
      storeId: importJobs.storeId,
      status: importJobs.status,
      total: importJobs.total,
      done: importJobs.done,
      report: importJobs.report,
    })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.id, id),
        actor.reach === "all" ? undefined : eq(importJobs.storeId, actor.storeId ?? -1),
      ),
    );
  if (!job) throw notFound("import");
  return { ...job, report: job.report as ImportReport | null };
}

/** Takes the oldest queued job no other process holds, marking it running. */
async function claimJob(db: Db) {
  const result = await executeNamed<{ id: number; store_id: number; actor_id: number | null; csv: string }>(
    db,
    "claim_import_job",
    sql`update import_jobs set status = 'running', claimed_at = now()
      where id = (select id from import_jobs where status = 'queued' order by id limit 1 for update skip locked)
      returning id, store_id, actor_id, csv`,
  );
  return result.rows[0] ?? null;
}

/** The groups in batches of about BATCH_ROWS rows; a product's rows never span two batches. */
function batchesOf(groups: ProductGroup[]): ProductGroup[][] {
  const batches: ProductGroup[][] = [];
  let current: ProductGroup[] = [];
  let rows = 0;
  for (const group of groups) {
    current.push(group);
    rows += group.rows.length;
    if (rows >= BATCH_ROWS) {
      batches.push(current);
      current = [];
      rows = 0;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

class BatchRefused extends Error {
  readonly errors: RowError[];

  constructor(errors: RowError[]) {
    super("import batch refused");
    this.errors = errors;
  }
}

async function applyBatch(tx: DbOrTx, actor: ConsoleActor, storeId: number, batch: ProductGroup[]) {
  const changes: PlannedChange[] = [];
  for (const group of batch) {
    const form = group.form;
    if (!form) continue;
    const planned = await planProduct(tx, actor, storeId, group, form);
    if ("errors" in planned) throw new BatchRefused(planned.errors);
    if (planned.change.action === "create") await createProductIn(tx, actor, form, IMPORT);
    if (planned.change.action === "update" && planned.productId !== null)
      await updateProductIn(tx, actor, planned.productId, form, IMPORT);
    changes.push(planned.change);
  }
  return changes;
}

async function runJob(db: Db, job: NonNullable<Awaited<ReturnType<typeof claimJob>>>) {
  const [user] = job.actor_id
    ? await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, job.actor_id))
    : [];
  const finish = (status: string, report: ImportReport) =>
    db.update(importJobs).set({ status, report, csv: "" }).where(eq(importJobs.id, job.id));
  const parsed = readProductCsv(job.csv, await loadCsvDictionary(db), job.store_id);
  const empty = { rows: parsed.rows, created: 0, updated: 0, unchanged: 0 };
  if (!user || parsed.errors.length > 0) return finish("failed", { ...empty, errors: parsed.errors });
  // The job acts within the one store it was queued for, whoever queued it.
  const actor: ConsoleActor = {
    id: user.id,
    role: user.role as UserRole,
    storeId: job.store_id,
    reach: "store",
  };
  const changes: PlannedChange[] = [];
  let done = 0;
  for (const batch of batchesOf(parsed.groups)) {
    try {
      changes.push(...(await db.transaction((tx) => applyBatch(tx, actor, job.store_id, batch))));
    } catch (error) {
      if (!(error instanceof BatchRefused)) throw error;
      return finish("failed", { ...empty, ...countsOf(changes), errors: error.errors });
    }
    done += batch.reduce((sum, group) => sum + group.rows.length, 0);
    await db.update(importJobs).set({ done }).where(eq(importJobs.id, job.id));
  }
  return finish("done", { rows: parsed.rows, ...countsOf(changes), errors: [] });
}

/**
 * Per database: the pass applying queued jobs in this process. Resolves when no job is left
 * (tests and the benchmark wait on it).
 */
const passes = new WeakMap<Db, Promise<void>>();

export function runQueuedImports(db: Db): Promise<void> {
  const running = passes.get(db);
  // A job queued while a pass ends is taken by the next pass.
  if (running) return running.then(() => runQueuedImports(db));
  const pass = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    for (let job = await claimJob(db); job; job = await claimJob(db)) {
      const claimed = job;
      await runJob(db, claimed).catch(async (error: unknown) => {
        log.error({ err: error, job: claimed.id }, "a product import failed");
        await db.update(importJobs).set({ status: "failed", csv: "" }).where(eq(importJobs.id, claimed.id));
      });
    }
  })()
    .catch((error: unknown) => log.error({ err: error }, "product imports could not be run"))
    .finally(() => passes.delete(db));
  passes.set(db, pass);
  return pass;
}
