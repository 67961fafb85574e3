import { and, desc, eq, lt, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db, DbOrTx } from "../../platform/db/client.ts";
import { rebuildJobs } from "../../platform/db/schema/index.ts";
import { log } from "../../platform/log.ts";
import { pageRenderer, type PageRenderer } from "../../cache/page-renderer.ts";
import { LOCALE_CODES } from "../../../i18n/locales.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { findLanguages } from "../common/index.ts";
import { sitemapEntries } from "./sitemap.service.ts";

/** Pages rendered at once: the shop keeps answering shoppers while a rebuild runs. */
export const REBUILD_CONCURRENCY = 2;
/** How often a running job writes its progress (and so shows it is alive). */
const PROGRESS_MS = 500;
/** A running job whose progress has not moved for this long lost its process: it is interrupted. */
const STALLED_MS = 30_000;

type JobRow = typeof rebuildJobs.$inferSelect;

function jobView(row: JobRow) {
  const end = row.finishedAt ?? row.heartbeatAt;
  return {
    id: row.id,
    status: row.status as "running" | "done" | "interrupted",
    total: row.total,
    done: row.done,
    errors: row.errors,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    seconds: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 100) / 10),
  };
}

export type RebuildJob = ReturnType<typeof jobView>;

/** Every public catalogue page in every language on, and the sitemap that lists them. */
export async function rebuildPaths(ctx: RequestContext): Promise<string[]> {
  const db = await dbOf(ctx);
  const on = new Set((await findLanguages(db)).map((l) => l.code));
  // A shop without language rows (none turned off yet) has them all.
  const langs = on.size === 0 ? LOCALE_CODES : LOCALE_CODES.filter((code) => on.has(code));
  const entries = await sitemapEntries(ctx);
  const prefixed = (lang: string, path: string) =>
    lang === "en" ? path : path === "/" ? `/${lang}/` : `/${lang}${path}`;
  return [...langs.flatMap((lang) => entries.map((e) => prefixed(lang, e.path))), "/sitemap.xml"];
}

/** The newest job, running or ended (null before the first). */
export async function latestRebuild(db: DbOrTx): Promise<RebuildJob | null> {
  const [row] = await db.select().from(rebuildJobs).orderBy(desc(rebuildJobs.id)).limit(1);
  return row ? jobView(row) : null;
}

/**
 * Starts "Rebuild all", or joins the job already running (pressing twice makes no second job: the
 * database keeps at most one running). The pages are rendered in the background, two at a time,
 * into this process's cache. Other workers and instances are not told to drop theirs: the change
 * notices keep their copies as fresh as these, and dropping them would make every shopper's next
 * request a render while this job renders too.
 */
export async function startRebuild(ctx: RequestContext, actor: ConsoleActor, render = pageRenderer()) {
  if (!render) throw new AppError("conflict", "console.rebuild_unavailable");
  const db = await dbOf(ctx);
  await db
    .update(rebuildJobs)
    .set({ status: "interrupted", finishedAt: sql`now()` })
    .where(
      and(eq(rebuildJobs.status, "running"), lt(rebuildJobs.heartbeatAt, new Date(Date.now() - STALLED_MS))),
    );
  const running = async () => {
    const [row] = await db.select().from(rebuildJobs).where(eq(rebuildJobs.status, "running"));
    return row && { job: jobView(row), joined: true };
  };
  const joined = await running();
  if (joined) return joined;
  const paths = await rebuildPaths(ctx);
  const [started] = await db
    .insert(rebuildJobs)
    .values({ actorId: actor.id, total: paths.length })
    .onConflictDoNothing()
    .returning();
  if (!started) {
    const joinedLate = await running();
    if (joinedLate) return joinedLate;
    throw new AppError("conflict", "console.rebuild_unavailable");
  }
  void runRebuild(db, started.id, paths, render);
  return { job: jobView(started), joined: false };
}

/** Renders every path with a bounded concurrency, writing progress as it goes and the report at the end. */
export async function runRebuild(db: Db, id: number, paths: string[], render: PageRenderer): Promise<void> {
  let next = 0;
  let done = 0;
  const errors: { url: string; status: number }[] = [];
  const save = (finished = false) =>
    db
      .update(rebuildJobs)
      .set({
        done,
        errors,
        heartbeatAt: sql`now()`,
        ...(finished ? { status: "done", finishedAt: sql`now()` } : {}),
      })
      .where(eq(rebuildJobs.id, id));
  const progress = setInterval(() => void save().catch(() => undefined), PROGRESS_MS);
  async function worker() {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const status = await render(path).catch((error: unknown) => {
        log.warn({ err: error, path }, "rebuild: a page failed to render");
        return 500;
      });
      if (status >= 400) errors.push({ url: path, status });
      done += 1;
      // Let shoppers' requests in between two pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  try {
    await Promise.all(Array.from({ length: REBUILD_CONCURRENCY }, worker));
  } finally {
    clearInterval(progress);
    await save(true).catch((error: unknown) =>
      log.error({ err: error, id }, "rebuild: could not record the report"),
    );
  }
}
