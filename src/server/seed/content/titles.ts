import type { SubCategorySeed } from "./categories.ts";
import { CLOSINGS, DETAIL_LABELS, type Colour, type Fabric, type Style } from "./materials.ts";
import type { Text } from "./text.ts";

const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase() + value.slice(1);

/**
 * A product title in every language, built so adjectives agree with the garment:
 * en "Classic Black Crepe Open Abaya", fr "Abaya ouverte classique en crêpe, coloris noir",
 * ar "عباية مفتوحة كلاسيكية من الكريب باللون الأسود", hi "काले रंग की क्लासिक क्रेप ओपन अबाया",
 * tr "Klasik Siyah Krep Açık Abaya".
 */
export function productTitle(sub: SubCategorySeed, style: Style, fabric: Fabric, colour: Colour): Text {
  const g = sub.garment;
  const fr = style.fr[g.fr[1] === "m" ? 0 : 1];
  const ar = style.ar[g.ar[1] === "m" ? 0 : 1];
  const hiIndex = g.hi[1] === "m" ? 0 : g.hi[1] === "f" ? 1 : 2;
  const hiOf = ["का", "की", "के"][hiIndex];
  return {
    en: `${style.en} ${colour.phrase.en} ${fabric.name.en} ${g.en}`,
    fr: `${capitalise(g.fr[0])} ${fr} en ${fabric.name.fr}, coloris ${colour.phrase.fr}`,
    ar: `${g.ar[0]} ${ar} من ${fabric.name.ar} باللون ${colour.phrase.ar}`,
    hi: `${colour.phrase.hi} रंग ${hiOf} ${style.hi[hiIndex]} ${fabric.name.hi} ${g.hi[0]}`,
    tr: `${style.tr} ${colour.phrase.tr} ${fabric.name.tr} ${g.tr}`,
  };
}

/** A short HTML description: what the garment is, what the fabric does, a closing line and two facts. */
export function productDescription(
  sub: SubCategorySeed,
  fabric: Fabric,
  colour: Colour,
  closing: number,
): Text {
  const build = (lang: keyof Text) =>
    `<p>${sub.about[lang]} ${fabric.about[lang]}</p>` +
    `<ul><li>${DETAIL_LABELS.colour[lang]}: ${colour.name[lang]}</li>` +
    `<li>${DETAIL_LABELS.fabric[lang]}: ${capitalise(fabric.name[lang].replace(/^ال/, ""))}</li></ul>` +
    `<p>${CLOSINGS[closing % CLOSINGS.length][lang]}</p>`;
  return { en: build("en"), fr: build("fr"), ar: build("ar"), hi: build("hi"), tr: build("tr") };
}

/** A plain-text summary used for meta descriptions and search snippets. */
export function productSummary(sub: SubCategorySeed, fabric: Fabric): Text {
  const build = (lang: keyof Text) => `${sub.about[lang]} ${fabric.about[lang]}`;
  return { en: build("en"), fr: build("fr"), ar: build("ar"), hi: build("hi"), tr: build("tr") };
}

/** URL-safe slug that keeps letters of every script (Arabic, Devanagari, Turkish). */
export function slugify(value: string): string {
  return value
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/&/g, " ")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}
