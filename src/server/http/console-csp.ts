import { scriptHash } from "./security-headers.ts";

/**
 * The <style> elements React Aria adds to the console's <head> while it runs: pressable elements'
 * touch-action (usePress) and, on iOS, the scroll lock under a modal (usePreventScroll). The
 * console page allows exactly these by hash; anything else inline stays refused.
 */
export const REACT_ARIA_STYLES = [
  `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
  `@layer {
  * {
    overscroll-behavior: contain;
  }
}`,
] as const;

/** The hashes the console page's style-src lists (the same sha256 as a script's). */
export const CONSOLE_STYLE_HASHES = REACT_ARIA_STYLES.map(scriptHash);
