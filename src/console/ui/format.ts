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
