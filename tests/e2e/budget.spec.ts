import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { BUDGET } from "../../scripts/bench/page-budget.ts";
import { CONSOLE_CHUNKS_REPORT, type ConsoleChunks } from "../../scripts/console-chunks.ts";
import { weighPage, type PageWeight } from "./page-weight.ts";

/**
 * Page weight budget of the built shop: for each page template in English and Arabic, the gzip size
 * of every JS file the page loads (scripts, modulepreloads, island components and renderers and
 * their static imports) plus its inline scripts, and the size of the HTML. Sizes only, no timings.
 * No storefront page may load a script of the console or one holding a module only the console
 * imports (the build's report of its scripts, scripts/console-chunks.ts).
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

/** The scripts a page loads that hold console code, each with the console-only modules in it. */
function consoleCodeIn(weight: PageWeight): string[] {
  const report = JSON.parse(readFileSync(CONSOLE_CHUNKS_REPORT, "utf8")) as ConsoleChunks;
  expect(report.entries.length, "the console's entry script in the build's report").toBeGreaterThan(0);
  return weight.js.flatMap(({ url }) => {
    const script = url.replace(/^\//, "");
    const modules = report.chunks[script];
    expect(modules, `${script} in the build's report`).toBeDefined();
    if (report.entries.includes(script)) return [`${script} (the console's entry)`];
    return modules!.length > 0 ? [`${script}: ${modules!.join(", ")}`] : [];
  });
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
      expect
        .soft(consoleCodeIn(weight), `${template.name} (${url}) scripts holding console code`)
        .toEqual([]);
    }
    test.info().annotations.push({ type: "page weight", description: report.join("\n") });
    console.log(report.join("\n"));
  });
}
