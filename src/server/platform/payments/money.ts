/** Digits after the decimal point for a currency (JPY 0, KWD 3, most 2), from ICU's ISO 4217 data. */
function fractionDigits(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** 12345 minor units of USD -> "123.45" (what PayPal, Iyzico, Payfast and Flutterwave expect). */
export function toDecimalString(minor: number, currency: string): string {
  const digits = fractionDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "123.45" or 123.45 -> 12345 minor units; rounds away float noise. */
export function fromDecimal(value: string | number, currency: string): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`Not an amount: ${String(value)}`);
  return Math.round(number * 10 ** fractionDigits(currency));
}
