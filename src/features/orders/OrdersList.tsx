import { useEffect, useState } from "react";
import { formatPrice } from "../../lib/money.ts";
import { showError } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import { translator } from "../../i18n/interpolate.ts";
import { orderDate } from "./order-view.ts";
import { orderStatusKey, statusNameKey } from "../../lib/order-view.ts";
import { listOrders } from "./orders-api.ts";
import type { Order, Paged } from "./types.ts";

/**
 * The shopper's orders, newest first, 25 a page ('No order yet.' when none); an order from several
 * stores lists each store with its part's status.
 */
export default function OrdersList({ lang, strings, money, paths }: ShopPageProps) {
  const t = translator(strings, lang);
  const [page, setPage] = useState(1);
  const [orders, setOrders] = useState<Paged<Order> | null>(null);

  useEffect(() => {
    listOrders(page).then(setOrders, (error) => showError(messageOf(error, t("checkout.apiDown"))));
    // Reloads when the page changes.
  }, [page]);

  if (!orders) {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {t("checkout.loading")}
      </p>
    );
  }
  if (orders.data.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted"
        data-testid="orders-empty"
      >
        {t("checkout.orders.empty")}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {orders.data.map((o) => (
          <li
            key={o.id}
            className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-line bg-white p-4 text-sm"
            data-testid="order-row"
          >
            <span className="min-w-32">
              <span className="block text-muted">{t("checkout.orders.code")}</span>
              <span className="font-medium text-ink" dir="ltr">
                {o.tracking_code}
              </span>
            </span>
            <span>
              <span className="block text-muted">{t("checkout.orders.date")}</span>
              <span className="text-ink">{orderDate(o.date, lang)}</span>
            </span>
            <span>
              <span className="block text-muted">{t("checkout.orders.amount")}</span>
              <span className="text-ink">{formatPrice(o.total, money)}</span>
            </span>
            <span>
              <span className="block text-muted">{t("checkout.orders.status")}</span>
              <span className={o.cancelled ? "text-danger" : "text-ink"}>{t(orderStatusKey(o))}</span>
            </span>
            {o.parts.length > 1 && (
              <div data-testid="order-row-parts">
                <span className="block text-muted">{t("checkout.orders.stores")}</span>
                <ul className="text-ink">
                  {o.parts.map((part) => {
                    const store = part.store?.name ?? t("checkout.part.store");
                    const status = t(statusNameKey(part.delivery_status));
                    return (
                      <li key={part.id}>
                        {o.cancelled ? store : t("shop.mail_part_line", { store, status })}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            <span>
              <span className="block text-muted">{t("checkout.orders.payment")}</span>
              <span className="text-ink">
                {o.payment_status === 1 ? t("checkout.orders.paid") : t("checkout.orders.unpaid")}
              </span>
            </span>
            <a href={`${paths.order}/${o.id}`} className="btn btn-outline ms-auto">
              {t("checkout.orders.view")}
            </a>
          </li>
        ))}
      </ul>
      {orders.last_page > 1 && (
        <nav className="flex justify-center gap-3">
          <button
            type="button"
            className="btn btn-outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("checkout.orders.previous")}
          </button>
          <span className="self-center text-sm text-muted">
            {page} / {orders.last_page}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={page >= orders.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t("checkout.orders.next")}
          </button>
        </nav>
      )}
    </div>
  );
}
