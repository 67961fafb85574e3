import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { SHELL } from "./messages.ts";
import { closeBanners } from "./shopper.ts";

/** Demo accounts of the seeded catalogue (README). */
const DEMO_ACCOUNTS = {
  customer: "customer@modest.local",
  seller: "seller@modest.local",
  admin: "admin@modest.local",
};
const DEMO_PASSWORD = "demo1234";

/** A signed-in API client (its own cookie jar), and the name the shop knows it by. */
async function signedIn(
  baseURL: string,
  email: string,
): Promise<{ client: APIRequestContext; name: string }> {
  const client = await playwrightRequest.newContext({ baseURL });
  const answer = await client.post("/api/v1/user/signin", { data: { email, password: DEMO_PASSWORD } });
  expect((await answer.json()).status).toBe(200);
  const session = await (await client.get("/api/v1/user/session")).json();
  expect(session.data.is_logged_in).toBe(true);
  return { client, name: session.data.user.name as string };
}

async function aProductPath(client: APIRequestContext): Promise<string> {
  const home = await (await client.get("/")).text();
  const path = home.match(/href="(\/[^"/]+\/product\/\d+)"/)?.[1];
  expect(path, "a product link on the home page").toBeTruthy();
  return path!;
}

test("a cached catalogue page shows nobody's data to anybody else", async ({ baseURL }) => {
  const a = await signedIn(baseURL!, DEMO_ACCOUNTS.customer);
  const b = await signedIn(baseURL!, DEMO_ACCOUNTS.seller);
  const guest = await playwrightRequest.newContext({ baseURL });
  const path = await aProductPath(guest);

  for (const url of [path, "/ar/brands", "/fr/search?q=abaya"]) {
    const asA = await a.client.get(url);
    const asAAgain = await a.client.get(url);
    expect(asAAgain.headers()["x-cache"], url).toBe("HIT");
    const asGuest = await guest.get(url);
    const asB = await b.client.get(url);
    for (const answer of [asA, asAAgain, asGuest, asB]) {
      expect(answer.status()).toBe(200);
      expect(await answer.text()).not.toContain(a.name);
    }
    expect(await asGuest.text()).toBe(await asAAgain.text());
    expect(await asB.text()).toBe(await asAAgain.text());
    expect(asGuest.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  }

  // Personal pages are rendered for the person and never kept.
  const cart = await a.client.get("/cart");
  expect(cart.headers()["cache-control"]).toBe("private, no-store");
  expect(cart.headers()["x-cache"]).toBeUndefined();
  await Promise.all([a.client.dispose(), b.client.dispose(), guest.dispose()]);
});

test("on a cached page the account menu still knows who is signed in", async ({ page, baseURL }) => {
  await closeBanners(page);
  const a = await signedIn(baseURL!, DEMO_ACCOUNTS.customer);
  const path = await aProductPath(a.client);
  await a.client.get(path); // now cached, rendered for a guest
  await page.context().addCookies((await a.client.storageState()).cookies);
  await page.goto(path);
  const logout = page.getByRole("button", { name: SHELL.en["header.logout"] });
  await expect(async () => {
    await page.getByTestId("account-menu-button").click();
    await expect(logout).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText(a.name)).toBeVisible();
  // The small-screen drawer offers the profile, not sign-in, to the signed-in shopper.
  await expect(page.locator('#mobile-menu [data-session-only="user"]')).not.toHaveAttribute("hidden");
  await expect(page.locator('#mobile-menu [data-session-only="guest"]').first()).toHaveAttribute("hidden");
  await a.client.dispose();
});

test("built assets are precompressed and immutable", async ({ request }) => {
  const home = await (await request.get("/")).text();
  const script = home.match(/(\/_astro\/[\w.-]+\.js)/)?.[1];
  expect(script, "a script of the build").toBeTruthy();
  const answer = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer.headers()["content-encoding"]).toBe("br");
});

test("hiding one product in the console drops its pages and the listings at once, and keeps another product's page cached", async ({
  baseURL,
}) => {
  const guest = await playwrightRequest.newContext({ baseURL });
  const listing = "/all/abayas";
  const links = [...(await (await guest.get(listing)).text()).matchAll(/href="(\/[^"/]+\/product\/(\d+))"/g)];
  const [hidden, kept] = [links[0]!, links.find((link) => link[2] !== links[0]![2])!];
  const cached = [hidden[1], `/ar${hidden[1]}`, kept[1], listing];
  for (const url of cached) {
    await guest.get(url);
    expect((await guest.get(url)).headers()["x-cache"], url).toBe("HIT");
  }

  const admin = await signedIn(baseURL!, DEMO_ACCOUNTS.admin);
  const act = (action: string) =>
    admin.client.post(`/api/v1/console/products/${hidden[2]}/${action}`, { headers: { origin: baseURL! } });
  expect((await act("unpublish")).status()).toBe(200);
  try {
    for (const url of [hidden[1], `/ar${hidden[1]}`]) {
      await expect.poll(async () => (await guest.get(url)).status(), { message: url }).toBe(404);
    }
    const list = await guest.get(listing);
    expect(list.headers()["x-cache"]).toBe("MISS");
    expect(await list.text()).not.toContain(`href="${hidden[1]}"`);
    expect((await guest.get(kept[1])).headers()["x-cache"], kept[1]).toBe("HIT");
  } finally {
    expect((await act("publish")).status()).toBe(200);
  }
  await expect.poll(async () => (await guest.get(hidden[1])).status()).toBe(200);
  await Promise.all([admin.client.dispose(), guest.dispose()]);
});
