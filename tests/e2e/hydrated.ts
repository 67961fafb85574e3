import { expect, type Page } from "@playwright/test";

/**
 * Waits until every island that hydrates without being scrolled to has taken over the server's
 * HTML (Astro drops its ssr attribute then): a click before that does nothing. Islands that wait
 * for the visitor's first interaction (client:interaction) are woken by a key press that does
 * nothing else, as a person's first touch or key would.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await expect(page.locator("astro-island[ssr]:not([client=visible])")).toHaveCount(0);
}
