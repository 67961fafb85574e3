import type { Lang } from "../../i18n/locales.ts";
import type { StatusStep } from "./types.ts";
import { historyEntryKey, type PartHistoryEntry } from "../../lib/order-view.ts";

/** How a status step reads: done, the current one, or still ahead. */
export function stepState(step: StatusStep, cancelled: boolean): "done" | "active" | "ahead" {
  if (step.done) return "done";
  if (step.active && !cancelled) return "active";
  return "ahead";
}

/** The order's date in the page's language. */
export function orderDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(date);
}

/** A moment of a timeline (date and time) in the page's language. */
export function orderMoment(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A timeline as shown: each entry's name, when it happened in the page's language, and that instant. */
export function trackingHistory(
  history: PartHistoryEntry[],
  t: (key: string) => string,
  lang: Lang,
): { name: string; date: string; iso: string }[] {
  return history.map((entry) => ({
    name: t(historyEntryKey(entry)),
    date: orderMoment(entry.date, lang),
    iso: entry.date,
  }));
}

/** Several timelines as one, in the order things happened (entries of the same instant keep their order). */
export function mergedHistory(...histories: PartHistoryEntry[][]): PartHistoryEntry[] {
  return histories.flat().sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * What the tracking page lists: the whole order's history above its parts' timelines, or, for an order
 * of one part, that history within the part's timeline (one list, not two).
 */
export function trackingTimelines<P extends { history: PartHistoryEntry[] }>(result: {
  history: PartHistoryEntry[];
  parts: P[];
}): { history: PartHistoryEntry[]; parts: P[] } {
  const [only, ...others] = result.parts;
  if (!only || others.length > 0) return { history: result.history, parts: result.parts };
  return { history: [], parts: [{ ...only, history: mergedHistory(result.history, only.history) }] };
}

/** The order's lines under the part (one per store) that ships them, in part order. */
export function linesByPart<P extends { id: number }, L extends { part_id: number }>(
  parts: P[],
  lines: L[],
): { part: P; lines: L[] }[] {
  return parts.map((part) => ({ part, lines: lines.filter((line) => line.part_id === part.id) }));
}

/** A carrier's tracking page is linked only when it is a web address (never a script URL). */
export function trackingHref(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}

const REVIEW_IMAGE_MAX_BYTES = 1000 * 1024;
const REVIEW_IMAGE_TYPES = ["image/jpeg", "image/png"];

/** Review pictures are jpg or png, at most 1000 KB each. */
export function reviewImagesOk(files: { type: string; size: number; name: string }[]): boolean {
  return files.every(
    (f) =>
      REVIEW_IMAGE_TYPES.includes(f.type) &&
      /\.(jpe?g|png)$/i.test(f.name) &&
      f.size <= REVIEW_IMAGE_MAX_BYTES,
  );
}
