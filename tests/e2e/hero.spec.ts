import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./console-session.ts";
import { closeBanners } from "./shopper.ts";

/**
 * The home slider's text (title, text, button) is real text: axe's color-contrast rule on the hero
 * finds nothing under 4.5:1 at phone and laptop widths, left to right and right to left, and the
 * text never sits on the picture (in Arabic the text side mirrors, the picture keeps its subject).
 */
/** The part of axe-core (injected by the axe run before) this journey calls in the page. */
interface AxeInPage {
  setup: (root: Document) => void;
  teardown: () => void;
  commons: {
    color: {
      getBackgroundColor: (el: Element, stack: Element[]) => object | null;
      getForegroundColor: (el: Element, noScroll: boolean, background: object) => object | null;
      getContrast: (background: object, foreground: object) => number;
    };
  };
}

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
];

for (const lang of ["en", "ar"] as const)
  for (const viewport of WIDTHS)
    test(`the home hero's text in ${lang} on a ${viewport.name} has at least 4.5:1 contrast and stays off the picture`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await closeBanners(page);
      await page.goto(lang === "en" ? "/" : `/${lang}/`);
      const hero = page.getByTestId("hero");
      const slide = hero.getByTestId("hero-slide").first();
      await expect(slide.getByTestId("hero-text")).toBeVisible();
      await page.screenshot({ path: `/tmp/hero-${lang}-${viewport.name}.png` });

      const results = await expectNoSeriousAxeViolations(page, `hero ${lang} ${viewport.name}`, {
        include: "[data-testid=hero]",
        rules: ["color-contrast"],
      });
      // axe cannot judge text laid over a picture and leaves it "incomplete": the hero has none.
      const unmeasured = results.incomplete.flatMap((rule) =>
        rule.nodes.map((node) => node.target.join(" ")),
      );
      expect(unmeasured, "hero texts axe could not measure").toEqual([]);
      // axe's rule skips Arabic text (its joined letters look like an icon font's ligatures to it), so
      // each hero text is also measured with axe's own colour functions, in both languages.
      const ratios = await slide.getByTestId("hero-text").evaluate((panel) => {
        const { axe } = window as unknown as { axe: AxeInPage };
        axe.setup(document);
        try {
          return [...panel.querySelectorAll<HTMLElement>("span")]
            .filter((el) =>
              [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
            )
            .map((el) => {
              const background = axe.commons.color.getBackgroundColor(el, []);
              const foreground = background && axe.commons.color.getForegroundColor(el, false, background);
              return {
                text: el.textContent?.trim() ?? "",
                ratio: background && foreground ? axe.commons.color.getContrast(background, foreground) : 0,
              };
            });
        } finally {
          axe.teardown();
        }
      });
      expect(ratios.length, "texts measured").toBeGreaterThanOrEqual(2);
      for (const { text, ratio } of ratios)
        expect(ratio, `contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
      console.log(
        `hero ${lang} ${viewport.name}: ${ratios.map(({ text, ratio }) => `${text.slice(0, 16)} ${ratio.toFixed(2)}:1`).join(", ")}`,
      );

      // The text's box and the picture's box do not meet; the text is on the reading direction's start side.
      const text = (await slide.getByTestId("hero-text").boundingBox())!;
      const picture = (await slide.locator("img").boundingBox())!;
      const apart =
        text.x + text.width <= picture.x + 1 ||
        picture.x + picture.width <= text.x + 1 ||
        text.y + text.height <= picture.y + 1 ||
        picture.y + picture.height <= text.y + 1;
      expect(apart, "the hero's text is beside or under the picture, never on it").toBe(true);
      if (viewport.name === "laptop") {
        const textFirst = lang === "ar" ? text.x > picture.x : text.x < picture.x;
        expect(textFirst, "the text is on the start side").toBe(true);
      }
    });
