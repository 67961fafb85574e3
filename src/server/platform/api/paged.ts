import { z } from "@hono/zod-openapi";

/** Page sizes of BUSINESS-RULES.md "Paged results". */
export const PAGE_SIZE = {
  listing: 30,
  homeProducts: 24,
  orders: 25,
  vouchers: 25,
  flashSales: 25,
  bundleDeals: 25,
  reviews: 6,
  search: 9,
  suggestions: 7,
} as const;

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** 1-based position of the first row on this page; null when the page is empty */
  from: number | null;
  to: number | null;
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: number, perPage: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * perPage;
}

/** Wraps one page of rows (already limited to perPage) with the numbers the pagination control shows. */
export function paged<T>(rows: T[], page: { page: number; perPage: number; total: number }): Paged<T> {
  const current = Math.max(1, Math.floor(page.page));
  const first = offsetOf(current, page.perPage) + 1;
  return {
    data: rows,
    current_page: current,
    last_page: Math.max(1, Math.ceil(page.total / page.perPage)),
    per_page: page.perPage,
    total: page.total,
    from: rows.length > 0 ? first : null,
    to: rows.length > 0 ? first + rows.length - 1 : null,
  };
}

/** zod schema of a paged result of `item`, for createRoute responses. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });
}

/** The last page number a list accepts: far beyond any list, and its offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;

/** Parameter `page` (query or body): a whole number from 1 to MAX_PAGE, default 1. */
export const pageQuery = z.coerce.number().int().min(1).max(MAX_PAGE).default(1).openapi({ example: 1 });
