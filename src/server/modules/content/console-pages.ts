import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  VISIBILITY,
  contentVersions,
  pageTranslations,
  pages,
  users,
} from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import type { PageInputType } from "../../../lib/console/page-input.ts";
import { localizePath } from "../../../i18n/paths.ts";
import { links } from "../../../lib/links.ts";
import { contentVersionsOf, same } from "./content-versions.ts";
import { previewLinks, verifyPreviewToken } from "./preview-link.ts";
import { safeRichText } from "./rich-text.ts";
import { movedPath } from "./redirects.ts";

type ConsoleLang = (typeof CONSOLE_LANGS)[number];

interface PageText {
  title: string;
  /** The page's address in this language; empty in other languages than English: the English one. */
  slug: string;
  /** HTML, sanitized. */
  body: string;
  seo_title: string;
  seo_description: string;
}

/** A static page as the console edits it and a version keeps it: everything publishing writes. */
export interface PageContent {
  public: boolean;
  in_footer: boolean;
  translations: Partial<Record<ConsoleLang, PageText>>;
}

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "page" } });

async function pageRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound();
  return row;
}

/** The address a page has in `lang`: its own slug there, else the English one. */
function slugIn(content: PageContent, lang: ConsoleLang): string {
  return content.translations[lang]?.slug || content.translations.en?.slug || "";
}

/** The content the shop shows now. */
async function liveContent(tx: DbOrTx, id: number): Promise<PageContent> {
  const row = await pageRow(tx, id);
  const rows = await tx.select().from(pageTranslations).where(eq(pageTranslations.parentId, id));
  const translations: PageContent["translations"] = {};
  for (const text of rows) {
    translations[text.lang as ConsoleLang] = {
      title: text.title,
      slug: text.lang === "en" ? row.slug : (text.slug ?? ""),
      body: text.description ?? "",
      seo_title: text.seoTitle ?? "",
      seo_description: text.seoDescription ?? "",
    };
  }
  return { public: row.status === VISIBILITY.public, in_footer: row.inFooter, translations };
}

const columnsOf = (lang: ConsoleLang, text: PageText) => ({
  title: text.title,
  slug: lang === "en" ? null : text.slug || null,
  description: text.body || null,
  seoTitle: text.seo_title || null,
  seoDescription: text.seo_description || null,
});

/**
 * Writes a published page into its rows, only what differs (the database then names exactly the
 * cached pages to drop: migration 0031); an address that changed on a live page answers 301 to the new one.
 */
async function writePage(
  tx: DbOrTx,
  id: number,
  before: PageContent,
  content: PageContent,
  actor: ConsoleActor,
) {
  const { translations: beforeTexts, ...beforeRow } = before;
  const { translations: afterTexts, ...afterRow } = content;
  const slug = slugIn(content, "en");
  if (!same(beforeRow, afterRow) || slugIn(before, "en") !== slug) {
    await tx
      .update(pages)
      .set({
        status: content.public ? VISIBILITY.public : VISIBILITY.private,
        inFooter: content.in_footer,
        slug,
        updatedAt: new Date(),
      })
      .where(eq(pages.id, id));
  }
  for (const lang of CONSOLE_LANGS) {
    const was = beforeTexts[lang];
    const now = afterTexts[lang];
    if (same(was, now)) continue;
    const where = and(eq(pageTranslations.parentId, id), eq(pageTranslations.lang, lang));
    if (!now) await tx.delete(pageTranslations).where(where);
    else if (!was) await tx.insert(pageTranslations).values({ parentId: id, lang, ...columnsOf(lang, now) });
    else await tx.update(pageTranslations).set(columnsOf(lang, now)).where(where);
  }
  if (!before.public) return;
  for (const lang of CONSOLE_LANGS) {
    const from = localizePath(links.page(slugIn(before, lang)), lang);
    const to = localizePath(links.page(slugIn(content, lang)), lang);
    await movedPath(tx, actor.id, from, to);
  }
}

const versions = contentVersionsOf<PageContent>({ entity: "page", live: liveContent, write: writePage });

/** Refuses an address another page has in the same language. */
async function checkSlugsFree(tx: DbOrTx, id: number | null, content: PageContent) {
  const others = await tx
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(id === null ? undefined : ne(pages.id, id));
  if (others.length === 0) return;
  const texts = await tx
    .select({ id: pageTranslations.parentId, lang: pageTranslations.lang, slug: pageTranslations.slug })
    .from(pageTranslations)
    .where(
      inArray(
        pageTranslations.parentId,
        others.map((o) => o.id),
      ),
    );
  for (const lang of CONSOLE_LANGS) {
    const slug = slugIn(content, lang);
    const taken = others.some(
      (o) => (texts.find((t) => t.id === o.id && t.lang === lang)?.slug || o.slug) === slug,
    );
    if (taken) throw new AppError("conflict", { key: "console.slug_taken", params: { slug } });
  }
}

function contentOfInput(input: PageInputType): PageContent {
  const translations: PageContent["translations"] = {};
  for (const lang of CONSOLE_LANGS) {
    const text = input.translations[lang];
    if (!text?.title) continue;
    translations[lang] = {
      title: text.title,
      slug: text.slug,
      body: safeRichText(text.body),
      seo_title: text.seo_title,
      seo_description: text.seo_description,
    };
  }
  return { public: input.public, in_footer: input.in_footer, translations };
}

/** Every static page: English title and address, shown or not, when and by whom it was last saved. */
export async function listConsolePages(db: DbOrTx) {
  const rows = await db.select().from(pages).orderBy(asc(pages.sort), asc(pages.id));
  const ids = rows.map((r) => r.id);
  const titles =
    ids.length === 0
      ? []
      : await db
          .select({ id: pageTranslations.parentId, title: pageTranslations.title })
          .from(pageTranslations)
          .where(and(inArray(pageTranslations.parentId, ids), eq(pageTranslations.lang, "en")));
  const newest =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([contentVersions.entityId], {
            id: contentVersions.entityId,
            at: contentVersions.createdAt,
            by: users.name,
          })
          .from(contentVersions)
          .leftJoin(users, eq(users.id, contentVersions.createdBy))
          .where(and(eq(contentVersions.entity, "page"), inArray(contentVersions.entityId, ids)))
          .orderBy(contentVersions.entityId, desc(contentVersions.id));
  const drafts = await versions.withDrafts(db, ids);
  return rows.map((r) => {
    const last = newest.find((v) => v.id === r.id);
    return {
      id: r.id,
      slug: r.slug,
      title: titles.find((t) => t.id === r.id)?.title ?? r.slug,
      public: r.status === VISIBILITY.public,
      updated_at: (last && last.at > r.updatedAt ? last.at : r.updatedAt).toISOString(),
      updated_by: last?.by ?? "",
      has_draft: drafts.has(r.id),
    };
  });
}

/** One page: what is live, the draft if there is one, and every version, newest first. */
export async function consolePage(db: DbOrTx, id: number) {
  await pageRow(db, id);
  return { id, live: await liveContent(db, id), ...(await versions.history(db, id)) };
}

/** A new page, hidden until its first draft is published. */
export async function createPage(ctx: RequestContext, actor: ConsoleActor, input: PageInputType) {
  const db = await dbOf(ctx);
  const content = contentOfInput(input);
  return db.transaction(async (tx) => {
    await checkSlugsFree(tx, null, content);
    const en = content.translations.en;
    if (!en) throw new AppError("invalid", { key: "validation.required", params: { type: "title" } });
    const [row] = await tx
      .insert(pages)
      .values({ slug: en.slug, status: VISIBILITY.private, inFooter: false })
      .returning({ id: pages.id });
    if (!row) throw new AppError("internal", "server.error");
    await tx.insert(pageTranslations).values({ parentId: row.id, lang: "en", title: en.title });
    await versions.save(tx, actor, row.id, content, "create");
    return consolePage(tx, row.id);
  });
}

/** Saves the form as a new draft version (the body sanitized); the shop shows nothing of it until published. */
export async function savePageDraft(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: PageInputType,
) {
  const db = await dbOf(ctx);
  const content = contentOfInput(input);
  return db.transaction(async (tx) => {
    await pageRow(tx, id);
    await checkSlugsFree(tx, id, content);
    await versions.save(tx, actor, id, content, "save_draft");
    return consolePage(tx, id);
  });
}

export async function restorePageVersion(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  versionId: number,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await pageRow(tx, id);
    await versions.restore(tx, actor, id, versionId);
    return consolePage(tx, id);
  });
}

/** Publishes the draft: only what changed is written, and a changed address redirects to the new one. */
export async function publishPage(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await pageRow(tx, id);
    await checkSlugsFree(tx, id, await versions.working(tx, id));
    await versions.publish(tx, actor, id);
    return consolePage(tx, id);
  });
}

/** Removes a page, its texts and versions; its addresses then answer 404. */
export async function deletePage(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const before = await liveContent(tx, id);
    await versions.forget(tx, id);
    await tx.delete(pages).where(eq(pages.id, id));
    await recordAudit(tx, actor, {
      entity: "page",
      entityId: id,
      action: "delete",
      storeId: null,
      before: { ...before },
      after: null,
    });
  });
}

/** Links to the page in each language showing its draft, for whoever holds them, until they expire. */
export async function pagePreviewLinks(ctx: RequestContext, id: number, now = Date.now()) {
  const db = await dbOf(ctx);
  await pageRow(db, id);
  const content = await versions.working(db, id);
  return previewLinks("page", id, (lang) => links.page(slugIn(content, lang)), now);
}

/** The draft of a page a signed preview link shows at `slug` in `lang`, or undefined. */
export async function pagePreviewOf(ctx: RequestContext, token: string | null, slug: string) {
  const grant = token ? verifyPreviewToken(token) : undefined;
  if (grant?.entity !== "page") return undefined;
  const db = await dbOf(ctx);
  const content = await versions.working(db, grant.id).catch(() => undefined);
  const lang = ctx.lang as ConsoleLang;
  if (!content || slugIn(content, lang) !== slug) return undefined;
  const text = content.translations[lang] ?? content.translations.en;
  return text && { id: grant.id, ...text };
}
