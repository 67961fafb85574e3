/** The yardstick's source entry and where its build goes (.astro/ is not committed). */
export const YARDSTICK_ENTRY = "scripts/bench/yardstick/entry.ts";
export const YARDSTICK_BUILD_DIR = ".astro/bench-yardstick";
export const YARDSTICK_BUILT = `${YARDSTICK_BUILD_DIR}/entry.js`;
