import { LOCALES, type Lang } from "../../i18n/locales.ts";

/** An amount in minor units, shown in the console's language (the shop's prices are in one currency). */
export function formatMoney(minor: number, lang: Lang): string {
  const intl = LOCALES.find((l) => l.code === lang)?.intl ?? "en-US";
  return new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
}

/** "12.50" typed in a form, as minor units; null when it is not an amount. */
export function minorUnits(text: string): number | null {
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

/** Minor units as the plain amount a form field holds ("12.50"). */
export function formatMinorPlain(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The Intl locale of a console language. */
export function intlOf(lang: Lang): string {
  return LOCALES.find((l) => l.code === lang)?.intl ?? "en-US";
}

/** An amount in minor units of `currency`, written the console language's way ("1 234,50 $US"). */
export function formatCurrency(minor: number, lang: Lang, currency: string, compact = false): string {
  const options: Intl.NumberFormatOptions = compact
    ? { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }
    : { style: "currency", currency };
  try {
    return new Intl.NumberFormat(intlOf(lang), options).format(minor / 100);
  } catch {
    // A currency code Intl does not know still shows its amount.
    return `${formatMoney(minor, lang)} ${currency}`;
  }
}

/** A day given as YYYY-MM-DD, in the console's language ("25 nov."); the day is not shifted by a time zone. */
export function formatDay(date: string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlOf(lang), { ...options, timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
