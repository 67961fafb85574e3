import type { Text } from "./text.ts";

export interface PageSeed {
  slug: string;
  inFooter: boolean;
  title: Text;
  /** HTML body. */
  body: Text;
}

/** Paragraphs of a page body. */
export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join("");

/** A section of a page body: its heading and paragraphs. */
export const h = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${p(...paragraphs)}`;
