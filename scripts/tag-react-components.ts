import type { Plugin } from "vite";

/** The property Astro reads to know a component's renderer without asking each renderer. */
const RENDERER_TAG = 'Symbol.for("astro:renderer")';
const REACT_RENDERER = "@astrojs/react";

/**
 * Astro asks the React renderer whether an untagged component is its own by calling it inside a
 * render of its own, then renders it again for the page: every island of every page ran twice on
 * the server. Our .tsx files hold only React components, so the server build tags each default
 * export with its renderer and Astro renders it once.
 */
export function tagReactComponents(): Plugin {
  return {
    name: "modest:tag-react-components",
    transform(code, id, options) {
      const tagged = tagDefaultComponent(code, id, options?.ssr === true);
      return tagged === undefined ? undefined : { code: tagged, map: null };
    },
  };
}

/** The module with its default-exported function component tagged, or undefined when nothing applies. */
export function tagDefaultComponent(code: string, id: string, ssr: boolean): string | undefined {
  const path = id.split("?", 1)[0];
  if (!ssr || !path.endsWith(".tsx") || !path.includes("/src/") || path.includes("/node_modules/")) {
    return undefined;
  }
  const name = /^export default function (\w+)/m.exec(code)?.[1];
  if (!name) return undefined;
  // Function declarations are hoisted: the tag can follow the whole module.
  return `${code}\n${name}[${RENDERER_TAG}] = ${JSON.stringify(REACT_RENDERER)};\n`;
}
