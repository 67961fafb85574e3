import type { z } from "zod";
import type { ConsoleStringKey } from "../../i18n/en.ts";

/** The console's words for a problem the shared schema found, by the message key the schema gives. */
const WORDS: Record<string, ConsoleStringKey> = {
  "validation.ends_after_start": "promo.error.endsAfterStart",
  "validation.percent_max": "promo.error.percentMax",
  "validation.within_usage_limit": "promo.error.withinUsageLimit",
  "validation.duplicate": "promo.error.duplicate",
  "validation.voucher_code": "validation.slug",
};

/** Each problem of a failed parse under its field (the path's last name, or products.<i>.<name>). */
export function fieldProblems(error: z.ZodError): Record<string, ConsoleStringKey> {
  const problems: Record<string, ConsoleStringKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    problems[field] ??=
      WORDS[issue.message] ?? (issue.code === "too_small" ? "promo.error.tooSmall" : "validation.invalid");
  }
  return problems;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local field holds it, in the browser's time zone. */
export function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local field's value as an ISO instant; "" when empty or not a date. */
export function instantOf(local: string): string {
  const time = Date.parse(local);
  return Number.isNaN(time) ? "" : new Date(time).toISOString();
}

/** A whole number typed in a field; null when empty, NaN when it is not one (the schema refuses it). */
export function wholeOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** Now, and now plus `hours`, as datetime-local values: a new promotion's default window. */
export function windowFromNow(hours: number) {
  const now = Date.now();
  return {
    start: localInput(new Date(now).toISOString()),
    end: localInput(new Date(now + hours * 3_600_000).toISOString()),
  };
}
