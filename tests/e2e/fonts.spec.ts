import { expect, test, type Page } from "@playwright/test";

/** Layout shifts not caused by input, summed from the first paint (the page's CLS). */
async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = "popupBannerClosed=1; Path=/";
    document.cookie = "cookieBannerClosed=1; Path=/";
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
});

const PAGES = [
  { prefix: "", lang: "en", script: /noto-sans-latin-400/, others: /arabic|devanagari/ },
  { prefix: "/ar", lang: "ar", script: /noto-sans-arabic-400/, others: /devanagari/ },
  { prefix: "/hi", lang: "hi", script: /noto-sans-devanagari-400/, others: /arabic/ },
] as const;

for (const { prefix, lang, script, others } of PAGES) {
  test(`${lang}: the shop's own fonts, only its language's subsets and two weights, and no layout shift`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/all/abayas"]) {
      await page.goto(`${prefix}${path}`);
      expect(await layoutShift(page), `${prefix}${path}`).toBeLessThanOrEqual(0.05);
    }
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(lang === "ar" ? /^"Noto Sans Arabic"/ : /^"Noto Sans"/);
    expect(fonts.some((url) => script.test(url))).toBe(true);
    expect(fonts.filter((url) => others.test(url))).toEqual([]);
    expect(
      fonts.filter((url) => /-(500|700)[-.]/.test(url)),
      "medium and bold are drawn in 400 and 600",
    ).toEqual([]);
    const preloads = await page
      .locator("link[rel=preload][as=font]")
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.some((href) => script.test(href))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans"'))).toBe(true);
  });
}
