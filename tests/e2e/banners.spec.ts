import { expect, test, type BrowserContext } from "@playwright/test";
import { SHELL } from "./messages.ts";

/** A new browser session: the session cookies are gone, the lasting ones stay. */
async function newBrowserSession(context: BrowserContext): Promise<void> {
  const lasting = (await context.cookies()).filter((cookie) => cookie.expires !== -1);
  await context.clearCookies();
  await context.addCookies(lasting);
}

/** The popup and cookie banners of the default layout, in the page from the first paint. */
for (const { prefix, lang } of [
  { prefix: "", lang: "en" },
  { prefix: "/ar", lang: "ar" },
]) {
  const t = SHELL[lang];

  test(`${lang}: the popup banner waits for the cookie choice, then a click outside hides it for the session, its close button for good`, async ({
    page,
  }) => {
    // Not a static content page: those go without the popup (static-pages.spec.ts).
    await page.goto(`${prefix}/brands`);
    const popup = page.getByTestId("popup-banner");
    // One overlay at a time: the cookie banner asks first, the popup waits for the next page.
    const cookies = page.getByTestId("cookie-banner");
    await expect(cookies).toBeVisible();
    await expect(popup).toBeHidden();
    await cookies.getByRole("button", { name: t["cookie.accept"] }).click();
    await expect(cookies).toBeHidden();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: t["popup.close"] })).toBeFocused();
    // The page behind does not scroll while it is open.
    await expect(page.locator("html")).toHaveClass(/scroll-locked/);

    await popup.click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/scroll-locked/);
    await page.reload();
    await expect(popup).toBeHidden();

    // A new session shows it again, until its close button is used.
    await newBrowserSession(page.context());
    await page.reload();
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: t["popup.close"] }).click();
    await expect(popup).toBeHidden();
    await newBrowserSession(page.context());
    await page.reload();
    await expect(popup).toBeHidden();
  });

  test(`${lang}: the cookie banner shows until accepted and the chat link stays above it`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.cookie = "popupBannerClosed=1; Path=/";
    });
    await page.goto(`${prefix}/page/about`);
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t["cookie.text"]);
    const chat = page.getByTestId("chat-link");
    const [bannerBox, chatBox] = [await banner.boundingBox(), await chat.boundingBox()];
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(bannerBox!.y);

    await banner.getByRole("button", { name: t["cookie.accept"] }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
  });
}
