import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";

/** Tailwind utilities that name a physical side; Arabic needs the logical ones (ms-, pe-, start-, text-start …). */
const PHYSICAL_SIDE =
  "(^|\\s|:|\\[)-?((ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-\\S|(text|float|clear)-(left|right)\\b|(border|rounded)-(l|r)(\\s|$))";
const physicalMessage =
  "Physical left/right styles break right-to-left pages: use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/text-end).";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".astro/",
      ".data/",
      "node_modules/",
      "bench/results/",
      "src/server/platform/db/migrations/",
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=/${PHYSICAL_SIDE}/]`, message: physicalMessage },
        { selector: `TemplateElement[value.raw=/${PHYSICAL_SIDE}/]`, message: physicalMessage },
      ],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/server/platform/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read configuration from src/server/platform/env.ts; it is the only module that reads process.env.",
        },
      ],
    },
  },
);
