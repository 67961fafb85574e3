import { useEffect, useState } from "react";
import { api, messageOf, unwrap } from "../../client/api.ts";
import { formatPrice } from "../../lib/money.ts";
import { showError } from "../../stores/ui.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import { translator } from "../../i18n/interpolate.ts";
import { orderDate } from "./order-view.ts";

interface Voucher {
  id: number;
  code: string;
  /** 1 flat (minor units), 2 percent */
  type: number;
  amount: number;
  max_discount: number | null;
  min_spend: number;
  store_id: number | null;
  starts_at: string;
  ends_at: string;
}

/** Vouchers usable now: code, what it takes off, minimum spend, validity ('No voucher found.'). */
export default function VoucherList({ lang, strings, money }: ShopPageProps) {
  const t = translator(strings, lang);
  const [vouchers, setVouchers] = useState<Voucher[] | null>(null);

  useEffect(() => {
    unwrap(api.GET("/api/v1/user/user-vouchers", { params: { query: { page: 1 } } })).then(
      (r) => setVouchers(r.data.data),
      (error) => showError(messageOf(error, t("checkout.apiDown"))),
    );
    // Runs once on load.
  }, []);

  if (!vouchers) {
    return (
      <p className="text-muted" role="status">
        {t("checkout.loading")}
      </p>
    );
  }
  if (vouchers.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted"
        data-testid="vouchers-empty"
      >
        {t("checkout.vouchers.empty")}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {vouchers.map((v) => (
        <li key={v.id} className="rounded-lg border border-dashed border-primary bg-white p-4 text-sm">
          <p className="font-mono text-lg font-semibold text-primary">
            <span dir="ltr">{v.code}</span>
          </p>
          <p className="font-medium text-ink">
            {v.type === 2
              ? t("checkout.vouchers.percent", { percent: v.amount })
              : t("checkout.vouchers.flat", { amount: formatPrice(v.amount, money) })}
            {v.max_discount !== null &&
              v.type === 2 &&
              ` · ${t("checkout.vouchers.max", { amount: formatPrice(v.max_discount, money) })}`}
          </p>
          <p className="text-muted">
            {t("checkout.vouchers.minSpend", { amount: formatPrice(v.min_spend, money) })}
          </p>
          <p className="text-muted">{t("checkout.vouchers.until", { date: orderDate(v.ends_at, lang) })}</p>
          {v.store_id !== null && <p className="text-muted">{t("checkout.vouchers.storeOnly")}</p>}
        </li>
      ))}
    </ul>
  );
}
