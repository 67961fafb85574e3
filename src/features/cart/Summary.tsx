import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import { summaryRows } from "../../lib/price.ts";

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

/** Order summary as the server computed it: the rows of summaryRows, which add up to the total. */
export default function Summary({ amounts, money, t, showShipping = true }: Props) {
  const row = (label: string, value: string, testId: string) => (
    <div key={testId} className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const labels = {
    subtotal: "checkout.summary.subtotal",
    shipping: "checkout.summary.shipping",
    bundle: "checkout.summary.bundle",
    discount: "checkout.summary.discount",
  } as const;
  return (
    <dl className="text-sm">
      {summaryRows(amounts)
        .filter((r) => showShipping || r.row !== "shipping")
        .map((r) =>
          row(
            t(labels[r.row]),
            `${r.sign < 0 ? "−" : ""}${formatPrice(r.amount, money)}`,
            `summary-${r.row}`,
          ),
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
