import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import type { OrderPart, Translate } from "./types.ts";

const PAID = 1;

interface Props {
  part: OrderPart;
  /** Cash on delivery: each store collects its own part, so each part shows whether it is paid. */
  cashOnDelivery: boolean;
  money: MoneyFormat;
  t: Translate;
}

/** A part's own amounts (goods, shipping, discount, total) and, for cash on delivery, its payment. */
export default function PartAmounts({ part, cashOnDelivery, money, t }: Props) {
  const rows: [string, string][] = [
    [t("checkout.summary.subtotal"), formatPrice(part.goods, money)],
    [t("checkout.summary.shipping"), formatPrice(part.shipping_cost, money)],
    ...(part.discount > 0
      ? [[t("checkout.summary.discount"), `−${formatPrice(part.discount, money)}`] as [string, string]]
      : []),
  ];
  return (
    <dl className="ms-auto max-w-xs text-sm" data-testid="part-amounts">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-0.5">
          <dt className="text-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-0.5 font-semibold">
        <dt className="text-ink">{t("checkout.summary.total")}</dt>
        <dd className="text-ink" data-testid="part-total">
          {formatPrice(part.total, money)}
        </dd>
      </div>
      {cashOnDelivery && (
        <div className="flex justify-between gap-4 py-0.5">
          <dt className="text-muted">{t("checkout.orders.payment")}</dt>
          <dd
            className={part.payment_status === PAID ? "text-success" : "text-ink"}
            data-testid="part-payment"
          >
            {part.payment_status === PAID ? t("checkout.orders.paid") : t("checkout.orders.unpaid")}
          </dd>
        </div>
      )}
    </dl>
  );
}
