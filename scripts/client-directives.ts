import { fileURLToPath } from "node:url";

/** The shop's own `client:` directives: astro.config.ts registers them, the bench's yardstick bundles them too. */
export const CLIENT_DIRECTIVES = [
  {
    name: "interaction",
    entrypoint: fileURLToPath(new URL("../src/client/hydration/on-interaction.ts", import.meta.url)),
  },
];
