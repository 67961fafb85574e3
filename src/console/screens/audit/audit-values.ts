/**
 * How a changed value of the audit log reads: a product's texts one line per language and text that
 * changed, variants one line each ("SKU: stock / price"), lists joined, other objects as "key: value".
 */

/** The words a rendering needs, in the console's language. */
export interface ValueWords {
  language: (code: string) => string;
  textField: (name: string) => string;
  variant: (variant: { sku: string; stock: string; price: string }) => string;
  money: (minor: number) => string;
}

/** One before → after pair; `label` names the part of the field that changed (a language's title). */
export interface ChangeLine {
  label: string | null;
  before: string;
  after: string;
}

/** Text longer than this shows shortened, the whole of it one click away. */
export const SHORT_TEXT = 80;

export function shortened(text: string): string | null {
  return text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT - 1).trimEnd()}…` : null;
}

import { LOCALES } from "../../../i18n/locales.ts";

type Fields = Record<string, unknown>;
const LANGUAGE_CODES: readonly string[] = LOCALES.map((locale) => locale.code);
const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A value as text; an empty one as a dash. */
export function valueText(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    const separator = value.some(isFields) ? "\n" : ", ";
    return value.map((item) => itemText(field, item, words)).join(separator);
  }
  if (isFields(value)) {
    if (typeof value.name === "string") return value.name;
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${valueText(key, inner, words)}`)
      .join("; ");
  }
  return String(value);
}

function itemText(field: string, item: unknown, words: ValueWords): string {
  if (!isFields(item)) return String(item);
  if (field === "variants")
    return words.variant({
      sku: String(item.sku ?? "—"),
      stock: String(item.stock ?? "—"),
      price: typeof item.price === "number" ? words.money(item.price) : "—",
    });
  if (field === "attributes" && Array.isArray(item.value_ids))
    return `#${String(item.attribute_id)}: ${item.value_ids.join(", ")}`;
  return valueText(field, item, words);
}

/** A text per language ({ en: "…", fr: "…" }, a picture's alt text); null when there was none. */
function isTextPerLanguage(value: unknown): value is Fields | null {
  if (value === null || value === undefined) return true;
  return (
    isFields(value) &&
    Object.entries(value).every(([key, text]) => LANGUAGE_CODES.includes(key) && typeof text === "string")
  );
}

/** The lines of one changed field: per language (and text) for texts in several languages, else one line. */
export function changeLines(field: string, before: unknown, after: unknown, words: ValueWords): ChangeLine[] {
  if (field === "translations" && (isFields(before) || isFields(after))) {
    const was = isFields(before) ? before : {};
    const now = isFields(after) ? after : {};
    const lines: ChangeLine[] = [];
    for (const lang of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const textsWas = isFields(was[lang]) ? was[lang] : {};
      const textsNow = isFields(now[lang]) ? now[lang] : {};
      for (const name of new Set([...Object.keys(textsWas), ...Object.keys(textsNow)])) {
        if (same(textsWas[name], textsNow[name])) continue;
        const line = {
          label: `${words.language(lang)} · ${words.textField(name)}`,
          before: valueText(name, textsWas[name], words),
          after: valueText(name, textsNow[name], words),
        };
        // An empty text saved as "" where it was null reads the same: no change to a person.
        if (line.before !== line.after) lines.push(line);
      }
    }
    return lines;
  }
  if (isTextPerLanguage(before) && isTextPerLanguage(after)) {
    const was = before ?? {};
    const now = after ?? {};
    return [...new Set([...Object.keys(was), ...Object.keys(now)])]
      .map((lang) => ({
        label: words.language(lang),
        before: valueText(field, was[lang], words),
        after: valueText(field, now[lang], words),
      }))
      .filter((line) => line.before !== line.after);
  }
  return [{ label: null, before: valueText(field, before, words), after: valueText(field, after, words) }];
}
