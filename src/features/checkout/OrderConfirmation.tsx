import Icon from "../../components/ui/Icon.tsx";
import { useState } from "react";
import { translator } from "../../i18n/interpolate.ts";
import { formatPrice } from "../../lib/money.ts";
import type { BankTransferView } from "../../lib/order-view.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import Summary from "../cart/Summary.tsx";
import OrderLines from "../orders/OrderLines.tsx";
import PartAmounts from "../orders/PartAmounts.tsx";
import { linesByPart } from "../orders/order-view.ts";
import type { Order } from "../orders/types.ts";
import BankTransferPanel from "./BankTransferPanel.tsx";

/** PAYMENT_METHOD.cashOnDelivery: each store collects its own part. */
const CASH_ON_DELIVERY = 2;
const PAID = 1;

interface Props extends ShopPageProps {
  /** The order as the shop keeps it, read by the page on the server for its owner. */
  initialOrder: Order;
}

/** The next steps' text for how the order is paid. */
function nextStepsKey(method: number, bankTransfer: boolean): string {
  if (bankTransfer) return "checkout.placed.nextBankTransfer";
  return method === CASH_ON_DELIVERY ? "checkout.placed.nextCashOnDelivery" : "checkout.placed.nextPaid";
}

/**
 * The confirmation page (`/order/<code>/thanks`): the order's code, each store's part with its lines
 * and amounts, the totals, what happens next, the shop's bank account and the transfer form while a
 * bank transfer is owed, and the ways to follow the order.
 */
export default function OrderConfirmation({
  initialOrder: order,
  lang,
  strings,
  money,
  paths,
  imgBase,
  fallbackImage,
}: Props) {
  const t = translator(strings, lang);
  const transfer = order.bank_transfer;
  const owing = transfer !== null && order.payment_status !== PAID && !order.cancelled;
  const [submitted, setSubmitted] = useState<BankTransferView["submitted"]>(transfer?.submitted ?? null);
  const code = order.tracking_code;
  const total = formatPrice(order.total, money);
  return (
    <div
      className="mx-auto max-w-3xl space-y-6 rounded-lg border border-line bg-white p-6 sm:p-8"
      data-testid="order-placed"
    >
      <div className="space-y-2 text-center">
        <Icon name="check" size={40} className="mx-auto text-success" />
        <p className="font-display text-2xl text-ink" role="status">
          {t("shop.order_placed")}
        </p>
        <p className="text-muted">
          {t("checkout.pay.trackingCode", { code: "" })}
          <strong className="text-ink" data-testid="tracking-code" dir="ltr">
            {code}
          </strong>
        </p>
        <p className="text-muted" data-testid="placed-total">
          {t("checkout.summary.total")}: {total}
        </p>
      </div>

      <section className="rounded-md bg-sand p-4" aria-labelledby="next-steps" data-testid="next-steps">
        <h2 id="next-steps" className="font-display text-xl text-ink">
          {t("checkout.placed.nextTitle")}
        </h2>
        <p className="mt-1 text-sm text-ink">{t(nextStepsKey(order.method, owing))}</p>
        <p className="mt-1 text-sm text-muted">{t("checkout.placed.nextMail")}</p>
      </section>

      {owing && (
        <BankTransferPanel
          orderId={order.id}
          trackingCode={code}
          total={total}
          account={transfer.shop_account}
          submitted={submitted}
          t={t}
          onSent={setSubmitted}
        />
      )}

      <section className="space-y-4" aria-labelledby="order-parts">
        <h2 id="order-parts" className="font-display text-xl text-ink">
          {t("checkout.placed.partsTitle")}
        </h2>
        {linesByPart(order.parts, order.items).map(({ part, lines }) => (
          <section
            key={part.id}
            className="space-y-3 rounded-md border border-line p-4"
            aria-label={t("checkout.cart.store", { store: part.store?.name ?? "" })}
            data-testid="placed-part"
          >
            <p className="flex flex-wrap justify-between gap-2 text-sm">
              <strong className="text-ink">
                {t("checkout.cart.store", { store: part.store?.name ?? "" })}
              </strong>
              <span className="text-muted" dir="ltr">
                {part.code}
              </span>
            </p>
            <OrderLines lines={lines} money={money} imgBase={imgBase} fallbackImage={fallbackImage} t={t} />
            <PartAmounts part={part} cashOnDelivery={false} money={money} t={t} />
          </section>
        ))}
        <div className="ms-auto max-w-xs" data-testid="placed-totals">
          <Summary amounts={order} money={money} t={t} />
        </div>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <a className="btn btn-primary" href={`${paths.order}/${order.id}`} data-testid="view-order">
          {t("checkout.pay.viewOrder")}
        </a>
        <a
          className="btn btn-outline"
          href={`${paths.track}?code=${encodeURIComponent(code)}`}
          data-testid="track-order-link"
        >
          {t("checkout.pay.trackOrder")}
        </a>
      </div>
    </div>
  );
}
