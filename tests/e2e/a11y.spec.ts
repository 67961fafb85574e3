import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

/**
 * axe on every page template, in English and in Arabic (right to left): no serious or critical
 * violation. Each run prints the count per template, so the figure can be quoted.
 */

interface Demo {
  product: string;
  store: string;
  flashSale: number;
  order: number;
  trackingCode: string;
}

interface Template {
  name: string;
  path: (demo: Demo) => string;
  /** Signed in as the demo customer (account, cart, shipping, checkout). */
  customer?: boolean;
  /**
   * Leaves a banner up (only the first templates of the table may): the cookie banner of a first
   * visit, or the popup banner that follows the cookie choice.
   */
  banners?: "cookie" | "popup";
  /** Brings the page into the state to check once it has loaded. */
  ready?: (page: Page) => Promise<void>;
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};

const TEMPLATES: Template[] = [
  {
    name: "home with the cookie banner",
    path: () => "/",
    banners: "cookie",
    ready: visible("cookie-banner"),
  },
  {
    name: "home with the popup banner, after the cookie choice",
    path: () => "/",
    banners: "popup",
    ready: visible("popup-banner"),
  },
  { name: "home", path: () => "/" },
  { name: "category tiles", path: () => "/categories" },
  { name: "brand tiles", path: () => "/brands" },
  { name: "product listing", path: () => "/all/abayas" },
  { name: "brand listing", path: () => "/noor-atelier/brand?brand=1" },
  { name: "product", path: (d) => d.product },
  { name: "search", path: () => "/search?q=abaya" },
  { name: "stores", path: () => "/stores" },
  { name: "store", path: (d) => `/shop/${d.store}` },
  { name: "flash sales", path: () => "/flash-sale" },
  { name: "flash sale", path: (d) => `/flash-sale/${d.flashSale}` },
  { name: "static page", path: () => "/page/about" },
  { name: "contact", path: () => "/contact" },
  { name: "FAQ", path: () => "/faq" },
  { name: "sitemap", path: () => "/sitemap" },
  { name: "login", path: () => "/login" },
  { name: "register", path: () => "/register" },
  { name: "verify", path: () => "/verify?email=someone%40example.com" },
  { name: "forgot password", path: () => "/forgot-password" },
  { name: "seller register", path: () => "/seller/register" },
  {
    name: "track order",
    path: (d) => `/track-order?code=${d.trackingCode}`,
    ready: visible("tracking-result"),
  },
  { name: "error 500", path: () => "/500" },
  { name: "404", path: () => "/no-such-page-here" },
  { name: "cart", path: () => "/cart", customer: true, ready: visible("cart-line") },
  {
    name: "shipping with address popup",
    path: () => "/shipping",
    customer: true,
    ready: async (page) => {
      await page.getByTestId("address-add").click();
      await expect(page.getByTestId("address-popup")).toBeVisible();
    },
  },
  { name: "checkout", path: () => "/checkout", customer: true, ready: visible("place-order") },
  { name: "profile", path: () => "/user/profile", customer: true },
  { name: "orders", path: () => "/user/orders", customer: true },
  {
    name: "order detail",
    path: (d) => `/user/order/${d.order}`,
    customer: true,
    ready: visible("status-steps"),
  },
  {
    name: "order confirmation",
    path: (d) => `/order/${d.trackingCode}/thanks`,
    customer: true,
    ready: visible("placed-part"),
  },
  { name: "addresses", path: () => "/user/addresses", customer: true },
  { name: "vouchers", path: () => "/user/vouchers", customer: true },
  { name: "wishlists", path: () => "/user/wishlists", customer: true },
  { name: "compared", path: () => "/user/compared", customer: true },
  { name: "following", path: () => "/user/following", customer: true },
];

async function json<T>(request: APIRequestContext, path: string, data?: object): Promise<T> {
  const response = data
    ? await request.post(`/api/v1/${path}`, { data })
    : await request.get(`/api/v1/${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo catalogue's records that the dynamic templates show. */
async function demoRecords(request: APIRequestContext): Promise<Demo> {
  const products = await json<{ result: { data: { id: number; slug: string; in_stock: boolean }[] } }>(
    request,
    "products?page=1",
  );
  const product = products.result.data.find((p) => p.in_stock)!;
  const stores = await json<{ data: { slug: string }[] }>(request, "store");
  const sales = await json<{ data: { id: number }[] }>(request, "flash-sale");
  await json(request, "user/signin", { email: "customer@modest.local", password: "demo1234" });
  const orders = await json<{ data: { id: number; tracking_code: string }[] }>(request, "order/by-user", {});
  return {
    product: `/${product.slug}/product/${product.id}`,
    store: stores.data[0]!.slug,
    flashSale: sales.data[0]!.id,
    order: orders.data[0]!.id,
    trackingCode: orders.data[0]!.tracking_code,
  };
}

/** Signs the page in as the demo customer, with one selected product in stock in the cart. */
async function customerWithCart(page: Page): Promise<void> {
  await json(page.request, "user/signin", { email: "customer@modest.local", password: "demo1234" });
  const cart = await json<{ items?: { selected: number }[] }>(page.request, "cart/by-user", {});
  if ((cart.items ?? []).some((item) => item.selected === 1)) return;
  const products = await json<{ result: { data: { id: number; in_stock: boolean }[] } }>(
    page.request,
    "products?page=1",
  );
  for (const card of products.result.data.filter((p) => p.in_stock)) {
    const detail = await json<{ inventories: { id: number; quantity: number }[] }>(
      page.request,
      `product/${card.id}`,
    );
    const variant = detail.inventories.find((inventory) => inventory.quantity > 0);
    const added = await page.request.post("/api/v1/cart/action", {
      data: { product_id: card.id, inventory_id: variant?.id ?? null, quantity: 1 },
    });
    if ((await added.json()).status === 200) return;
  }
  throw new Error("nothing could be put into the demo customer's cart");
}

let demo: Demo;
test.beforeAll(async ({ request }) => {
  demo = await demoRecords(request);
});

for (const prefix of ["", "/ar"]) {
  test(`axe on every template in ${prefix ? "Arabic" : "English"}`, async ({ page }) => {
    test.setTimeout(TEMPLATES.length * 20_000);
    let signedIn = false;
    let bannersClosed = false;
    for (const template of TEMPLATES) {
      if (template.banners === "popup") {
        await page.addInitScript(() => {
          document.cookie = "cookieBannerClosed=1; Path=/";
        });
      }
      if (!template.banners && !bannersClosed) {
        await closeBanners(page);
        bannersClosed = true;
      }
      // The table lists the guest pages first (the sign-in pages send a signed-in visitor home).
      if (template.customer && !signedIn) {
        await customerWithCart(page);
        signedIn = true;
      }
      const path = `${prefix}${template.path(demo)}`;
      await page.goto(path);
      // The page asked for, not a redirect (to the sign-in page, say).
      expect(new URL(page.url()).pathname.replace(/\/$/, "")).toBe(path.split("?")[0]!.replace(/\/$/, ""));
      await hydrated(page);
      await template.ready?.(page);
      const { violations, passes } = await new AxeBuilder({ page }).analyze();
      const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const nodes = grave.reduce((sum, v) => sum + v.nodes.length, 0);
      console.log(
        `axe ${prefix || "/en"} ${template.name}: ${grave.length} serious/critical rules, ${nodes} nodes; ${violations.length - grave.length} moderate/minor; ${passes.length} rules passed`,
      );
      expect
        .soft(
          grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          template.name,
        )
        .toEqual([]);
    }
  });
}
