/**
 * Markup that depends only on the common data and a few named choices (language, shell variant …)
 * is the same on every page: it is rendered once per common data object and key and reused. The
 * common data is kept until the catalogue changes (getCommonData), so a change renders it anew.
 */
const byScope = new WeakMap<object, Map<string, Promise<string>>>();

/** Markup that would load or wire something on the page: never shared (see SharedMarkup.astro). */
const PAGE_BOUND = /<script|<astro-island/i;

export function sharedMarkup(scope: object, key: string, render: () => Promise<string>): Promise<string> {
  let byKey = byScope.get(scope);
  if (!byKey) byScope.set(scope, (byKey = new Map()));
  const kept = byKey.get(key);
  if (kept) return kept;
  const pending = render();
  byKey.set(key, pending);
  pending.then(
    (html) => {
      if (PAGE_BOUND.test(html)) byKey.delete(key);
    },
    () => byKey.delete(key),
  );
  return pending;
}
