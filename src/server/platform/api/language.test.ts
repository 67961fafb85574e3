import { describe, expect, it } from "vitest";
import { fromAcceptLanguage, requestLanguage } from "./language.ts";

function source(headers: Record<string, string>, query: Record<string, string> = {}) {
  return { header: (name: string) => headers[name.toLowerCase()], query: (name: string) => query[name] };
}

describe("the language a request is answered in", () => {
  it("follows the Language header first", () => {
    expect(requestLanguage(source({ language: "ar", "accept-language": "fr" }, { lang: "tr" }))).toBe("ar");
  });

  it("falls back to the lang query, then Accept-Language, then English", () => {
    expect(requestLanguage(source({ language: "xx" }, { lang: "tr" }))).toBe("tr");
    expect(requestLanguage(source({ "accept-language": "de-DE,hi;q=0.8,fr;q=0.9" }))).toBe("fr");
    expect(requestLanguage(source({ "accept-language": "de, ja" }))).toBe("en");
    expect(requestLanguage(source({}))).toBe("en");
  });

  it("reads regional Accept-Language tags by their language", () => {
    expect(fromAcceptLanguage("fr-CA")).toBe("fr");
    expect(fromAcceptLanguage("tr-TR;q=0, ar-EG;q=0.5")).toBe("ar");
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
  });
});
