import { expect, test } from "vitest";
import { pageScripts, staticImports } from "./page-assets.ts";

test("a page's JavaScript: scripts, module preloads, island components and renderers, inline scripts", () => {
  const html = `<html><head>
<link rel="modulepreload" href="/_astro/client.abc.js">
<link rel="stylesheet" href="/_astro/page.css">
<script type="module" src="/_astro/page.def.js"></script>
<script type="application/ld+json">{"@type":"Product"}</script>
<script>window.x=1</script>
</head><body>
<astro-island uid="1" component-url="/_astro/Cart.ghi.js" renderer-url="/_astro/client.abc.js" client="idle"></astro-island>
<astro-island uid='2' component-url='/_astro/Menu.jkl.js?a=1&amp;b=2' client="visible"></astro-island>
</body></html>`;
  const { urls, inline } = pageScripts(html, "http://shop.test/ar/cart");
  expect(urls).toEqual([
    "http://shop.test/_astro/page.def.js",
    "http://shop.test/_astro/client.abc.js",
    "http://shop.test/_astro/Cart.ghi.js",
    "http://shop.test/_astro/Menu.jkl.js?a=1&b=2",
  ]);
  expect(inline).toEqual(["window.x=1"]);
});

test("a static page without scripts has no JavaScript", () => {
  const { urls, inline } = pageScripts(
    "<html><body><h1>About</h1><astro-island></astro-island></body></html>",
    "http://shop.test/page/about",
  );
  expect(urls).toEqual([]);
  expect(inline).toEqual([]);
});

test("static imports of a minified module, not dynamic imports or words in strings", () => {
  const js = `import{j as e}from"./jsx-runtime.D_zv.js";import"./index.Bq1.js";import {x} from '../chunks/a.mjs';const t="from here";import("./lazy.js");`;
  expect(staticImports(js, "http://shop.test/_astro/Cart.ghi.js")).toEqual([
    "http://shop.test/_astro/jsx-runtime.D_zv.js",
    "http://shop.test/_astro/index.Bq1.js",
    "http://shop.test/chunks/a.mjs",
  ]);
});
