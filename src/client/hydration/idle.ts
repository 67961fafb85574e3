/**
 * `client:idle={HYDRATE_SOON}`: an island hydrates when the browser is first idle, or after two
 * seconds at the latest. A busy phone can go a long while without an idle moment, and a form whose
 * button does nothing yet is worse than a hydration that takes a moment of a busy page.
 */
export const HYDRATE_SOON = { timeout: 2_000 };
