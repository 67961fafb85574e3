import type { Lang } from "../../../i18n/locales.ts";

/** One piece of catalogue text in every interface language. */
export type Text = Record<Lang, string>;

export const SEED_LANGS: readonly Lang[] = ["en", "fr", "ar", "hi", "tr"];

/** Grammatical gender where adjectives must agree (Hindi "p" = masculine plural). */
export type Gender = "m" | "f";
export type HindiGender = "m" | "f" | "p";

/** A garment noun with what each language needs to build a grammatical title around it. */
export interface GarmentNoun {
  en: string;
  fr: readonly [string, Gender];
  ar: readonly [string, Gender];
  hi: readonly [string, HindiGender];
  tr: string;
}

/** An adjective with the forms that agree with the garment. */
export interface Adjective {
  en: string;
  fr: readonly [masculine: string, feminine: string];
  ar: readonly [masculine: string, feminine: string];
  hi: readonly [masculine: string, feminine: string, plural: string];
  tr: string;
}

export function mapText(text: Text, map: (value: string) => string): Text {
  return { en: map(text.en), fr: map(text.fr), ar: map(text.ar), hi: map(text.hi), tr: map(text.tr) };
}

/** Same text in every language (proper names written in Latin letters everywhere). */
export function same(value: string): Text {
  return { en: value, fr: value, ar: value, hi: value, tr: value };
}
