import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import {
  BANNER_TYPE,
  bannerTranslations,
  banners,
  contentVersions,
  sliderItemTranslations,
  sliderItems,
  pageTranslations,
  pages,
  redirects,
} from "../server/platform/db/schema/index.ts";
import { consoleHome } from "../server/modules/content/console-home.ts";

const unique = () => randomBytes(4).toString("hex");

/** A fresh public banner (a home banner unless `type` says otherwise) with an English text. */
export async function freshBanner(db: Db, type: number = BANNER_TYPE.homeBeforeProducts) {
  const [row] = await db
    .insert(banners)
    .values({ type, sort: 1000, image: "/uploads/seed/banner.png" })
    .returning({ id: banners.id });
  const id = (row as { id: number }).id;
  const title = `Banner ${unique()}`;
  await db.insert(bannerTranslations).values({ parentId: id, lang: "en", title, subtitle: "Live text" });
  return { id, title };
}

/** The console's banner form: an English title and text, and `extra` fields. */
export function bannerForm(extra: Record<string, unknown> = {}) {
  return {
    public: true,
    link: "/hot-deals",
    translations: { en: { title: `Banner ${unique()}`, text: "Draft text" } },
    ...extra,
  };
}

/** A fresh home banner with a saved, unpublished draft; returns its id and the draft's version id. */
export async function freshBannerWithDraft(db: Db) {
  const banner = await freshBanner(db);
  const [version] = await db
    .insert(contentVersions)
    .values({
      entity: "banner",
      entityId: banner.id,
      content: {
        public: true,
        link: null,
        starts_at: null,
        ends_at: null,
        image: "/uploads/seed/banner.png",
        translations: { en: { title: banner.title, text: "Draft text" } },
      },
    })
    .returning({ id: contentVersions.id });
  return { ...banner, versionId: (version as { id: number }).id };
}

/** A fresh public home slide with an English text; returns its id and title. */
export async function freshSlide(db: Db) {
  const [row] = await db
    .insert(sliderItems)
    .values({ image: "/uploads/seed/slide.png", sort: 1000 })
    .returning({ id: sliderItems.id });
  const id = (row as { id: number }).id;
  const title = `Slide ${unique()}`;
  await db.insert(sliderItemTranslations).values({ parentId: id, lang: "en", title, subtitle: "Live text" });
  return { id, title };
}

/** The console's home form: every slide and feature box of the draft (else of the shop), in order. */
export async function homeForm(db: Db) {
  const home = await consoleHome(db);
  const live = home.draft ?? home.live;
  return {
    slides: live.slides.map(({ image: _image, ...slide }) => ({
      ...slide,
      translations: {
        ...slide.translations,
        en: slide.translations.en ?? { title: "Slide", text: "", button: "" },
      },
    })),
    features: live.features.map(({ icon: _icon, ...feature }) => ({
      ...feature,
      translations: { ...feature.translations, en: feature.translations.en ?? { title: "Box", text: "" } },
    })),
  };
}

/** A saved, unpublished draft of the home page (what is live, kept again); returns its version id. */
export async function freshHomeDraft(db: Db) {
  const { live } = await consoleHome(db);
  const [version] = await db
    .insert(contentVersions)
    .values({ entity: "home", entityId: 1, content: live as unknown as Record<string, unknown> })
    .returning({ id: contentVersions.id });
  return (version as { id: number }).id;
}

/** A custom script form: an inline script printed at the end of the FAQ page. */
export function scriptForm(extra: Record<string, unknown> = {}) {
  return {
    name: `Script ${unique()}`,
    place: "body",
    route_pattern: "/faq",
    code: `<script>console.info("matrix ${unique()}")</script>`,
    public: true,
    ...extra,
  };
}
/** The console's page form: an English title, a fresh address and a body, and `extra` fields. */
export function pageForm(extra: Record<string, unknown> = {}) {
  return {
    public: true,
    in_footer: false,
    translations: {
      en: { title: `Page ${unique()}`, slug: `page-${unique()}`, body: "<p>Draft body</p>" },
    } as { en: { title: string; slug: string; body: string } } & Record<string, unknown>,
    ...extra,
  };
}

/** A fresh public page with an English title and body. */
export async function freshPage(db: Db) {
  const slug = `page-${unique()}`;
  const [row] = await db.insert(pages).values({ slug }).returning({ id: pages.id });
  const id = (row as { id: number }).id;
  const title = `Page ${unique()}`;
  await db
    .insert(pageTranslations)
    .values({ parentId: id, lang: "en", title, description: "<p>Live body</p>" });
  return { id, slug, title };
}

/** A fresh page with a saved, unpublished draft; returns its id and the draft's version id. */
export async function freshPageWithDraft(db: Db) {
  const page = await freshPage(db);
  const [version] = await db
    .insert(contentVersions)
    .values({
      entity: "page",
      entityId: page.id,
      content: {
        public: true,
        in_footer: false,
        translations: {
          en: {
            title: page.title,
            slug: page.slug,
            body: "<p>Draft body</p>",
            seo_title: "",
            seo_description: "",
          },
        },
      },
    })
    .returning({ id: contentVersions.id });
  return { ...page, versionId: (version as { id: number }).id };
}

/** A fresh redirect between two unused paths. */
export async function freshRedirect(db: Db) {
  const [row] = await db
    .insert(redirects)
    .values({ fromPath: `/old-${unique()}`, toPath: `/new-${unique()}` })
    .returning({ id: redirects.id });
  return (row as { id: number }).id;
}
