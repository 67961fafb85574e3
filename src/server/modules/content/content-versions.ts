import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { contentVersions, users } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

/** What the console edits through versions: each kind says how to read and write its live rows. */
export interface VersionedKind<C> {
  entity: "banner" | "page";
  /** The content the shop shows now (throws not_found when the row is gone). */
  live(tx: DbOrTx, id: number): Promise<C>;
  /** Writes `after` into the live rows, touching only what differs from `before`. */
  write(tx: DbOrTx, id: number, before: C, after: C, actor: ConsoleActor): Promise<void>;
}

/** Equal values, whatever the order of their keys (jsonb keeps its own order). */
export function same(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : (value ?? null);
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * One versions service for every kind of content: a save is a draft version (who, when), the shop
 * shows nothing of it until Publish writes it (only what changed), Restore makes an old version
 * the draft again.
 */
export function contentVersionsOf<C>(kind: VersionedKind<C>) {
  const { entity } = kind;
  const ofEntity = (id: number) => and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, id));

  async function versionsOf(tx: DbOrTx, id: number) {
    return tx
      .select({
        id: contentVersions.id,
        content: contentVersions.content,
        created_at: contentVersions.createdAt,
        created_by: users.name,
        published_at: contentVersions.publishedAt,
      })
      .from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.createdBy))
      .where(ofEntity(id))
      .orderBy(desc(contentVersions.id));
  }

  /** The draft: the newest version saved after the last one published, if any. */
  function draftOf(versions: Awaited<ReturnType<typeof versionsOf>>) {
    const newest = versions[0];
    return newest && !newest.published_at ? newest : undefined;
  }

  /** The draft if there is one, and every version, newest first, as the console shows them. */
  async function history(tx: DbOrTx, id: number) {
    const versions = await versionsOf(tx, id);
    const draft = draftOf(versions);
    return {
      draft: draft ? (draft.content as unknown as C) : null,
      versions: versions.map((v) => ({
        id: v.id,
        created_at: v.created_at.toISOString(),
        created_by: v.created_by ?? "",
        published_at: v.published_at?.toISOString() ?? null,
        draft: v.id === draft?.id,
        content: v.content as unknown as C,
      })),
    };
  }

  /** Which of `ids` have an unpublished draft. */
  async function withDrafts(tx: DbOrTx, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const newest = await tx
      .selectDistinctOn([contentVersions.entityId], {
        id: contentVersions.entityId,
        published: isNotNull(contentVersions.publishedAt),
      })
      .from(contentVersions)
      .where(and(eq(contentVersions.entity, entity), inArray(contentVersions.entityId, ids)))
      .orderBy(contentVersions.entityId, desc(contentVersions.id));
    return new Set(newest.filter((v) => !v.published).map((v) => v.id));
  }

  /** What the next version starts from: the draft, else what is live. */
  async function working(tx: DbOrTx, id: number): Promise<C> {
    const draft = draftOf(await versionsOf(tx, id));
    return draft ? (draft.content as unknown as C) : kind.live(tx, id);
  }

  /** Keeps `content` as the new draft version (and, the first time, what was live before it). */
  async function save(tx: DbOrTx, actor: ConsoleActor, id: number, content: C, action: string) {
    const before = await working(tx, id);
    const [any] = await tx
      .select({ id: contentVersions.id })
      .from(contentVersions)
      .where(ofEntity(id))
      .limit(1);
    if (!any) {
      await tx.insert(contentVersions).values({
        entity,
        entityId: id,
        content: (await kind.live(tx, id)) as unknown as Record<string, unknown>,
        publishedAt: new Date(),
      });
    }
    const [version] = await tx
      .insert(contentVersions)
      .values({
        entity,
        entityId: id,
        content: content as unknown as Record<string, unknown>,
        createdBy: actor.id,
      })
      .returning({ id: contentVersions.id });
    await recordAudit(tx, actor, {
      entity,
      entityId: id,
      action,
      storeId: null,
      before: { ...before, version: null },
      after: { ...content, version: version?.id ?? null },
    });
  }

  /** Makes a past version the draft again (a new version with its content). */
  async function restore(tx: DbOrTx, actor: ConsoleActor, id: number, versionId: number) {
    const [version] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.id, versionId), ofEntity(id)));
    if (!version) throw new AppError("not_found", { key: "server.not_found", params: { type: "version" } });
    await save(tx, actor, id, version.content as unknown as C, "restore");
  }

  /** Copies the draft into the live rows (only what differs) and stamps the version published. */
  async function publish(tx: DbOrTx, actor: ConsoleActor, id: number) {
    const draft = draftOf(await versionsOf(tx, id));
    if (!draft) throw new AppError("conflict", "console.nothing_to_publish");
    const content = draft.content as unknown as C;
    const before = await kind.live(tx, id);
    await kind.write(tx, id, before, content, actor);
    await tx
      .update(contentVersions)
      .set({ publishedAt: new Date(), publishedBy: actor.id })
      .where(eq(contentVersions.id, draft.id));
    await recordAudit(tx, actor, {
      entity,
      entityId: id,
      action: "publish",
      storeId: null,
      before: { ...before, version: null },
      after: { ...content, version: draft.id },
    });
    return { before, after: content };
  }

  /** Forgets every version of a removed entity. */
  async function forget(tx: DbOrTx, id: number) {
    await tx.delete(contentVersions).where(ofEntity(id));
  }

  return { history, withDrafts, working, save, restore, publish, forget };
}
