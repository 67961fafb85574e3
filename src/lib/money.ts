/** Price display settings (currency, its position and number format; defaults in DEFAULT_SETTING). */
export interface MoneyFormat {
  /** ISO code, e.g. USD; used only when no symbol is set */
  currency?: string;
  /** Symbol shown beside the amount, e.g. $ */
  currencyIcon?: string;
  /** 1 = symbol before the amount, 2 = after */
  currencyPosition?: 1 | 2;
  /** Intl locale for the digits and separators, e.g. en-US */
  decimalFormat?: string;
}

const DEFAULT_MONEY_FORMAT = {
  currency: "USD",
  currencyIcon: "$",
  currencyPosition: 1,
  decimalFormat: "en-US",
} as const satisfies Required<MoneyFormat>;

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency?: string): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    if (currency) Object.assign(options, { style: "currency", currency });
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown locale or currency in the settings must not break every price on the page.
      formatter = new Intl.NumberFormat(DEFAULT_MONEY_FORMAT.decimalFormat, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An amount in minor units (cents) as the shop shows it: "$1,234.50", or "1.234,50 €" after the number. */
export function formatPrice(minorUnits: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const locale = format.decimalFormat || DEFAULT_MONEY_FORMAT.decimalFormat;
  const amount = (Number.isFinite(minorUnits) ? minorUnits : 0) / 100;
  const icon = format.currencyIcon;
  if (!icon) {
    return numberFormat(locale, format.currency || DEFAULT_MONEY_FORMAT.currency).format(amount);
  }
  const digits = numberFormat(locale).format(amount);
  return format.currencyPosition === 2 ? `${digits}${icon}` : `${icon}${digits}`;
}

/** The settings' currency fields as a MoneyFormat. */
export function moneyFormatFromSettings(setting: {
  currency?: string;
  currency_icon?: string;
  currencyPosition?: 1 | 2;
  decimal_format?: string;
}): MoneyFormat {
  return {
    currency: setting.currency || DEFAULT_MONEY_FORMAT.currency,
    currencyIcon: setting.currency_icon ?? DEFAULT_MONEY_FORMAT.currencyIcon,
    currencyPosition: setting.currencyPosition === 2 ? 2 : 1,
    decimalFormat: setting.decimal_format || DEFAULT_MONEY_FORMAT.decimalFormat,
  };
}

/** Whole percent saved: integer part of 100 − current / previous × 100; 0 when there is no saving. */
export function discountPercent(current: number, previous: number): number {
  if (!(previous > 0) || !Number.isFinite(current) || current >= previous) return 0;
  return Math.trunc(100 - (current / previous) * 100);
}
