import { expect, type Page } from "@playwright/test";

/**
 * Waits until every island that hydrates without being scrolled to has taken over the server's
 * HTML (Astro drops its ssr attribute then): a click before that does nothing.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client=visible])")).toHaveCount(0);
}
