import type { Lang } from "../../i18n/locales.ts";
import type { StatusStep } from "./types.ts";
import { historyEntryKey } from "../../lib/order-view.ts";

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

/** The tracking page's history: each entry's name and its date in the page's language. */
export function trackingHistory(
  history: { status: number; event: string | null; date: string }[],
  t: (key: string) => string,
  lang: Lang,
): { name: string; date: string }[] {
  return history.map((entry) => ({ name: t(historyEntryKey(entry)), date: orderDate(entry.date, lang) }));
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
