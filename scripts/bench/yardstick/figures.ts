import type { Lang } from "../../../src/i18n/locales.ts";

/** What the yardstick renders: listings (a category's page of 30 cards) and product pages. */
export interface YardstickPlan {
  lang: Lang;
  listings: { category: string; page: number }[];
  products: number[];
  /** CPU time to spend rendering each kind of page, in milliseconds. */
  cpuMs: number;
}

export interface YardstickRender {
  /** CPU milliseconds (user + system) of one render, averaged over the run. */
  cpuMsPerRender: number;
  renders: number;
  /** Average size of a rendered page, characters of HTML. */
  htmlBytes: number;
}

export interface YardstickFigures {
  listing: YardstickRender;
  product: YardstickRender;
}
