import { gatewayFor, gateways } from "../platform/payments/registry.ts";
import { LOCALES } from "../../i18n/locales.ts";
import {
  countries,
  customScripts,
  languages,
  links,
  linkTranslations,
  pages,
  pageTranslations,
  paymentMethods,
  settings,
  siteFeatures,
  siteFeatureTranslations,
  siteSettings,
  siteSettingTranslations,
  socialLinks,
  states,
} from "../platform/db/schema/index.ts";
import { PAGES } from "./content/pages.ts";
import { COUNTRIES } from "./content/places.ts";
import { FEATURES, LINKS, PAYMENT_METHODS, SETTINGS, SITE_NAME, SITE_TEXTS, SOCIAL } from "./content/site.ts";
import { SEED_LANGS, same } from "./content/text.ts";
import { insertMany, insertReturningIds, type Tx } from "./insert.ts";
import type { Pictures } from "./pictures.ts";
import { insertTranslated } from "./translated.ts";

export interface SiteArt {
  logoSvg: string;
  logoPng: string;
  favicon: string;
  defaultImage: string;
  features: string[];
  social: string[];
  payments: string[];
}

const SOCIAL_COLOURS: Record<string, string> = {
  facebook: "#1877f2",
  instagram: "#c13584",
  x: "#111111",
  youtube: "#ff0000",
  pinterest: "#bd081c",
};

export async function drawSite(pics: Pictures): Promise<SiteArt> {
  const [logoSvg, logoPng, favicon, defaultImage, features, social, payments] = await Promise.all([
    pics.siteLogoSvg(),
    pics.siteLogoPng(),
    pics.favicon(),
    pics.defaultImage(),
    Promise.all(FEATURES.map((f) => pics.featureIcon(f.icon))),
    Promise.all(SOCIAL.map((s) => pics.socialIcon(s.title, SOCIAL_COLOURS[s.icon]))),
    Promise.all(PAYMENT_METHODS.map((m) => pics.paymentBadge(m.id, m.name))),
  ]);
  return { logoSvg, logoPng, favicon, defaultImage, features, social, payments };
}

/** Settings, site identity, languages, payment methods, places, links, pages and the features strip. */
export async function seedSite(tx: Tx, art: SiteArt): Promise<Record<string, number>> {
  await tx.insert(settings).values({ id: 1, ...SETTINGS });
  await tx.insert(siteSettings).values({
    id: 1,
    headerLogo: art.logoSvg,
    footerLogo: art.logoPng,
    favicon: art.favicon,
    defaultImage: art.defaultImage,
    siteName: SITE_NAME,
    copyrightText: SITE_TEXTS.en.copyright,
    primaryColor: "#7a5c3e",
    primaryHoverColor: "#5e4630",
    metaTitle: SITE_TEXTS.en.metaTitle,
    metaDescription: SITE_TEXTS.en.metaDescription,
    metaKeywords: SITE_TEXTS.en.metaKeywords,
    // No site_url of its own: the public address comes from SITE_URL when the shop runs.
    siteUrl: null,
  });
  await tx.insert(siteSettingTranslations).values(
    SEED_LANGS.map((lang) => {
      const t = SITE_TEXTS[lang];
      return {
        lang,
        siteName: t.siteName,
        copyrightText: t.copyright,
        metaTitle: t.metaTitle,
        metaDescription: t.metaDescription,
        metaKeywords: t.metaKeywords,
        about: t.about,
      };
    }),
  );

  await tx.insert(languages).values(
    LOCALES.map((l, i) => ({
      code: l.code,
      name: l.name,
      direction: l.direction,
      predefined: true,
      isDefault: l.code === "en",
      sort: i,
    })),
  );

  await tx.insert(paymentMethods).values(
    PAYMENT_METHODS.map((m, i) => ({
      ...m,
      // An online method whose keys the shop starts with is offered from the first start.
      enabled: m.enabled || Boolean(gatewayFor(m.id, gateways())?.configured),
      image: art.payments[i],
      sort: i,
    })),
  );

  const countryIds = await insertReturningIds(
    tx,
    countries,
    "countries",
    COUNTRIES.map((c, i) => ({ code: c.code, name: c.name, phoneCode: c.phoneCode, sort: i })),
  );
  await insertMany(
    tx,
    states,
    COUNTRIES.flatMap((c, i) => c.states.map(([code, name]) => ({ countryId: countryIds[i], code, name }))),
  );

  await insertTranslated(
    tx,
    links,
    linkTranslations,
    LINKS,
    (l, i) => ({ position: l.position, url: l.url, sort: i }),
    (l) => ({ title: l.title }),
  );

  await tx
    .insert(socialLinks)
    .values(SOCIAL.map((s, i) => ({ title: s.title, link: s.link, image: art.social[i], sort: i })));

  await insertTranslated(
    tx,
    pages,
    pageTranslations,
    PAGES,
    (p, i) => ({ slug: p.slug, inFooter: p.inFooter, sort: i }),
    (p) => ({ title: p.title, slug: same(p.slug), description: p.body }),
  );
  await insertTranslated(
    tx,
    siteFeatures,
    siteFeatureTranslations,
    FEATURES,
    (_, i) => ({ icon: art.features[i], sort: i }),
    (f) => ({ title: f.title, subtitle: f.subtitle }),
  );

  // One harmless example of a custom script, on the FAQ page only (static content pages such as
  // /page/about ship no script with the demo settings: issue 6).
  await tx.insert(customScripts).values({
    routePattern: "/faq",
    bodyScript: true,
    bodyScriptCode: `<script>console.info("${SITE_NAME}: custom scripts are added to the pages their route pattern matches.")</script>`,
  });

  return {
    languages: LOCALES.length,
    countries: COUNTRIES.length,
    states: COUNTRIES.reduce((n, c) => n + c.states.length, 0),
    pages: PAGES.length,
    links: LINKS.length,
  };
}
