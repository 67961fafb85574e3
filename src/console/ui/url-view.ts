import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A table's view kept in the address bar so it can be bookmarked and shared: each field is one
 * query parameter, left out while it has its default value. Any change but the page's own goes
 * back to page 1.
 */
export function useUrlView<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const view = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((key) => [key, params.get(key) ?? defaults[key]]),
  ) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string][]) {
            if (value === defaults[key] || value === "") next.delete(key);
            else next.set(key, value);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: false },
      );
    },
    // The defaults are a literal per screen: their content never changes.
    [setParams],
  );
  return [view, update] as const;
}

/** A sort parameter ("title", "-price") as TanStack Table's sorting state, and back. */
export function sortingOf(sort: string): { id: string; desc: boolean }[] {
  if (!sort) return [];
  return sort.startsWith("-") ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortParam(sorting: { id: string; desc: boolean }[]): string {
  const first = sorting[0];
  return first ? `${first.desc ? "-" : ""}${first.id}` : "";
}
