import type { Lang } from "../../i18n/locales.ts";
import type { StatusStep } from "./types.ts";

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
