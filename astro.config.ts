import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./src/i18n/locales.ts";
import { pageCsp } from "./src/server/http/security-headers.ts";
import { tagReactComponents } from "./scripts/tag-react-components.ts";
import { reportConsoleChunks, SHARED_REACT_CHUNK } from "./scripts/console-chunks.ts";
import { CLIENT_DIRECTIVES } from "./scripts/client-directives.ts";

const csp = pageCsp();

/**
 * What every shop page runs (src/layouts/page-script.ts) with all it imports, in one file: left to
 * itself, the bundler split out each piece an island also uses, and a phone fetched them one round
 * trip at a time.
 */
const PAGE_SCRIPT_CHUNK = { name: "page", test: /src[\\/]layouts[\\/]page-script\.ts$/ };

export default defineConfig({
  output: "server",
  // Not streamed: the Content-Security-Policy header must include what the layout adds while rendering.
  adapter: node({ mode: "standalone", experimentalDisableStreaming: true }),
  // Islands are rendered by React's stream renderer even though the page is not streamed: only it
  // gives each island its own useId prefix, which the browser's hydration reads back (renderToString
  // gave every island the same ids, so one island's label could name another's input).
  integrations: [
    react(),
    {
      name: "shop-client-directives",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => CLIENT_DIRECTIVES.forEach(addClientDirective),
      },
    },
  ],
  // Payment gateways post their answers as forms from their own sites (Razorpay and Iyzico to the
  // return pages, Payfast's notice to the API), which Astro's origin check would refuse with 403.
  // Each answer is verified with the gateway itself, and the session cookie is SameSite=Lax, so a
  // cross-site form post never acts as the signed-in shopper.
  // Content-Security-Policy header of every page: Astro hashes its own scripts and styles; the rest
  // comes from src/server/http/security-headers.ts (pages add analytics and custom scripts there).
  security: {
    checkOrigin: false,
    csp: {
      directives: [...csp.directives],
      scriptDirective: { resources: csp.scriptResources, hashes: csp.scriptHashes },
      styleDirective: { resources: csp.styleResources },
    },
  },
  i18n: {
    locales: [...LOCALE_CODES],
    defaultLocale: DEFAULT_LOCALE,
    // Our middleware (src/middleware.ts) owns locale routing: prefix -> locals.lang + rewrite to the one page.
    routing: "manual",
  },
  vite: {
    plugins: [tailwindcss(), tagReactComponents(), reportConsoleChunks()],
    ssr: {
      external: ["@electric-sql/pglite", "pg", "sharp", "pino"],
    },
    // The browser build only: the server's bundle has no use for it.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [SHARED_REACT_CHUNK, PAGE_SCRIPT_CHUNK],
              },
            },
          },
        },
      },
    },
  },
});
