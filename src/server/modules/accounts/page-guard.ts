/** Pages a signed-in user has no business on: they go home. */
const GUEST_ONLY_PATHS = ["/login", "/register", "/forgot-password", "/verify"];

/** Pages that need a signed-in user: a guest goes to /login. */
const SIGNED_IN_PATHS = ["/user/profile"];

const matches = (paths: string[], path: string) => paths.some((p) => path === p || path === `${p}/`);

export function isGuestOnlyPath(path: string): boolean {
  return matches(GUEST_ONLY_PATHS, path);
}

export function needsSignIn(path: string): boolean {
  return matches(SIGNED_IN_PATHS, path);
}

/** Requests the session cookie is read for: pages, not the API (it reads it itself) or assets. */
export function isPageRequest(path: string): boolean {
  return (
    !/^\/(api|_astro|_image|uploads|images|@|node_modules|favicon)/.test(path) && !/\.\w{2,5}$/.test(path)
  );
}
