// A module, so that the block below adds to Astro's types instead of replacing them.
export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates on the visitor's first interaction with the page (on-interaction.ts). */
    "client:interaction"?: boolean;
  }
}
