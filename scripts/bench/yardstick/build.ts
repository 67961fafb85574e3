/**
 * Builds the yardstick (entry.ts) with Vite and the shop's own Astro configuration (astro.config.ts,
 * through astro/config's getViteConfig), as the production build compiles the pages: .astro files
 * become render functions, React islands are rendered by @astrojs/react. Run as a child process of
 * the bench, so that Vite's handles end with it.
 */
import { resolve } from "node:path";
import { build as bundle } from "esbuild";
import { build } from "vite";
import { getViteConfig } from "astro/config";
import { CLIENT_DIRECTIVES } from "../../client-directives.ts";
import { YARDSTICK_BUILD_DIR, YARDSTICK_ENTRY } from "./paths.ts";

const root = process.cwd();
const config = await getViteConfig(
  { root },
  { root },
)({
  mode: "production",
  command: "build",
});
// Astro's runtime reads the app's manifest from "#astro-internal/ambient-manifest", which Astro's
// build turns into the whole shop's manifest (filled in only by `astro build` itself). The
// container brings its own: the runtime gets the module it has outside Vite (no manifest).
const AMBIENT = "#astro-internal/ambient-manifest";
const noAmbientManifest = {
  name: "bench-yardstick-no-ambient-manifest",
  enforce: "pre" as const,
  resolveId: (id: string) =>
    id === AMBIENT ? resolve(root, "node_modules/astro/dist/core/manifest/ambient-source.js") : null,
};
// The container's manifest leaves out the server islands' names (Astro 7.3): the product page's
// suggested products (server:defer) could not be rendered. The container takes them from the
// manifest it is given, as the shop's build hands them to its app.
const CONTAINER = /node_modules\/astro\/dist\/container\/index\.js$/;
// The container knows Astro's own client directives only; the shop's are bundled as Astro's build
// bundles them (core/client-directive/build.js), so the pages inline the same script.
const directives = await Promise.all(
  CLIENT_DIRECTIVES.map(async ({ name, entrypoint }) => {
    const key = JSON.stringify(name);
    const output = await bundle({
      stdin: {
        contents: `import directive from ${JSON.stringify(entrypoint)};
(self.Astro || (self.Astro = {}))[${key}] = directive;
window.dispatchEvent(new Event('astro:' + ${key}));`,
        resolveDir: root,
      },
      format: "iife",
      minify: true,
      bundle: true,
      write: false,
    });
    return [name, output.outputFiles[0]!.text] as const;
  }),
);
const containerIslands = {
  name: "bench-yardstick-container-islands",
  transform(code: string, id: string) {
    if (!CONTAINER.test(id)) return null;
    const patched = code.replace(
      'logLevel: "silent"',
      'logLevel: "silent", serverIslandMappings: manifest?.serverIslandMappings',
    );
    const withDirectives = patched.replace(
      "manifest?.clientDirectives ?? getDefaultClientDirectives()",
      `new Map([...getDefaultClientDirectives(), ...${JSON.stringify(directives)}])`,
    );
    if (patched === code || withDirectives === patched)
      throw new Error(
        "Astro's container changed: the server islands or client directives patch no longer applies",
      );
    return withDirectives;
  },
};
const plugins = [noAmbientManifest, containerIslands, ...(config.plugins ?? [])];
await build({
  ...config,
  plugins,
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  build: { ssr: YARDSTICK_ENTRY, outDir: YARDSTICK_BUILD_DIR, emptyOutDir: true },
});
