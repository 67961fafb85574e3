import { expect, test, type APIRequestContext } from "@playwright/test";
import { BUDGET } from "../../scripts/bench/page-budget.ts";
import { weighPage } from "./page-weight.ts";

/**
 * Page weight budget of the built shop: for each page template in English and Arabic, the gzip size
 * of every JS file the page loads (scripts, modulepreloads, island components and renderers and
 * their static imports) plus its inline scripts, and the size of the HTML. Sizes only, no timings.
 */
const TEMPLATES = [
  { name: "home", path: "/" },
  { name: "listing", path: "/all/abayas" },
  { name: "product", path: "product" },
  { name: "search", path: "/search?q=abaya" },
  { name: "store", path: "store" },
  { name: "cart", path: "/cart" },
  { name: "checkout", path: "/checkout" },
  { name: "static page", path: "/page/about", isStatic: true },
  { name: "sitemap page", path: "/sitemap", isStatic: true },
  { name: "login", path: "/login" },
] as const;

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The first link of a kind on a page of the demo catalogue. */
async function firstLink(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const href = (await text(request, page)).match(pattern)?.[1];
  expect(href, `a link matching ${pattern} on ${page}`).toBeTruthy();
  return href!;
}

for (const prefix of ["", "/ar"]) {
  test(`${prefix || "/en"}: every page template stays within its JS and HTML budget`, async ({
    request,
    baseURL,
  }) => {
    const found = {
      product: await firstLink(request, "/all/abayas", /href="(\/[^"]+\/product\/\d+)"/),
      store: await firstLink(request, "/stores", /href="(\/shop\/[^"]+)"/),
    };
    const report: string[] = [];
    for (const template of TEMPLATES) {
      const path = template.path in found ? found[template.path as keyof typeof found] : template.path;
      const url = new URL(prefix + (path === "/" && prefix ? "" : path), baseURL).href;
      const weight = await weighPage(url, (u) => text(request, u));
      const jsBudget = "isStatic" in template ? BUDGET.staticJsGzip : BUDGET.jsGzip;
      report.push(
        `${template.name}: JS ${weight.jsGzip} B gzip in ${weight.js.length} files and inline scripts of ${weight.inlineGzip} B, HTML ${weight.htmlBytes} B`,
      );
      expect
        .soft(
          weight.jsGzip,
          `${template.name} (${url}) JS gzip: ${weight.js.map((f) => f.url).join(", ")} + inline ${weight.inlineGzip} B`,
        )
        .toBeLessThanOrEqual(jsBudget);
      expect.soft(weight.htmlBytes, `${template.name} (${url}) HTML bytes`).toBeLessThanOrEqual(BUDGET.html);
    }
    test.info().annotations.push({ type: "page weight", description: report.join("\n") });
    console.log(report.join("\n"));
  });
}
