/** Pages a signed-in user has no business on: they go home. */
const GUEST_ONLY_PATHS = ["/login", "/register", "/forgot-password", "/verify"];

/** Pages that need a signed-in user: a guest goes to /login. */
const SIGNED_IN_PATHS = ["/user/profile"];
/** Whole sections that need a signed-in user: the back office and every screen under it. */
const SIGNED_IN_SECTIONS = ["/console"];

const matches = (paths: string[], path: string) => paths.some((p) => path === p || path === `${p}/`);
const within = (sections: string[], path: string) =>
  sections.some((s) => path === s || path.startsWith(`${s}/`));

export function isGuestOnlyPath(path: string): boolean {
  return matches(GUEST_ONLY_PATHS, path);
}

export function needsSignIn(path: string): boolean {
  return matches(SIGNED_IN_PATHS, path) || within(SIGNED_IN_SECTIONS, path);
}

/** Requests the session cookie is read for: pages, not the API (it reads it itself) or assets. */
export function isPageRequest(path: string): boolean {
  return (
    !/^\/(api|_astro|_image|uploads|images|@|node_modules|favicon)/.test(path) && !/\.\w{2,5}$/.test(path)
  );
}
