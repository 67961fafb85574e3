/**
 * The translations screen: for one language, what the shop shows in English only (a product's
 * title or description, a category's name, a brand's, a page's, a banner's …), the English text
 * beside it, and a save per row. Sellers see their own store's products only; a banner's or a
 * page's text goes through its versions (a new version, published at once unless a draft is waiting).
 */
import { sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { consoleBanner, publishBanner, saveBannerDraft } from "./console-banners.ts";
import { consolePage, publishPage, savePageDraft } from "./console-pages.ts";
import { safeRichText } from "./rich-text.ts";

/** What can be translated here: its table, the column naming the translated row, its second text. */
export const TRANSLATION_KINDS = {
  product: { table: "product_translations", parent: "product_id", second: "description", rich: true },
  category: { table: "category_translations", parent: "category_id", second: "description", rich: false },
  sub_category: {
    table: "sub_category_translations",
    parent: "sub_category_id",
    second: "description",
    rich: false,
  },
  brand: { table: "brand_translations", parent: "brand_id", second: "description", rich: false },
  collection: {
    table: "collection_translations",
    parent: "collection_id",
    second: "description",
    rich: false,
  },
  tag: { table: "tag_translations", parent: "tag_id", second: "description", rich: false },
  attribute: { table: "attribute_translations", parent: "attribute_id", second: "description", rich: false },
  page: { table: "page_translations", parent: "page_id", second: "description", rich: true },
  banner: { table: "banner_translations", parent: "banner_id", second: "subtitle", rich: false },
} as const;

export type TranslationKind = keyof typeof TRANSLATION_KINDS;
export const TRANSLATION_KIND_NAMES = Object.keys(TRANSLATION_KINDS) as TranslationKind[];
export type TranslatedLang = "fr" | "ar" | "hi" | "tr";
export type TranslatedField = "title" | "description";

/** At most this many missing texts of one kind are listed at once (saving one brings the next). */
const PER_KIND = 500;

export interface MissingText {
  kind: TranslationKind;
  id: number;
  field: TranslatedField;
  english: string;
}

/** Rich text shown beside the input as its words (the input takes text; saving keeps it safe). */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const sellerKinds = (actor: ConsoleActor): TranslationKind[] =>
  actor.storeId === null ? TRANSLATION_KIND_NAMES : ["product"];

async function missingOf(
  db: DbOrTx,
  kind: TranslationKind,
  lang: TranslatedLang,
  storeId: number | null,
): Promise<MissingText[]> {
  const { table, parent, second, rich } = TRANSLATION_KINDS[kind];
  const t = sql.identifier(table);
  const p = sql.identifier(parent);
  const s = sql.identifier(second);
  const ownStore =
    storeId === null
      ? sql``
      : sql`and exists (select 1 from products pr where pr.id = en.${p} and pr.store_id = ${storeId})`;
  const result = (await db.execute(sql`
    select en.${p} as id, en.title as title, coalesce(en.${s}, '') as second,
      (l.id is null or l.title = '') as title_missing
    from ${t} en left join ${t} l on l.${p} = en.${p} and l.lang = ${lang}
    where en.lang = 'en' ${ownStore}
      and (l.id is null or l.title = '' or (coalesce(en.${s}, '') <> '' and coalesce(l.${s}, '') = ''))
    order by en.${p}
    limit ${PER_KIND}`)) as { rows: { id: number; title: string; second: string; title_missing: boolean }[] };
  return result.rows.map((row) =>
    row.title_missing
      ? { kind, id: Number(row.id), field: "title" as const, english: row.title }
      : {
          kind,
          id: Number(row.id),
          field: "description" as const,
          english: rich ? wordsOf(row.second) : row.second,
        },
  );
}

/** What `lang` lacks, kind by kind (or of one kind), with how many of each kind. */
export async function missingTranslations(
  ctx: RequestContext,
  actor: ConsoleActor,
  lang: TranslatedLang,
  kind?: TranslationKind,
) {
  const db = await dbOf(ctx);
  const kinds = sellerKinds(actor);
  const lists = await Promise.all(kinds.map((k) => missingOf(db, k, lang, actor.storeId)));
  const counts = Object.fromEntries(kinds.map((k, i) => [k, lists[i]?.length ?? 0]));
  const rows = lists.flat().filter((row) => !kind || row.kind === kind);
  return { counts, rows };
}

/** A banner's text in one language, kept as a version; published unless a draft was waiting. */
async function translateBanner(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  lang: TranslatedLang,
  field: TranslatedField,
  text: string,
) {
  const banner = await consoleBanner(await dbOf(ctx), id);
  const working = banner.draft ?? banner.live;
  const current = working.translations[lang];
  if (field === "description" && !current?.title) throw new AppError("conflict", "console.title_first");
  const translations = {
    ...working.translations,
    [lang]:
      field === "title" ? { title: text, text: current?.text ?? "" } : { title: current?.title ?? "", text },
  };
  await saveBannerDraft(ctx, actor, id, { ...working, translations } as Parameters<
    typeof saveBannerDraft
  >[3]);
  if (!banner.draft) await publishBanner(ctx, actor, id);
}

/** A page's text in one language, kept as a version like a banner's; published unless a draft was waiting. */
async function translatePage(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  lang: TranslatedLang,
  field: TranslatedField,
  text: string,
) {
  const page = await consolePage(await dbOf(ctx), id);
  const working = page.draft ?? page.live;
  const current = working.translations[lang];
  if (field === "description" && !current?.title) throw new AppError("conflict", "console.title_first");
  const translated = {
    slug: current?.slug ?? "",
    seo_title: current?.seo_title ?? "",
    seo_description: current?.seo_description ?? "",
    title: field === "title" ? text : (current?.title ?? ""),
    body: field === "description" ? text : (current?.body ?? ""),
  };
  const translations = { ...working.translations, [lang]: translated };
  await savePageDraft(ctx, actor, id, { ...working, translations } as Parameters<typeof savePageDraft>[3]);
  if (!page.draft) await publishPage(ctx, actor, id);
}

/**
 * Saves one text in `lang`: a title makes the row (its slug and the rest fall back to English), a
 * description needs the title first. Audited; the shop's pages showing it are rendered again.
 */
export async function saveTranslation(
  ctx: RequestContext,
  actor: ConsoleActor,
  lang: TranslatedLang,
  input: { kind: TranslationKind; id: number; field: TranslatedField; text: string },
) {
  const { kind, id, field } = input;
  if (!sellerKinds(actor).includes(kind)) throw notFound(kind);
  if (kind === "banner") return translateBanner(ctx, actor, id, lang, field, input.text);
  if (kind === "page") return translatePage(ctx, actor, id, lang, field, input.text);
  const { table, parent, second, rich } = TRANSLATION_KINDS[kind];
  const t = sql.identifier(table);
  const p = sql.identifier(parent);
  const text = field === "description" && rich ? safeRichText(input.text) : input.text;
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const owner = (await tx.execute(sql`
      select en.${p} as id, ${kind === "product" ? sql`(select store_id from products where id = en.product_id)` : sql`null`} as store_id
      from ${t} en where en.${p} = ${id} and en.lang = 'en'`)) as { rows: { store_id: number | null }[] };
    const found = owner.rows[0];
    if (!found || (actor.storeId !== null && found.store_id !== actor.storeId)) throw notFound(kind);
    if (field === "title") {
      await tx.execute(sql`
        insert into ${t} (${p}, lang, title) values (${id}, ${lang}, ${text})
        on conflict (${p}, lang) do update set title = excluded.title`);
    } else {
      const updated = (await tx.execute(sql`
        update ${t} set ${sql.identifier(second)} = ${text} where ${p} = ${id} and lang = ${lang}
        returning id`)) as { rows: unknown[] };
      if (updated.rows.length === 0) throw new AppError("conflict", "console.title_first");
    }
    await recordAudit(tx, actor, {
      entity: kind,
      entityId: id,
      action: "translate",
      storeId: found.store_id === null ? null : Number(found.store_id),
      after: { [`${field}_${lang}`]: text },
    });
  });
}
