import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import account from "../../locales/en/account.json" with { type: "json" };
import product from "../../locales/en/product.json" with { type: "json" };
import en from "../../locales/en/lists.json" with { type: "json" };
import ar from "../../locales/ar/lists.json" with { type: "json" };
import arProduct from "../../locales/ar/product.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

interface Tile {
  id: number;
  title: string;
  slug: string;
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel(account["account.email"]).fill("customer@modest.local");
  await page.getByLabel(account["account.password"]).fill("demo1234");
  await page.getByRole("button", { name: account["account.submitLogin"] }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Starts from empty lists, so the journey reads the same however often it runs. */
async function clearLists(page: Page) {
  for (const [all, action, field] of [
    ["user/wishlist/all", "user/wishlist/action", "product_id"],
    ["user/compare-list/all", "user/compare-list/action", "product_id"],
    ["user/store/following-list", "user/store/follow", "store_id"],
  ] as const) {
    const items = (await (await page.request.get(`/api/v1/${all}`)).json()).data as { id: number }[];
    for (const item of items) await page.request.post(`/api/v1/${action}`, { data: { [field]: item.id } });
  }
}

async function twoProducts(page: Page): Promise<[Tile, Tile]> {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  const tiles = listing.data.result.data as Tile[];
  expect(tiles.length).toBeGreaterThanOrEqual(2);
  return [tiles[0]!, tiles[1]!];
}

const productPath = (tile: Tile) => `/${encodeURIComponent(tile.slug)}/product/${tile.id}`;

test("a guest who compares is sent to sign in", async ({ page }) => {
  await closeBanners(page);
  const [first] = await twoProducts(page);
  await page.goto(productPath(first));
  await hydrated(page);
  await page.getByRole("button", { name: product["product.compare"] }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("wishlist a product, compare two, follow a store; then in Arabic", async ({ page }) => {
  await closeBanners(page);
  await signIn(page);
  await clearLists(page);
  const [first, second] = await twoProducts(page);

  // Wishlist from the product page, then find it on /user/wishlists.
  await page.goto(productPath(first));
  await hydrated(page);
  const wish = page.getByRole("button", { name: product["product.wishlist"] });
  await expect(wish).toHaveAttribute("aria-pressed", "false");
  await wish.click();
  await expect(page.getByText(en["lists.wishlist_added"])).toBeVisible();
  await expect(wish).toHaveAttribute("aria-pressed", "true");
  await page.goto("/user/wishlists");
  await expect(page.getByRole("heading", { level: 1, name: en["lists.wishlist.title"] })).toBeVisible();
  await expect(page.getByTestId("wishlist-grid").getByText(first.title)).toBeVisible();

  // Compare two products side by side.
  for (const tile of [first, second]) {
    await page.goto(productPath(tile));
    await hydrated(page);
    await page.getByRole("button", { name: product["product.compare"] }).click();
    await expect(page.getByText(en["lists.compare_added"])).toBeVisible();
  }
  await page.goto("/user/compared");
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader", { name: first.title })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: second.title })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: en["lists.compare.price"] })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: en["lists.compare.stock"] })).toBeVisible();

  // Follow the first product's store and see it on /user/following.
  const detail = (await (await page.request.get(`/api/v1/product/${first.id}`)).json()).data as {
    store: { name: string; slug: string };
  };
  await page.goto(`/shop/${encodeURIComponent(detail.store.slug)}`);
  await hydrated(page);
  const follow = page.getByTestId("follow-toggle");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(page.getByText(en["lists.followed"])).toBeVisible();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.goto("/user/following");
  await expect(page.getByTestId("following-list").getByText(detail.store.name)).toBeVisible();

  // Arabic: the wishlist page reads right to left; taking the product off empties it.
  await page.goto("/ar/user/wishlists");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar["lists.wishlist.title"] })).toBeVisible();
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-testid="wishlist-toggle"]')
        ?.closest("astro-island")
        ?.hasAttribute("ssr") === false,
  );
  await page.getByTestId("wishlist-toggle").click();
  await expect(page.getByText(ar["lists.wishlist_removed"])).toBeVisible();
  await page.reload();
  await expect(page.getByText(ar["lists.wishlist.empty"])).toBeVisible();
  await page.goto(`/ar${productPath(second)}`);
  // The cached page is the same for everyone: the buy box shows the shopper's lists once it has
  // hydrated, at their first move.
  await hydrated(page);
  await expect(page.getByRole("button", { name: arProduct["product.compare"] })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a guest opening a list page is sent to sign in", async ({ page }) => {
  for (const path of ["/user/wishlists", "/user/compared", "/ar/user/following"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
});

test("the list pages have no serious or critical accessibility violations (en and ar)", async ({ page }) => {
  await closeBanners(page);
  await signIn(page);
  const [first, second] = await twoProducts(page);
  for (const tile of [first, second]) {
    const compared = (await (await page.request.get("/api/v1/user/compare-list/all")).json()).data as {
      id: number;
    }[];
    if (!compared.some((p) => p.id === tile.id)) {
      await page.request.post("/api/v1/user/compare-list/action", { data: { product_id: tile.id } });
    }
  }
  for (const path of ["/user/compared", "/ar/user/compared", "/user/wishlists", "/ar/user/following"]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(grave.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
  }
});
