import Img from "../../components/ui/Img.tsx";
import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import { lineAmounts } from "../../lib/price.ts";
import { imageSrc } from "../cart/page-props.ts";
import type { OrderItem, Translate } from "./types.ts";

interface Props {
  lines: OrderItem[];
  money: MoneyFormat;
  imgBase: string;
  fallbackImage: string;
  t: Translate;
  /** Given once the part is delivered: each line not yet reviewed offers a rating. */
  onRate?: (line: OrderItem) => void;
}

/** An order's lines: picture, title, variant, quantity × price, free units, and the line's amount. */
export default function OrderLines({ lines, money, imgBase, fallbackImage, t, onRate }: Props) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {lines.map((item) => {
        const amounts = lineAmounts(item.unit_price, item.quantity, item.free_quantity);
        return (
          <li key={item.id} className="flex gap-3 py-4">
            <Img
              src={imageSrc(item.image, imgBase)}
              fallback={fallbackImage}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-md object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-ink">{item.title}</p>
              {item.variant && <p className="text-muted">{item.variant}</p>}
              <p className="text-muted">
                {item.quantity} × {formatPrice(item.unit_price, money)}
                {amounts.freeQuantity > 0 &&
                  ` · ${t("checkout.order.freeUnits", { count: amounts.freeQuantity })} (−${formatPrice(amounts.bundleSavings, money)})`}
              </p>
              {item.shipping_label && <p className="text-muted">{item.shipping_label}</p>}
            </div>
            <span className="shrink-0 text-sm font-semibold text-ink" data-testid="order-line-total">
              {formatPrice(amounts.goods, money)}
            </span>
            {onRate && item.product_id !== null && (
              <div className="shrink-0 self-center">
                {item.reviewed ? (
                  <span className="text-sm text-success">{t("checkout.order.reviewed")}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => onRate(item)}
                    data-testid="order-rate"
                  >
                    {t("checkout.order.rate")}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
