import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  SOURCE_TYPE,
  VISIBILITY,
  homeFeaturedProducts,
  homeSections,
  productTranslations,
  products,
  siteFeatureTranslations,
  siteFeatures,
  sliderItemTranslations,
  sliderItems,
} from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import {
  HOME_SECTIONS,
  type HomeFeaturedInputType,
  type HomeInputType,
  type HomeSectionKey,
} from "../../../lib/console/home-input.ts";
import {
  draftOf,
  publishDraft,
  same,
  saveVersion,
  versionContent,
  versionsOf,
  versionsView,
} from "./content-versions.ts";

type ConsoleLang = (typeof CONSOLE_LANGS)[number];
type VersionRows = Awaited<ReturnType<typeof versionsOf>>;
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

export interface SectionContent {
  key: HomeSectionKey;
  shown: boolean;
}

/**
 * The home page as the console edits it and a version keeps it: the slider and feature boxes in
 * their order, the sections in theirs (each on or off) and the "Featured" products' ids in theirs.
 */
export interface HomeContent {
  slides: SlideContent[];
  features: FeatureContent[];
  sections: SectionContent[];
  featured_products: number[];
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

/** Every section once: those stored in their order, then any the list lacks (shown, in the default order). */
function everySection(kept: SectionContent[] | undefined): SectionContent[] {
  const known = (kept ?? []).filter((s, i, all) => all.findIndex((o) => o.key === s.key) === i);
  return [
    ...known.filter((s) => HOME_SECTIONS.includes(s.key)),
    ...HOME_SECTIONS.filter((key) => !known.some((s) => s.key === key)).map((key) => ({ key, shown: true })),
  ];
}

async function liveSections(tx: DbOrTx): Promise<SectionContent[]> {
  const rows = await tx.select().from(homeSections).orderBy(asc(homeSections.sort), asc(homeSections.id));
  return everySection(rows.map((r) => ({ key: r.key as HomeSectionKey, shown: r.shown })));
}

async function liveFeatured(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: homeFeaturedProducts.productId })
    .from(homeFeaturedProducts)
    .orderBy(asc(homeFeaturedProducts.sort), asc(homeFeaturedProducts.id));
  return rows.map((r) => r.id);
}

/** What the shop shows now. */
async function liveHome(tx: DbOrTx): Promise<HomeContent> {
  return {
    slides: await liveSlides(tx),
    features: await liveFeatures(tx),
    sections: await liveSections(tx),
    featured_products: await liveFeatured(tx),
  };
}

/** A version saved before sections and featured products were versioned takes the live ones. */
function complete(content: Partial<HomeContent>, live: HomeContent): HomeContent {
  return {
    slides: content.slides ?? live.slides,
    features: content.features ?? live.features,
    sections: everySection(content.sections ?? live.sections),
    featured_products: content.featured_products ?? live.featured_products,
  };
}

/** The featured products the live content and the draft name: their English title and whether the shop shows them. */
async function featuredChoices(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      status: products.status,
      title: productTranslations.title,
      image: products.image,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.parentId, products.id), eq(productTranslations.lang, "en")),
    )
    .where(inArray(products.id, ids));
  return rows.map((r) => ({
    id: r.id,
    title: r.title ?? "",
    image: r.image,
    published: r.status === VISIBILITY.public,
  }));
}

/** The home page's live content, its draft if any, and every version, newest first. */
export async function consoleHome(db: DbOrTx) {
  const live = await liveHome(db);
  const rows = await versionsOf(db, HOME.entity, HOME.id);
  const view = versionsView(live, rows);
  const draft = view.draft ? draftWithLive(view.draft, live, rows) : null;
  const versions = view.versions.map((v) => ({ ...v, content: complete(v.content, live) }));
  const ids = [...new Set([...live.featured_products, ...(draft?.featured_products ?? [])])];
  return { ...view, draft, versions, featured_choices: await featuredChoices(db, ids) };
}

/** A version's items that are still in the shop, then those added since (at the end). */
function stillLive<T extends { id: number }>(kept: T[], live: T[]): T[] {
  return [
    ...kept.filter((k) => live.some((l) => l.id === k.id)),
    ...live.filter((l) => !kept.some((k) => k.id === l.id)),
  ];
}

/**
 * The draft as the next version starts from it. Its slides are its own (added and deleted in
 * drafts); a slide put in the shop by other means, that no version knew, joins it at the end.
 * Boxes added to or removed from the shop since join or leave it.
 */
function draftWithLive(draft: Partial<HomeContent>, live: HomeContent, versions: VersionRows): HomeContent {
  const content = complete(draft, live);
  const known = new Set(
    versions.flatMap((v) => ((v.content as Partial<HomeContent>).slides ?? []).map((s) => s.id)),
  );
  return {
    ...content,
    slides: [...content.slides, ...live.slides.filter((s) => !known.has(s.id))],
    features: stillLive(content.features, live.features),
  };
}

/** What the next version starts from: the draft, else what is live. */
async function workingHome(tx: DbOrTx): Promise<HomeContent> {
  const live = await liveHome(tx);
  const versions = await versionsOf(tx, HOME.entity, HOME.id);
  const draft = draftOf(versions);
  return draft ? draftWithLive(draft.content as Partial<HomeContent>, live, versions) : live;
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
 * The form as the next version: every slide of the draft and every box the shop has, each once, in
 * the order sent (409 when one was added or removed meanwhile). Pictures, icons and the featured
 * products stay those of the draft; the sections too when the form leaves them out.
 */
function contentOfInput(input: HomeInputType, live: HomeContent, before: HomeContent): HomeContent {
  if (!sameIds(input.slides, before.slides) || !sameIds(input.features, before.features)) {
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
    sections: input.sections ?? before.sections,
    featured_products: before.featured_products,
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

/** Makes a past version the draft again, its slides, sections and featured products too; Publish then makes it live. */
export async function restoreHomeVersion(ctx: RequestContext, actor: ConsoleActor, versionId: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const kept = await versionContent<Partial<HomeContent>>(tx, HOME.entity, HOME.id, versionId);
    const before = await workingHome(tx);
    const content = complete(kept, await liveHome(tx));
    await saveHomeVersion(tx, actor, { content, action: "restore", before });
    return consoleHome(tx);
  });
}

/** A slide id of its own for a slide that lives only in drafts until it is published. */
async function reserveSlideId(tx: DbOrTx): Promise<number> {
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('slider_items', 'id'))::int as id`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number;
  }[];
  return Number(rows[0]?.id);
}

/** Adds a slide (its picture, checked and re-encoded, and its English title) at the end of a new draft version, shown. */
export async function addSlideDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  slide: { bytes: Uint8Array; title: string },
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const id = await reserveSlideId(db);
  const url = await storePicture(slide.bytes, "slider", String(id), uploadsDir);
  return db
    .transaction(async (tx) => {
      const before = await workingHome(tx);
      const added: SlideContent = {
        id,
        public: true,
        image: url,
        link: null,
        starts_at: null,
        ends_at: null,
        translations: { en: { title: slide.title, text: "", button: "" } },
      };
      const content = { ...before, slides: [...before.slides, added] };
      await saveHomeVersion(tx, actor, { content, action: "add_slide_draft", before });
      return consoleHome(tx);
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir);
      throw error;
    });
}

/** Takes a slide out of a new draft version; Publish deletes it from the shop, Restore brings it back. */
export async function deleteSlideDraft(ctx: RequestContext, actor: ConsoleActor, slideId: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await workingHome(tx);
    if (!before.slides.some((s) => s.id === slideId))
      throw new AppError("not_found", { key: "server.not_found", params: { type: "slide" } });
    const content = { ...before, slides: before.slides.filter((s) => s.id !== slideId) };
    await saveHomeVersion(tx, actor, { content, action: "delete_slide_draft", before });
    return consoleHome(tx);
  });
}

/**
 * Sets the "Featured" products, in their order, in a new draft version. Each must be a published
 * product (one hidden or deleted later simply drops out of the shop's section).
 */
export async function setFeaturedDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: HomeFeaturedInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const ids = input.product_ids;
    const published =
      ids.length === 0
        ? []
        : await tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.status, VISIBILITY.public)));
    const refused = ids.findIndex((id) => !published.some((p) => p.id === id));
    if (refused >= 0)
      throw new AppError("invalid", {
        key: "console.home_featured_not_published",
        params: { id: ids[refused] as number },
      });
    const before = await workingHome(tx);
    const content = { ...before, featured_products: ids };
    await saveHomeVersion(tx, actor, { content, action: "featured_draft", before });
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

/** Slides the draft dropped leave the shop; slides it added (or a restore brought back) enter it, with their ids. */
async function writeSlideSet(tx: DbOrTx, live: SlideContent[], drafted: SlideContent[]) {
  const gone = live.filter((s) => !drafted.some((d) => d.id === s.id)).map((s) => s.id);
  if (gone.length > 0) await tx.delete(sliderItems).where(inArray(sliderItems.id, gone));
  for (const [sort, s] of drafted.entries()) {
    if (live.some((l) => l.id === s.id)) continue;
    await tx.insert(sliderItems).values({
      id: s.id,
      image: s.image,
      status: s.public ? VISIBILITY.public : VISIBILITY.private,
      startsAt: s.starts_at ? new Date(s.starts_at) : null,
      endsAt: s.ends_at ? new Date(s.ends_at) : null,
      sort,
      ...(s.link ? { sourceType: SOURCE_TYPE.url, url: s.link } : {}),
    });
    const texts = CONSOLE_LANGS.flatMap((lang) => {
      const t = s.translations[lang];
      return t
        ? [{ parentId: s.id, lang, title: t.title, subtitle: t.text || null, buttonText: t.button || null }]
        : [];
    });
    if (texts.length > 0) await tx.insert(sliderItemTranslations).values(texts);
  }
}

/** Each section's place and switch, written where they differ. */
async function writeSections(tx: DbOrTx, live: SectionContent[], drafted: SectionContent[]) {
  for (const [sort, section] of drafted.entries()) {
    const was = live.findIndex((l) => l.key === section.key);
    if (was === sort && live[was]?.shown === section.shown) continue;
    await tx
      .insert(homeSections)
      .values({ key: section.key, shown: section.shown, sort })
      .onConflictDoUpdate({ target: homeSections.key, set: { shown: section.shown, sort } });
  }
}

/** The featured products, written when the list changed (products deleted since are left out). */
async function writeFeatured(tx: DbOrTx, live: number[], drafted: number[]) {
  if (same(live, drafted)) return;
  const existing =
    drafted.length === 0
      ? []
      : (await tx.select({ id: products.id }).from(products).where(inArray(products.id, drafted))).map(
          (p) => p.id,
        );
  const kept = drafted.filter((id) => existing.includes(id));
  await tx
    .delete(homeFeaturedProducts)
    .where(kept.length > 0 ? notInArray(homeFeaturedProducts.productId, kept) : undefined);
  for (const [sort, productId] of kept.entries()) {
    await tx
      .insert(homeFeaturedProducts)
      .values({ productId, sort })
      .onConflictDoUpdate({ target: homeFeaturedProducts.productId, set: { sort } });
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
    await publishDraft<HomeContent>(tx, actor, { ...HOME, live }, async (drafted, before) => {
      const content = draftWithLive(drafted, before, await versionsOf(tx, HOME.entity, HOME.id));
      await writeSlideSet(tx, before.slides, content.slides);
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
      await writeSections(tx, before.sections, content.sections);
      await writeFeatured(tx, before.featured_products, content.featured_products);
    });
    return consoleHome(tx);
  });
}
