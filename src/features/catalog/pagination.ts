/** Numbered pages shown together (a window of 5). */
const PAGE_GROUP = 5;

export interface PageLinks {
  /** Hidden with one page or fewer. */
  visible: boolean;
  previous: number | null;
  next: number | null;
  /** The group of up to 5 numbers holding the current page: 1–5, 6–10 … */
  pages: number[];
}

/** What the pagination control shows for page `current` of `last`. */
export function pageLinks(current: number, last: number, group = PAGE_GROUP): PageLinks {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  const first = Math.floor((page - 1) / group) * group + 1;
  const pages: number[] = [];
  for (let n = first; n <= Math.min(lastPage, first + group - 1); n++) pages.push(n);
  return {
    visible: lastPage > 1,
    previous: page > 1 ? page - 1 : null,
    next: page < lastPage ? page + 1 : null,
    pages,
  };
}

/** The same URL on another page; page 1 drops the parameter so the first page has one address. */
export function withPage(pathAndQuery: string, page: number): string {
  const url = new URL(pathAndQuery, "http://x");
  if (page <= 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** "31–60 of 95" numbers, or null for an empty page. */
export function rangeOf(page: { from: number | null; to: number | null; total: number }) {
  return page.from === null || page.to === null ? null : { from: page.from, to: page.to, total: page.total };
}
