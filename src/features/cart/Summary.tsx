import { formatPrice, type MoneyFormat } from "../../lib/money.ts";

interface SummaryAmounts {
  subtotal: number;
  shipping_cost: number;
  bundle_savings: number;
  discount?: number;
  total: number;
}

interface Props {
  amounts: SummaryAmounts;
  money: MoneyFormat;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** Hide the shipping row before an address is known. */
  showShipping?: boolean;
}

/** Order summary as the server computed it (subtotal, shipping, bundle savings, discount, total). */
export default function Summary({ amounts, money, t, showShipping = true }: Props) {
  const row = (label: string, value: string, testId: string) => (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row(t("checkout.summary.subtotal"), formatPrice(amounts.subtotal, money), "summary-subtotal")}
      {showShipping &&
        row(t("checkout.summary.shipping"), formatPrice(amounts.shipping_cost, money), "summary-shipping")}
      {amounts.bundle_savings > 0 &&
        row(t("checkout.summary.bundle"), `−${formatPrice(amounts.bundle_savings, money)}`, "summary-bundle")}
      {(amounts.discount ?? 0) > 0 &&
        row(
          t("checkout.summary.discount"),
          `−${formatPrice(amounts.discount ?? 0, money)}`,
          "summary-discount",
        )}
      <div className="mt-2 flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-semibold text-ink">{t("checkout.summary.total")}</dt>
        <dd className="font-semibold text-ink" data-testid="summary-total">
          {formatPrice(amounts.total, money)}
        </dd>
      </div>
    </dl>
  );
}
