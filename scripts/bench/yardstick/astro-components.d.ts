// The yardstick's entry imports the pages' components; Vite compiles them (build.ts), tsc sees only this.
declare module "*.astro" {
  import type { experimental_AstroContainer } from "astro/container";
  const component: Parameters<experimental_AstroContainer["renderToString"]>[0];
  export default component;
}
