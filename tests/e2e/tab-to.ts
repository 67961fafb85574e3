import { expect, type Locator, type Page } from "@playwright/test";

/** Moving through a page with the Tab key, checking that every stop shows a focus ring. */

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** What the focused element looks like: its name for messages and whether a focus ring shows. */
export function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "body", ring: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none";
    const label =
      element.getAttribute("aria-label") ?? element.getAttribute("name") ?? element.textContent ?? "";
    const name = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}" on ${location.pathname}`;
    return { name, ring: outline || shadow };
  });
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, checking the ring at every stop. */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < 200; stop++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const { name, ring } = await focusRing(page);
    expect.soft(ring, `focus ring on ${name}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error("the Tab key never reached the element");
}
