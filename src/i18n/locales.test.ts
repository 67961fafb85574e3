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

describe.each(files)("locales/*/%s", (file) => {
  const reference = read(DEFAULT_LOCALE, file);

  it.each(others)("%s has every English key", (lang) => {
    const missing = Object.keys(reference).filter((key) => !(key in read(lang, file)));
    expect(missing, `missing in locales/${lang}/${file}`).toEqual([]);
  });

  it.each(others)("%s has no key that English lacks", (lang) => {
    const extra = Object.keys(read(lang, file)).filter((key) => !(key in reference));
    expect(extra, `only in locales/${lang}/${file}`).toEqual([]);
  });

  it.each(others)("%s keeps the {{placeholders}} of every English text", (lang) => {
    const translated = read(lang, file);
    const wrong = Object.keys(reference).filter(
      (key) =>
        key in translated && placeholders(translated[key]).join() !== placeholders(reference[key]).join(),
    );
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
