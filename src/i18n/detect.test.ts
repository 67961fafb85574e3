import { describe, expect, it } from "vitest";
import { detectRootLanguage, fromAcceptLanguage } from "./detect.ts";

describe("fromAcceptLanguage", () => {
  it("picks the best supported language by quality", () => {
    expect(fromAcceptLanguage("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7")).toBe("fr");
    expect(fromAcceptLanguage("en;q=0.5, ar-EG;q=0.9")).toBe("ar");
  });

  it("keeps header order between equal qualities", () => {
    expect(fromAcceptLanguage("tr-TR, hi-IN")).toBe("tr");
  });

  it("is null when nothing is supported or the header is missing", () => {
    expect(fromAcceptLanguage("de, es;q=0.5")).toBeNull();
    expect(fromAcceptLanguage("")).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });

  it("ignores languages refused with q=0", () => {
    expect(fromAcceptLanguage("fr;q=0, hi;q=0.3")).toBe("hi");
  });
});

describe("detectRootLanguage", () => {
  it("lets the switcher's choice win over everything", () => {
    expect(detectRootLanguage({ chosen: "en", remembered: "fr", acceptLanguage: "ar" })).toEqual({
      lang: "en",
      source: "chosen",
    });
  });

  it("uses the remembered redirect before the browser language", () => {
    expect(detectRootLanguage({ remembered: "tr", acceptLanguage: "fr" }).lang).toBe("tr");
  });

  it("uses the browser language on a first visit", () => {
    expect(detectRootLanguage({ acceptLanguage: "hi-IN,hi;q=0.9" })).toEqual({
      lang: "hi",
      source: "browser",
    });
  });

  it("ignores cookies that hold no supported language", () => {
    expect(detectRootLanguage({ chosen: "xx", remembered: "zz", acceptLanguage: "de" })).toEqual({
      lang: "en",
      source: "default",
    });
  });
});
