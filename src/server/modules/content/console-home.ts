import { and, asc, eq } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  SOURCE_TYPE,
  VISIBILITY,
  siteFeatureTranslations,
  siteFeatures,
  sliderItemTranslations,
  sliderItems,
} from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import type { HomeInputType } from "../../../lib/console/home-input.ts";
import {
  publishDraft,
  same,
  saveVersion,
  versionContent,
  versionsOf,
  versionsView,
  workingContent,
} from "./content-versions.ts";

type ConsoleLang = (typeof CONSOLE_LANGS)[number];
type SlideTexts = Partial<Record<ConsoleLang, { title: string; text: string; button: string }>>;
type FeatureTexts = Partial<Record<ConsoleLang, { title: string; text: string }>>;

export interface SlideContent {
  id: number;
  public: boolean;
  image: string;
  link: string | null;
  starts_at: string | null;
  ends_at: string | null;
  translations: SlideTexts;
}

export interface FeatureContent {
  id: number;
  public: boolean;
  icon: string | null;
  translations: FeatureTexts;
}

/** The home page's slider and feature boxes, in their order, as the console edits them and a version keeps them. */
export interface HomeContent {
  slides: SlideContent[];
  features: FeatureContent[];
}

/** The home page is one versioned entity. */
const HOME = { entity: "home", id: 1 } as const;

async function liveSlides(tx: DbOrTx): Promise<SlideContent[]> {
  const rows = await tx.select().from(sliderItems).orderBy(asc(sliderItems.sort), asc(sliderItems.id));
  const texts = await tx.select().from(sliderItemTranslations);
  return rows.map((r) => {
    const translations: SlideTexts = {};
    for (const t of texts.filter((t) => t.parentId === r.id)) {
      translations[t.lang as ConsoleLang] = {
        title: t.title,
        text: t.subtitle ?? "",
        button: t.buttonText ?? "",
      };
    }
    return {
      id: r.id,
      public: r.status === VISIBILITY.public,
      image: r.image,
      link: r.sourceType === SOURCE_TYPE.url ? r.url : null,
      starts_at: r.startsAt?.toISOString() ?? null,
      ends_at: r.endsAt?.toISOString() ?? null,
      translations,
    };
  });
}

async function liveFeatures(tx: DbOrTx): Promise<FeatureContent[]> {
  const rows = await tx.select().from(siteFeatures).orderBy(asc(siteFeatures.sort), asc(siteFeatures.id));
  const texts = await tx.select().from(siteFeatureTranslations);
  return rows.map((r) => {
    const translations: FeatureTexts = {};
    for (const t of texts.filter((t) => t.parentId === r.id)) {
      translations[t.lang as ConsoleLang] = { title: t.title, text: t.subtitle ?? "" };
    }
    return { id: r.id, public: r.status === VISIBILITY.public, icon: r.icon, translations };
  });
}

/** What the shop shows now. */
async function liveHome(tx: DbOrTx): Promise<HomeContent> {
  return { slides: await liveSlides(tx), features: await liveFeatures(tx) };
}

/** The home page's live content, its draft if any, and every version, newest first. */
export async function consoleHome(db: DbOrTx) {
  return versionsView(await liveHome(db), await versionsOf(db, HOME.entity, HOME.id));
}

/** A version's items that are still in the shop, then those added since (at the end). */
function stillLive<T extends { id: number }>(kept: T[], live: T[]): T[] {
  return [
    ...kept.filter((k) => live.some((l) => l.id === k.id)),
    ...live.filter((l) => !kept.some((k) => k.id === l.id)),
  ];
}

/** What the next version starts from: the draft (with slides and boxes added since), else what is live. */
async function workingHome(tx: DbOrTx): Promise<HomeContent> {
  const live = await liveHome(tx);
  const draft = await workingContent(tx, HOME.entity, HOME.id, async () => live);
  return { slides: stillLive(draft.slides, live.slides), features: stillLive(draft.features, live.features) };
}

const saveHomeVersion = (
  tx: DbOrTx,
  actor: ConsoleActor,
  change: { content: HomeContent; action: string; before: HomeContent },
) => saveVersion(tx, actor, { ...HOME, ...change, live: () => liveHome(tx) });

const sameIds = (a: { id: number }[], b: { id: number }[]) =>
  same(
    a.map((x) => x.id).sort((x, y) => x - y),
    b.map((x) => x.id).sort((x, y) => x - y),
  );

function textsOf<T extends { title: string }>(input: Partial<Record<ConsoleLang, T>>) {
  const texts: Partial<Record<ConsoleLang, T>> = {};
  for (const lang of CONSOLE_LANGS) {
    const text = input[lang];
    if (text?.title) texts[lang] = text;
  }
  return texts;
}

/**
 * The form as the next version: every slide and box the shop has, each once, in the order sent
 * (409 when one was added or removed meanwhile). Pictures and icons stay those of the draft.
 */
function contentOfInput(input: HomeInputType, live: HomeContent, before: HomeContent): HomeContent {
  if (!sameIds(input.slides, live.slides) || !sameIds(input.features, live.features)) {
    throw new AppError("conflict", "console.home_changed_meanwhile");
  }
  const kept = <T extends { id: number }>(id: number, drafted: T[], shown: T[]) =>
    (drafted.find((b) => b.id === id) ?? shown.find((b) => b.id === id)) as T;
  return {
    slides: input.slides.map((s) => ({
      id: s.id,
      public: s.public,
      image: kept(s.id, before.slides, live.slides).image,
      link: s.link || null,
      starts_at: s.starts_at ? new Date(s.starts_at).toISOString() : null,
      ends_at: s.ends_at ? new Date(s.ends_at).toISOString() : null,
      translations: textsOf(s.translations),
    })),
    features: input.features.map((f) => ({
      id: f.id,
      public: f.public,
      icon: kept(f.id, before.features, live.features).icon,
      translations: textsOf(f.translations),
    })),
  };
}

/** Saves the form as a new draft version; the shop shows nothing of it until it is published. */
export async function saveHomeDraft(ctx: RequestContext, actor: ConsoleActor, input: HomeInputType) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await workingHome(tx);
    await saveHomeVersion(tx, actor, {
      content: contentOfInput(input, await liveHome(tx), before),
      action: "save_draft",
      before,
    });
    return consoleHome(tx);
  });
}

/** Puts a new picture on one slide (checked and re-encoded like product pictures) in a new draft version. */
export async function setSlidePictureDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  slideId: number,
  bytes: Uint8Array,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const slides = (await workingHome(db)).slides;
  if (!slides.some((s) => s.id === slideId))
    throw new AppError("not_found", { key: "server.not_found", params: { type: "slide" } });
  // Versions keep the files they name: an older picture stays on disk so a restore can bring it back.
  const url = await storePicture(bytes, "slider", String(slideId), uploadsDir);
  return db
    .transaction(async (tx) => {
      const before = await workingHome(tx);
      const content = {
        ...before,
        slides: before.slides.map((s) => (s.id === slideId ? { ...s, image: url } : s)),
      };
      await saveHomeVersion(tx, actor, { content, action: "picture_draft", before });
      return consoleHome(tx);
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir);
      throw error;
    });
}

/** Makes a past version the draft again; Publish then makes it live (slides deleted since stay deleted). */
export async function restoreHomeVersion(ctx: RequestContext, actor: ConsoleActor, versionId: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const content = await versionContent<HomeContent>(tx, HOME.entity, HOME.id, versionId);
    const before = await workingHome(tx);
    await saveHomeVersion(tx, actor, { content, action: "restore", before });
    return consoleHome(tx);
  });
}

/** The rows and texts of one kind (slides or boxes), written where they differ from what is live. */
interface Writer<T extends { id: number; translations: object }> {
  row: (item: T, sort: number) => Promise<void>;
  deleteText: (id: number, lang: ConsoleLang) => Promise<void>;
  insertText: (
    id: number,
    lang: ConsoleLang,
    text: NonNullable<T["translations"][keyof T["translations"]]>,
  ) => Promise<void>;
  updateText: (
    id: number,
    lang: ConsoleLang,
    text: NonNullable<T["translations"][keyof T["translations"]]>,
  ) => Promise<void>;
}

async function writeChanged<T extends { id: number; translations: object }>(
  before: T[],
  after: T[],
  write: Writer<T>,
) {
  for (const [sort, item] of after.entries()) {
    const was = before.find((b) => b.id === item.id);
    // A slide or box deleted since the version was saved stays deleted.
    if (!was) continue;
    const wasSort = was ? before.indexOf(was) : -1;
    const { translations: afterTexts, ...afterRow } = item;
    const { translations: beforeTexts, ...beforeRow } = was;
    if (!same(afterRow, beforeRow) || sort !== wasSort) await write.row(item, sort);
    for (const lang of CONSOLE_LANGS) {
      const old = (beforeTexts as Record<string, never>)[lang];
      const now = (afterTexts as Record<string, never>)[lang];
      if (same(old, now)) continue;
      if (!now) await write.deleteText(item.id, lang);
      else if (!old) await write.insertText(item.id, lang, now);
      else await write.updateText(item.id, lang, now);
    }
  }
}

/**
 * Copies the draft into the live rows, writing only what differs: the database then names the
 * home pages to drop, one language's text only that language's (migration 0030).
 */
export async function publishHome(ctx: RequestContext, actor: ConsoleActor) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const live = () => liveHome(tx);
    await publishDraft<HomeContent>(tx, actor, { ...HOME, live }, async (content, before) => {
      const slideText = (id: number, lang: ConsoleLang) =>
        and(eq(sliderItemTranslations.parentId, id), eq(sliderItemTranslations.lang, lang));
      await writeChanged(before.slides, content.slides, {
        row: async (s, sort) => {
          const [row] = await tx.select().from(sliderItems).where(eq(sliderItems.id, s.id));
          await tx
            .update(sliderItems)
            .set({
              status: s.public ? VISIBILITY.public : VISIBILITY.private,
              image: s.image,
              startsAt: s.starts_at ? new Date(s.starts_at) : null,
              endsAt: s.ends_at ? new Date(s.ends_at) : null,
              sort,
              ...(s.link
                ? { sourceType: SOURCE_TYPE.url, url: s.link }
                : row?.sourceType === SOURCE_TYPE.url
                  ? { url: null }
                  : {}),
            })
            .where(eq(sliderItems.id, s.id));
        },
        deleteText: async (id, lang) =>
          void (await tx.delete(sliderItemTranslations).where(slideText(id, lang))),
        insertText: async (id, lang, t) =>
          void (await tx.insert(sliderItemTranslations).values({
            parentId: id,
            lang,
            title: t.title,
            subtitle: t.text || null,
            buttonText: t.button || null,
          })),
        updateText: async (id, lang, t) =>
          void (await tx
            .update(sliderItemTranslations)
            .set({ title: t.title, subtitle: t.text || null, buttonText: t.button || null })
            .where(slideText(id, lang))),
      });
      const featureText = (id: number, lang: ConsoleLang) =>
        and(eq(siteFeatureTranslations.parentId, id), eq(siteFeatureTranslations.lang, lang));
      await writeChanged(before.features, content.features, {
        row: async (f, sort) =>
          void (await tx
            .update(siteFeatures)
            .set({ status: f.public ? VISIBILITY.public : VISIBILITY.private, icon: f.icon, sort })
            .where(eq(siteFeatures.id, f.id))),
        deleteText: async (id, lang) =>
          void (await tx.delete(siteFeatureTranslations).where(featureText(id, lang))),
        insertText: async (id, lang, t) =>
          void (await tx
            .insert(siteFeatureTranslations)
            .values({ parentId: id, lang, title: t.title, subtitle: t.text || null })),
        updateText: async (id, lang, t) =>
          void (await tx
            .update(siteFeatureTranslations)
            .set({ title: t.title, subtitle: t.text || null })
            .where(featureText(id, lang))),
      });
    });
    return consoleHome(tx);
  });
}
