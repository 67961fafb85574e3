import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./locales.ts";
import { RESOURCES } from "./resources.ts";

const ROOT = join(import.meta.dirname, "../../locales");
const files = readdirSync(join(ROOT, DEFAULT_LOCALE)).filter((f) => f.endsWith(".json"));
const others = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE);

function read(lang: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(join(ROOT, lang, file), "utf8"));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * A file's keys with each plural text counted once under its base key (`x` for `x_one`, `x_other`…):
 * a key is a plural form when English has the base's `_other` form. Each language has its own forms.
 */
function baseKeys(keys: string[], pluralBases: Set<string>): string[] {
  return [
    ...new Set(keys.map((key) => (pluralBases.has(FORM.exec(key)?.[1] ?? "") ? FORM.exec(key)![1] : key))),
  ];
}

describe.each(files)("locales/*/%s", (file) => {
  const reference = read(DEFAULT_LOCALE, file);
  const pluralBases = new Set(
    Object.keys(reference).flatMap((key) => (key.endsWith("_other") ? [key.slice(0, -"_other".length)] : [])),
  );
  const englishKeys = baseKeys(Object.keys(reference), pluralBases);

  it.each(others)("%s has every English key", (lang) => {
    const own = baseKeys(Object.keys(read(lang, file)), pluralBases);
    const missing = englishKeys.filter((key) => !own.includes(key));
    expect(missing, `missing in locales/${lang}/${file}`).toEqual([]);
  });

  it.each(others)("%s has no key that English lacks", (lang) => {
    const extra = baseKeys(Object.keys(read(lang, file)), pluralBases).filter(
      (key) => !englishKeys.includes(key),
    );
    expect(extra, `only in locales/${lang}/${file}`).toEqual([]);
  });

  it.each(LOCALE_CODES)("%s gives each counted text exactly the plural forms the language has", (lang) => {
    const own = Object.keys(read(lang, file));
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const wrong = [...pluralBases].filter(
      (base) =>
        own
          .filter((key) => FORM.exec(key)?.[1] === base)
          .map((key) => FORM.exec(key)![2])
          .sort()
          .join() !== [...forms].sort().join(),
    );
    expect(wrong, `plural forms in locales/${lang}/${file} (${forms.join(", ")})`).toEqual([]);
  });

  it.each(others)("%s keeps the {{placeholders}} of every English text", (lang) => {
    const translated = read(lang, file);
    // A plural form may leave the number out ("one review" in words); the "other" form keeps them all.
    const englishOf = (key: string) => {
      const base = FORM.exec(key)?.[1] ?? "";
      return pluralBases.has(base) ? reference[`${base}_other`] : reference[key];
    };
    const wrong = Object.keys(translated).filter((key) => {
      const english = englishOf(key);
      if (english === undefined) return false;
      const own = placeholders(translated[key]);
      const expected = placeholders(english);
      return key.endsWith("_other") || !pluralBases.has(FORM.exec(key)?.[1] ?? "")
        ? own.join() !== expected.join()
        : own.some((name) => !expected.includes(name));
    });
    expect(wrong, `placeholders differ in locales/${lang}/${file}`).toEqual([]);
  });

  it.each(LOCALE_CODES)("%s has no empty text", (lang) => {
    const empty = Object.entries(read(lang, file)).filter(
      ([, value]) => typeof value !== "string" || !value.trim(),
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});

describe("locale files", () => {
  it.each(others)("%s has the same files as English", (lang) => {
    const own = readdirSync(join(ROOT, lang))
      .filter((f) => f.endsWith(".json"))
      .sort();
    expect(own).toEqual([...files].sort());
  });

  it("every English file is merged into the dictionaries", () => {
    const merged = Object.keys(RESOURCES.en);
    for (const file of files) {
      expect(merged).toEqual(expect.arrayContaining(Object.keys(read(DEFAULT_LOCALE, file))));
    }
  });
});
