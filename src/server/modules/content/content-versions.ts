import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { contentVersions, users, type CONTENT_ENTITIES } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

/**
 * The versions of what the console edits (a banner, the home page's slider and boxes): every save
 * keeps one (who, when, the whole content); the newest one saved after the last publish is the
 * draft; Publish copies it into the live rows and stamps it; Restore makes an old one the draft.
 */
export type ContentEntity = (typeof CONTENT_ENTITIES)[number];

/** Equal values, whatever the order of their keys (jsonb keeps its own order). */
export function same(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : (value ?? null);
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** One entity's versions, newest first. */
export function versionsOf(tx: DbOrTx, entity: ContentEntity, id: number) {
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
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, id)))
    .orderBy(desc(contentVersions.id));
}

type Versions = Awaited<ReturnType<typeof versionsOf>>;

/** The draft: the newest version saved after the last one published, if any. */
export function draftOf(versions: Versions) {
  const newest = versions[0];
  return newest && !newest.published_at ? newest : undefined;
}

/** The ids among `ids` whose newest version is an unpublished draft. */
export async function idsWithDraft(tx: DbOrTx, entity: ContentEntity, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const newest = await tx
    .selectDistinctOn([contentVersions.entityId], {
      id: contentVersions.entityId,
      published: isNotNull(contentVersions.publishedAt),
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), inArray(contentVersions.entityId, ids)))
    .orderBy(contentVersions.entityId, desc(contentVersions.id));
  return newest.filter((v) => !v.published).map((v) => v.id);
}

/** An entity's draft, if any, and every version, newest first, as the console shows them. */
export function versionList<C>(versions: Versions) {
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

/** What the console shows of an entity's versions: live, draft and the history, newest first. */
export function versionsView<C>(live: C, versions: Versions) {
  return { live, ...versionList<C>(versions) };
}

/** What the next version starts from: the draft, else what is live. */
export async function workingContent<C>(
  tx: DbOrTx,
  entity: ContentEntity,
  id: number,
  live: () => Promise<C>,
): Promise<C> {
  const draft = draftOf(await versionsOf(tx, entity, id));
  return draft ? (draft.content as unknown as C) : live();
}

interface Save<C> {
  entity: ContentEntity;
  id: number;
  content: C;
  /** The audit entry's action: save_draft, restore ... */
  action: string;
  before: C;
  /** What the shop shows now: the first save keeps it as a published version, so it can be restored too. */
  live: () => Promise<C>;
}

/** Keeps a new draft version and audits it. */
export async function saveVersion<C>(tx: DbOrTx, actor: ConsoleActor, save: Save<C>): Promise<void> {
  const { entity, id } = save;
  const [any] = await tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, id)))
    .limit(1);
  if (!any) {
    await tx.insert(contentVersions).values({
      entity,
      entityId: id,
      content: (await save.live()) as unknown as Record<string, unknown>,
      publishedAt: new Date(),
    });
  }
  const [version] = await tx
    .insert(contentVersions)
    .values({
      entity,
      entityId: id,
      content: save.content as unknown as Record<string, unknown>,
      createdBy: actor.id,
    })
    .returning({ id: contentVersions.id });
  await recordAudit(tx, actor, {
    entity,
    entityId: id,
    action: save.action,
    storeId: null,
    before: { ...save.before, version: null },
    after: { ...save.content, version: version?.id ?? null },
  });
}

/** A past version's content (404 when it is not one of this entity's). */
export async function versionContent<C>(
  tx: DbOrTx,
  entity: ContentEntity,
  id: number,
  versionId: number,
): Promise<C> {
  const [version] = await tx
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.id, versionId),
        eq(contentVersions.entity, entity),
        eq(contentVersions.entityId, id),
      ),
    );
  if (!version) throw new AppError("not_found", { key: "server.not_found", params: { type: "version" } });
  return version.content as unknown as C;
}

/**
 * Publishes the draft: `write` copies it into the live rows (writing only what differs, so the
 * database names exactly the pages that show what changed), then the version is stamped and audited.
 * 409 when there is no draft.
 */
export async function publishDraft<C>(
  tx: DbOrTx,
  actor: ConsoleActor,
  target: { entity: ContentEntity; id: number; live: () => Promise<C> },
  write: (draft: C, before: C) => Promise<void>,
): Promise<void> {
  const draft = draftOf(await versionsOf(tx, target.entity, target.id));
  if (!draft) throw new AppError("conflict", "console.nothing_to_publish");
  const content = draft.content as unknown as C;
  const before = await target.live();
  await write(content, before);
  await tx
    .update(contentVersions)
    .set({ publishedAt: new Date(), publishedBy: actor.id })
    .where(eq(contentVersions.id, draft.id));
  await recordAudit(tx, actor, {
    entity: target.entity,
    entityId: target.id,
    action: "publish",
    storeId: null,
    before: { ...before, version: null },
    after: { ...content, version: draft.id },
  });
}

/** What the console edits through versions, as one object per kind: how to read and write its live rows. */
export interface VersionedKind<C> {
  entity: ContentEntity;
  /** The content the shop shows now (throws not_found when the row is gone). */
  live(tx: DbOrTx, id: number): Promise<C>;
  /** Writes `after` into the live rows, touching only what differs from `before`. */
  write(tx: DbOrTx, id: number, before: C, after: C, actor: ConsoleActor): Promise<void>;
}

/** The functions above bound to one kind of content (the static pages use them so). */
export function contentVersionsOf<C>(kind: VersionedKind<C>) {
  const { entity } = kind;
  const live = (tx: DbOrTx, id: number) => () => kind.live(tx, id);
  const working = (tx: DbOrTx, id: number) => workingContent(tx, entity, id, live(tx, id));
  async function save(tx: DbOrTx, actor: ConsoleActor, id: number, content: C, action: string) {
    const before = await working(tx, id);
    await saveVersion(tx, actor, { entity, id, content, action, before, live: live(tx, id) });
  }
  return {
    history: async (tx: DbOrTx, id: number) => versionList<C>(await versionsOf(tx, entity, id)),
    withDrafts: async (tx: DbOrTx, ids: number[]) => new Set(await idsWithDraft(tx, entity, ids)),
    working,
    save,
    async restore(tx: DbOrTx, actor: ConsoleActor, id: number, versionId: number) {
      await save(tx, actor, id, await versionContent<C>(tx, entity, id, versionId), "restore");
    },
    async publish(tx: DbOrTx, actor: ConsoleActor, id: number): Promise<{ before: C; after: C }> {
      let published: { before: C; after: C } | undefined;
      await publishDraft<C>(tx, actor, { entity, id, live: live(tx, id) }, async (draft, before) => {
        await kind.write(tx, id, before, draft, actor);
        published = { before, after: draft };
      });
      return published!;
    },
    async forget(tx: DbOrTx, id: number) {
      await tx
        .delete(contentVersions)
        .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, id)));
    },
  };
}
