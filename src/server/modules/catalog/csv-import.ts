import { and, eq, lt, sql } from "drizzle-orm";
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
import { planBatch, type ClaimedSlugs, type PlannedChange } from "./csv-import-plan.ts";
import { createProductsIn, updateProductsIn, type StockSource } from "./console-product-save.ts";
import type { ConsoleProduct } from "./console-products.service.ts";

/** Rows written per transaction: a failing batch rolls back alone, and progress moves per batch. */
const BATCH_ROWS = 250;
const IMPORT: StockSource = { reason: "import", note: "CSV import" };
/** A running job whose last batch ended longer ago than this was left by a stopped process. */
const STALLED_AFTER_MS = 60_000;
/** A job resumed this many times without ending is failed rather than taken up again. */
const MAX_RESUMES = 3;

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportReport extends Counts {
  rows: number;
  errors: RowError[];
}

/** What a job's report holds while it runs: the counts so far, and how often it was taken up again. */
type Progress = Counts & { resumes?: number };

function countsOf(changes: PlannedChange[]): Counts {
  const count = (action: PlannedChange["action"]) => changes.filter((c) => c.action === action).length;
  return { created: count("create"), updated: count("update"), unchanged: count("unchanged") };
}

/**
 * Lets the process answer other requests between two batches: on the embedded database every query
 * resolves at once, so without this a whole import would run before any request is read.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const rowsIn = (batch: ProductGroup[]) => batch.reduce((sum, group) => sum + group.rows.length, 0);

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

/**
 * What importing the file would do, product by product, and every error with its line and
 * column; nothing is written. Planned batch by batch, as the job applies it.
 */
export async function dryRunImport(ctx: RequestContext, _actor: ConsoleActor, storeId: number, csv: string) {
  const db = await dbOf(ctx);
  const parsed = readProductCsv(csv, await loadCsvDictionary(db), storeId);
  const errors = [...parsed.errors];
  const changes: PlannedChange[] = [];
  const claimed: ClaimedSlugs = new Map();
  for (const batch of batchesOf(parsed.groups)) {
    await nextTurn();
    const plan = await planBatch(db, storeId, batch, claimed);
    errors.push(...plan.errors);
    changes.push(...plan.planned.map((p) => p.change));
  }
  errors.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  changes.sort((a, b) => a.line - b.line);
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
  const result = await executeNamed<ClaimedJob>(
    db,
    "claim_import_job",
    sql`update import_jobs set status = 'running', claimed_at = now()
      where id = (select id from import_jobs where status = 'queued' order by id limit 1 for update skip locked)
      returning id, store_id, actor_id, csv, total, done, report`,
  );
  return result.rows[0] ?? null;
}

interface ClaimedJob {
  id: number;
  store_id: number;
  actor_id: number | null;
  csv: string;
  total: number;
  done: number;
  report: Progress | null;
}

/**
 * Jobs left `running` by a process that stopped (no batch ended for a minute) go back to the queue
 * and resume after their last applied batch; one that keeps stopping is failed, with the reason.
 */
export async function resumeStalledImports(db: Db, now = new Date()) {
  const stalled = await db
    .select({ id: importJobs.id, total: importJobs.total, report: importJobs.report })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.status, "running"),
        lt(importJobs.claimedAt, new Date(now.getTime() - STALLED_AFTER_MS)),
      ),
    );
  for (const job of stalled) {
    const progress = (job.report ?? { created: 0, updated: 0, unchanged: 0 }) as Progress;
    const resumes = (progress.resumes ?? 0) + 1;
    const stillRunning = and(eq(importJobs.id, job.id), eq(importJobs.status, "running"));
    if (resumes > MAX_RESUMES) {
      const { resumes: _resumes, ...counts } = progress;
      const reason = { line: 0, column: "", message: { key: "console.import_interrupted" } };
      await db
        .update(importJobs)
        .set({ status: "failed", csv: "", report: { rows: job.total, ...counts, errors: [reason] } })
        .where(stillRunning);
    } else {
      await db
        .update(importJobs)
        .set({ status: "queued", report: { ...progress, resumes } })
        .where(stillRunning);
    }
  }
}

class BatchRefused extends Error {
  readonly errors: RowError[];

  constructor(errors: RowError[]) {
    super("import batch refused");
    this.errors = errors;
  }
}

/** Plans and writes one batch in the caller's transaction; a product that cannot be imported refuses it. */
async function applyBatch(
  tx: DbOrTx,
  actor: ConsoleActor,
  storeId: number,
  batch: ProductGroup[],
  claimed: ClaimedSlugs,
) {
  const { planned, errors } = await planBatch(tx, storeId, batch, claimed);
  if (errors.length > 0) throw new BatchRefused(errors);
  const created = planned.filter((p) => p.change.action === "create");
  const updated = planned.filter((p) => p.change.action === "update");
  await createProductsIn(
    tx,
    actor,
    storeId,
    created.map((p) => p.form),
    IMPORT,
  );
  await updateProductsIn(
    tx,
    actor,
    updated.map((p) => ({ before: p.before as ConsoleProduct, input: p.form })),
    IMPORT,
  );
  return countsOf(planned.map((p) => p.change));
}

const added = (a: Counts, b: Counts): Counts => ({
  created: a.created + b.created,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
});

/** Databases whose shop process is stopping: their jobs end the current batch and go back to the queue. */
const stopping = new WeakSet<Db>();

async function runJob(db: Db, job: ClaimedJob) {
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
  const resumes = job.report?.resumes;
  let counts: Counts = job.report ?? { created: 0, updated: 0, unchanged: 0 };
  let done = 0;
  const claimed: ClaimedSlugs = new Map();
  for (const batch of batchesOf(parsed.groups)) {
    const rows = rowsIn(batch);
    // Batches a stopped run already applied (their products now are the store's own).
    if (done + rows <= job.done) {
      done += rows;
      continue;
    }
    await nextTurn();
    if (stopping.has(db)) {
      await db.update(importJobs).set({ status: "queued" }).where(eq(importJobs.id, job.id));
      return;
    }
    try {
      counts = await db.transaction(async (tx) => {
        const next = added(counts, await applyBatch(tx, actor, job.store_id, batch, claimed));
        // The progress lands with the batch: a resumed job starts exactly after it.
        await tx
          .update(importJobs)
          .set({ done: done + rows, report: { ...next, resumes }, claimedAt: new Date() })
          .where(eq(importJobs.id, job.id));
        return next;
      });
    } catch (error) {
      if (!(error instanceof BatchRefused)) throw error;
      return finish("failed", { rows: parsed.rows, ...counts, errors: error.errors });
    }
    done += rows;
  }
  return finish("done", { rows: parsed.rows, ...counts, errors: [] });
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
    await nextTurn();
    await resumeStalledImports(db);
    for (
      let job = stopping.has(db) ? null : await claimJob(db);
      job;
      job = stopping.has(db) ? null : await claimJob(db)
    ) {
      const claimed = job;
      await runJob(db, claimed).catch(async (error: unknown) => {
        log.error({ err: error, job: claimed.id }, "a product import failed");
        const reason = { line: 0, column: "", message: { key: "console.import_interrupted" } };
        await db
          .update(importJobs)
          .set({
            status: "failed",
            csv: "",
            report: {
              created: 0,
              updated: 0,
              unchanged: 0,
              ...claimed.report,
              rows: claimed.total,
              errors: [reason],
            },
          })
          .where(eq(importJobs.id, claimed.id));
      });
    }
  })()
    .catch((error: unknown) => log.error({ err: error }, "product imports could not be run"))
    .finally(() => passes.delete(db));
  passes.set(db, pass);
  return pass;
}

/**
 * The shop process's import worker: takes up queued and stalled jobs at start and every half
 * minute. Stopping lets the current batch end and puts its job back in the queue.
 */
export function startImportJobs(db: Db): () => Promise<void> {
  stopping.delete(db);
  const timer = setInterval(() => void runQueuedImports(db), 30_000);
  timer.unref();
  void runQueuedImports(db);
  return async () => {
    clearInterval(timer);
    stopping.add(db);
    await passes.get(db);
  };
}
