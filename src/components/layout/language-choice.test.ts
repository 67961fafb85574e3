import { describe, expect, it } from "vitest";
import { languageCookies } from "./language-choice.ts";

describe("language switcher cookies", () => {
  it("keeps the choice for a year in both cookies", () => {
    expect(languageCookies("ar")).toEqual([
      "lang=ar; Max-Age=31536000; Path=/; SameSite=Lax",
      "i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
  });

  it("stores nothing for a language the shop does not speak", () => {
    expect(languageCookies("de")).toEqual([]);
  });
});
