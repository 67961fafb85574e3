/** The console's base in the address bar: /console, or /fr/console when opened with a language prefix. */
export function consoleBase(pathname: string): string {
  const match = /^(\/[a-z]{2})?\/console(?=\/|$)/.exec(pathname);
  return match ? match[0] : "/console";
}

const RELOADED = "console.signedOutReload";

/**
 * The session ended while the console was open: loading the page again lets the server send the
 * person to sign in (with the way back, checked on return by the shared same-origin check). Once
 * only, so a session the page accepts and the API refuses cannot loop.
 */
export function reloadToSignIn(): boolean {
  if (sessionStorage.getItem(RELOADED)) return false;
  sessionStorage.setItem(RELOADED, "1");
  location.reload();
  return true;
}

/** A console that loaded with a session may reload again the next time that session ends. */
export function signedInNow(): void {
  sessionStorage.removeItem(RELOADED);
}

/** What the console's navigation may show: a screen appears only when the person may use it. */
export const SCREENS = [
  { path: "/", label: "nav.dashboard", capability: null },
  { path: "/orders", label: "nav.orders", capability: "orders.manage" },
  { path: "/products", label: "nav.products", capability: "products.manage" },
  { path: "/taxonomy/categories", label: "nav.categories", capability: "taxonomy.manage" },
  { path: "/returns", label: "nav.returns", capability: "returns.manage" },
  { path: "/audit", label: "nav.audit", capability: "audit.view" },
  { path: "/seller-applications", label: "nav.sellerApplications", capability: "sellers.manage" },
  { path: "/imports", label: "nav.imports", capability: "products.manage" },
  { path: "/taxonomy/brands", label: "nav.brands", capability: "taxonomy.manage" },
  { path: "/taxonomy/collections", label: "nav.collections", capability: "taxonomy.manage" },
  { path: "/taxonomy/tags", label: "nav.tags", capability: "taxonomy.manage" },
  { path: "/taxonomy/attributes", label: "nav.attributes", capability: "taxonomy.manage" },
  { path: "/content/banners", label: "nav.banners", capability: "content.manage" },
  { path: "/content/home", label: "nav.home", capability: "content.manage" },
  { path: "/content/rebuild", label: "nav.rebuild", capability: "pages.publish" },
  { path: "/content/scripts", label: "nav.scripts", capability: "scripts.manage" },
  { path: "/content/pages", label: "nav.pages", capability: "content.manage" },
  { path: "/content/redirects", label: "nav.redirects", capability: "content.manage" },
  { path: "/content/menus", label: "nav.menus", capability: "content.manage" },
  { path: "/money", label: "nav.money", capability: "money.view" },
  { path: "/commission", label: "nav.commission", capability: "settings.manage" },
  { path: "/settings", label: "nav.settings", capability: "settings.manage" },
  { path: "/promotions/flash-sales", label: "nav.promotions", capability: "promotions.manage" },
  { path: "/people", label: "nav.people", capability: "people.manage" },
  { path: "/reviews", label: "nav.reviews", capability: "reviews.moderate" },
  { path: "/messages", label: "nav.messages", capability: "messages.manage" },
  { path: "/newsletter", label: "nav.newsletter", capability: "newsletter.manage" },
  { path: "/translations", label: "nav.translations", capability: "translations.manage" },
] as const;

/** Whether a person's capabilities (from GET /console/me) include one; null: every console user. */
export function allows(capabilities: readonly string[], capability: string | null): boolean {
  return capability === null || capabilities.includes(capability);
}
