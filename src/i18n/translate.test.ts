import { describe, expect, it } from "vitest";
import { LOCALE_CODES } from "./locales.ts";
import { RESOURCES } from "./resources.ts";
import { useTranslations } from "./translate.ts";

describe("the translate function of a language", () => {
  it("gives every plain string of every language as written", () => {
    for (const lang of LOCALE_CODES) {
      const t = useTranslations(lang);
      for (const [key, value] of Object.entries(RESOURCES[lang] as Record<string, string>)) {
        if (!value.includes("{{")) expect(t(key), `${lang} ${key}`).toBe(value);
      }
    }
  });

  it("fills in values", () => {
    expect(useTranslations("en")("account.code_wrong", { left: 2 })).toBe(
      "This code is not right. Tries left: 2.",
    );
    expect(useTranslations("fr")("account.code_wrong", { left: 2 })).toContain("2");
  });

  it("fills in each call's own values when the same string is asked for again", () => {
    const t = useTranslations("en");
    for (let round = 0; round < 2; round++) {
      expect(t("catalog.reviewsCount", { count: 3 })).toBe("3 reviews");
      expect(t("catalog.reviewsCount", { count: 12 })).toBe("12 reviews");
      expect(t("catalog.off", { percent: 20 })).toBe("20% off");
      expect(t("catalog.off", { percent: "20" })).toBe("20% off");
    }
    expect(useTranslations("ar")("catalog.reviewsCount", { count: 3 })).toBe("3 مراجعات");
  });

  it("counts in each language's own plural forms", () => {
    const en = useTranslations("en");
    expect([1, 2].map((count) => en("product.reviewCount", { count }))).toEqual(["1 review", "2 reviews"]);
    const ar = useTranslations("ar");
    expect([0, 1, 2, 3, 11, 100].map((count) => ar("product.reviewCount", { count }))).toEqual([
      "لا توجد تقييمات",
      "تقييم واحد",
      "تقييمان",
      "3 تقييمات",
      "11 تقييمًا",
      "100 تقييم",
    ]);
    expect(useTranslations("fr")("product.stars", { count: 1 })).toBe("1 étoile");
  });

  it("answers an unknown key with the key, as i18next does", () => {
    expect(useTranslations("ar")("no.such.key")).toBe("no.such.key");
  });
});
