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
import type { BannerInputType } from "../../../lib/console/banner-input.ts";
import type { PageInputType } from "../../../lib/console/page-input.ts";
import { consoleBanner, publishBanner, saveBannerDraft, type BannerContent } from "./console-banners.ts";
import { consolePage, publishPage, savePageDraft, type PageContent } from "./console-pages.ts";
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

interface Versioned<C> {
  get: (db: DbOrTx, id: number) => Promise<{ live: C; draft: C | null }>;
  save: (ctx: RequestContext, actor: ConsoleActor, id: number, content: C) => Promise<unknown>;
  publish: (ctx: RequestContext, actor: ConsoleActor, id: number) => Promise<unknown>;
}

type TextIn<C extends Titled> = NonNullable<C["translations"][TranslatedLang]>;
type Titled = { translations: Partial<Record<TranslatedLang, { title: string }>> };

/**
 * A banner's or a page's text in one language, kept as a new version of it: published at once
 * unless a draft was waiting (then it joins the draft). `write` puts the text into the language's
 * texts as they stand.
 */
async function translateVersioned<C extends Titled>(
  ctx: RequestContext,
  actor: ConsoleActor,
  versioned: Versioned<C>,
  target: { id: number; lang: TranslatedLang; field: TranslatedField },
  write: (current: TextIn<C> | undefined) => TextIn<C>,
) {
  const shown = await versioned.get(await dbOf(ctx), target.id);
  const working = shown.draft ?? shown.live;
  const current = working.translations[target.lang];
  if (target.field === "description" && !current?.title)
    throw new AppError("conflict", "console.title_first");
  const translations = { ...working.translations, [target.lang]: write(current) };
  await versioned.save(ctx, actor, target.id, { ...working, translations });
  if (!shown.draft) await versioned.publish(ctx, actor, target.id);
}

const BANNERS: Versioned<BannerContent> = {
  get: consoleBanner,
  save: (ctx, actor, id, content) => saveBannerDraft(ctx, actor, id, content as BannerInputType),
  publish: publishBanner,
};

const PAGES: Versioned<PageContent> = {
  get: consolePage,
  save: (ctx, actor, id, content) => savePageDraft(ctx, actor, id, content as PageInputType),
  publish: publishPage,
};

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
  const target = { id, lang, field };
  if (kind === "banner")
    return translateVersioned(ctx, actor, BANNERS, target, (current) =>
      field === "title"
        ? { title: input.text, text: current?.text ?? "" }
        : { title: current?.title ?? "", text: input.text },
    );
  if (kind === "page")
    return translateVersioned(ctx, actor, PAGES, target, (current) => ({
      slug: current?.slug ?? "",
      seo_title: current?.seo_title ?? "",
      seo_description: current?.seo_description ?? "",
      title: field === "title" ? input.text : (current?.title ?? ""),
      body: field === "description" ? input.text : (current?.body ?? ""),
    }));
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
