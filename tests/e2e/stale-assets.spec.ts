import { expect, test } from "@playwright/test";
import fr from "../../locales/fr/account.json" with { type: "json" };
import { SHELL } from "./messages.ts";
import { closeBanners } from "./shopper.ts";

/** The sign-in form's island, as a deploy leaves it for a tab opened before: gone. */
const GONE_ISLAND = /\/_astro\/LoginForm\.[^/?]+\.js(\?.*)?$/;

test("an island whose script is gone after a deploy reloads the page once, then asks to reload, in the page's language", async ({
  page,
}) => {
  await closeBanners(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.route(GONE_ISLAND, (route) => route.fulfill({ status: 404, body: "" }));

  await page.goto("/fr/login");
  const notice = page.getByRole("alert").filter({ hasText: SHELL.fr["assets.stale"] });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // One reload, not a loop: the first load and the reload it made.
  expect(documents.filter((url) => url.endsWith("/fr/login"))).toHaveLength(2);

  // With the new build's script there, the notice's link reloads into a working page.
  await page.unroute(GONE_ISLAND);
  await notice.getByRole("link", { name: SHELL.fr["assets.reload"] }).click();
  await expect(notice).toBeHidden();
  // The island works again: it answers a wrong password itself.
  await expect(async () => {
    await page.getByLabel(fr["account.email"]).fill("nobody@example.com");
    await page.getByLabel(fr["account.password"]).fill("wrong-one");
    await page.getByRole("button", { name: fr["account.submitLogin"] }).click();
    await expect(page.getByText(fr["account.wrong_credentials"])).toBeVisible({ timeout: 2000 });
  }).toPass();
});
