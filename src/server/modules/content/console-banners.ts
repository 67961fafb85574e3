import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { SOURCE_TYPE, VISIBILITY, bannerTranslations, banners } from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import { previewLinks, verifyPreviewToken } from "./preview-link.ts";
import type { BannerInputType } from "../../../lib/console/banner-input.ts";
import {
  idsWithDraft,
  publishDraft,
  same,
  saveVersion,
  versionContent,
  versionsOf,
  versionsView,
  workingContent,
} from "./content-versions.ts";

type ConsoleLang = (typeof CONSOLE_LANGS)[number];
type Texts = Partial<Record<ConsoleLang, { title: string; text: string }>>;

/** A banner as the console edits it and a version keeps it: everything publishing writes. */
export interface BannerContent {
  public: boolean;
  link: string | null;
  starts_at: string | null;
  ends_at: string | null;
  image: string | null;
  translations: Texts;
}

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "banner" } });

async function bannerRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return row;
}

/** The content the shop shows now. */
async function liveContent(tx: DbOrTx, id: number): Promise<BannerContent> {
  const row = await bannerRow(tx, id);
  const rows = await tx.select().from(bannerTranslations).where(eq(bannerTranslations.parentId, id));
  const translations: Texts = {};
  for (const text of rows) {
    translations[text.lang as ConsoleLang] = { title: text.title, text: text.subtitle ?? "" };
  }
  return {
    public: row.status === VISIBILITY.public,
    link: row.sourceType === SOURCE_TYPE.url ? row.url : null,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    image: row.image,
    translations,
  };
}

/** Every banner with its placement, picture, English title, whether it is on and has a draft. */
export async function listConsoleBanners(db: DbOrTx) {
  const rows = await db.select().from(banners).orderBy(asc(banners.type), asc(banners.sort), asc(banners.id));
  const ids = rows.map((r) => r.id);
  const titles =
    ids.length === 0
      ? []
      : await db
          .select({ id: bannerTranslations.parentId, title: bannerTranslations.title })
          .from(bannerTranslations)
          .where(and(inArray(bannerTranslations.parentId, ids), eq(bannerTranslations.lang, "en")));
  const withDraft = await idsWithDraft(db, "banner", ids);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    image: r.image,
    public: r.status === VISIBILITY.public,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    title: titles.find((t) => t.id === r.id)?.title ?? "",
    has_draft: withDraft.includes(r.id),
  }));
}

/** One banner: what is live, the draft if there is one, and every version, newest first. */
export async function consoleBanner(db: DbOrTx, id: number) {
  const row = await bannerRow(db, id);
  return {
    id,
    type: row.type,
    ...versionsView(await liveContent(db, id), await versionsOf(db, "banner", id)),
  };
}

/** What the next version starts from: the draft, else what is live. */
const workingBanner = (tx: DbOrTx, id: number) => workingContent(tx, "banner", id, () => liveContent(tx, id));

/** Keeps `content` as the banner's new draft version. */
const saveBannerVersion = (
  tx: DbOrTx,
  actor: ConsoleActor,
  id: number,
  change: { content: BannerContent; action: string; before: BannerContent },
) => saveVersion(tx, actor, { entity: "banner", id, ...change, live: () => liveContent(tx, id) });

function contentOfInput(input: BannerInputType, image: string | null): BannerContent {
  const translations: Texts = {};
  for (const lang of CONSOLE_LANGS) {
    const text = input.translations[lang];
    if (text?.title) translations[lang] = { title: text.title, text: text.text };
  }
  return {
    public: input.public,
    link: input.link || null,
    starts_at: input.starts_at ? new Date(input.starts_at).toISOString() : null,
    ends_at: input.ends_at ? new Date(input.ends_at).toISOString() : null,
    image,
    translations,
  };
}

/** Saves the form as a new draft version; the shop shows nothing of it until it is published. */
export async function saveBannerDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: BannerInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await workingBanner(tx, id);
    await saveBannerVersion(tx, actor, id, {
      content: contentOfInput(input, before.image),
      action: "save_draft",
      before,
    });
    return consoleBanner(tx, id);
  });
}

/** Puts a new picture (checked and re-encoded like product pictures) into a new draft version. */
export async function setBannerPictureDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  bytes: Uint8Array,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  await bannerRow(db, id);
  // Versions keep the files they name: an older picture stays on disk so a restore can bring it back.
  const url = await storePicture(bytes, "banners", String(id), uploadsDir);
  return db
    .transaction(async (tx) => {
      const before = await workingBanner(tx, id);
      await saveBannerVersion(tx, actor, id, {
        content: { ...before, image: url },
        action: "picture_draft",
        before,
      });
      return consoleBanner(tx, id);
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir);
      throw error;
    });
}

/** Makes a past version the draft again (a new version with its content); Publish then makes it live. */
export async function restoreBannerVersion(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  versionId: number,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const content = await versionContent<BannerContent>(tx, "banner", id, versionId);
    const before = await workingBanner(tx, id);
    await saveBannerVersion(tx, actor, id, { content, action: "restore", before });
    return consoleBanner(tx, id);
  });
}

/**
 * Copies the draft into the live rows, writing only what differs (the database then names exactly
 * the pages that show what changed: migration 0029), and stamps the version published.
 */
export async function publishBanner(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const live = () => liveContent(tx, id);
    await publishDraft<BannerContent>(tx, actor, { entity: "banner", id, live }, async (content, before) => {
      const row = await bannerRow(tx, id);
      const columns = {
        status: content.public ? VISIBILITY.public : VISIBILITY.private,
        image: content.image,
        startsAt: content.starts_at ? new Date(content.starts_at) : null,
        endsAt: content.ends_at ? new Date(content.ends_at) : null,
        ...(content.link
          ? { sourceType: SOURCE_TYPE.url, url: content.link }
          : row.sourceType === SOURCE_TYPE.url
            ? { url: null }
            : {}),
      };
      const { translations: beforeTexts, ...beforeRow } = before;
      const { translations: afterTexts, ...afterRow } = content;
      if (!same(beforeRow, afterRow)) {
        await tx
          .update(banners)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(banners.id, id));
      }
      await writeTexts(tx, id, beforeTexts, afterTexts);
    });
    return consoleBanner(tx, id);
  });
}

/** Writes the texts of the languages that changed, and only those. */
async function writeTexts(tx: DbOrTx, id: number, beforeTexts: Texts, afterTexts: Texts) {
  for (const lang of CONSOLE_LANGS) {
    const was = beforeTexts[lang];
    const now = afterTexts[lang];
    if (same(was, now)) continue;
    const where = and(eq(bannerTranslations.parentId, id), eq(bannerTranslations.lang, lang));
    if (!now) await tx.delete(bannerTranslations).where(where);
    else if (!was)
      await tx
        .insert(bannerTranslations)
        .values({ parentId: id, lang, title: now.title, subtitle: now.text || null });
    else
      await tx
        .update(bannerTranslations)
        .set({ title: now.title, subtitle: now.text || null })
        .where(where);
  }
}

/** The draft a signed preview link shows, or undefined for a missing, forged or expired token. */
export async function bannerPreviewOf(ctx: RequestContext, token: string | null) {
  const grant = token ? verifyPreviewToken(token) : undefined;
  if (grant?.entity !== "banner") return undefined;
  const db = await dbOf(ctx);
  const content = await workingBanner(db, grant.id).catch(() => undefined);
  return content && { id: grant.id, image: content.image, translations: content.translations };
}

/** Links to the home page in each language showing the banner's draft, for whoever holds them, until they expire. */
export async function bannerPreviewLinks(ctx: RequestContext, id: number, now = Date.now()) {
  await bannerRow(await dbOf(ctx), id);
  return previewLinks("banner", id, () => "/", now);
}
