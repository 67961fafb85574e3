import Icon from "../../components/ui/Icon.tsx";
import { Fragment, useEffect, useState, type FormEvent } from "react";
import { formatPrice } from "../../lib/money.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import { translator } from "../../i18n/interpolate.ts";
import Summary from "../cart/Summary.tsx";
import BankTransferPanel from "../checkout/BankTransferPanel.tsx";
import { linesByPart, orderDate, reviewImagesOk } from "./order-view.ts";
import { cancelOrder, findOrder, sendReview } from "./orders-api.ts";
import OrderLines from "./OrderLines.tsx";
import PartAmounts from "./PartAmounts.tsx";
import PartCard from "./PartCard.tsx";
import Popup from "./Popup.tsx";
import ReturnRequest from "./ReturnRequest.tsx";
import StatusSteps from "./StatusSteps.tsx";
import { DELIVERED, PENDING, type Order, type OrderItem } from "./types.ts";

interface Props extends ShopPageProps {
  orderId: number;
}

const PAID = 1;
/** PAYMENT_METHOD.cashOnDelivery: each store collects its own part. */
const CASH_ON_DELIVERY = 2;

const inputClass = "w-full rounded-md border border-line bg-white px-3 py-2 text-ink";

/**
 * Order detail: the order's status steps (its least advanced part's), then one card per store's part
 * with its lines, steps, tracking and timeline, and the amounts; cancel while pending, rate the lines
 * of a delivered part.
 */
export default function OrderDetail({ lang, strings, money, imgBase, fallbackImage, orderId }: Props) {
  const t = translator(strings, lang);
  const [order, setOrder] = useState<Order | null>(null);
  const [missing, setMissing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [rating, setRating] = useState<OrderItem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    findOrder(orderId).then(setOrder, () => setMissing(true));
    // Runs once on load.
  }, []);

  async function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const title = String(form.get("title") ?? "").trim();
    const message = String(form.get("message") ?? "").trim();
    if (!title) return showError(t("validation.required", { type: t("checkout.order.cancelTitle") }));
    if (!message) return showError(t("validation.required", { type: t("checkout.order.cancelMessage") }));
    setBusy(true);
    try {
      const done = await cancelOrder({ orderId, title, message });
      setOrder(done.order);
      setCancelling(false);
      showToast({ message: done.message });
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  async function submitReview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rating?.product_id) return;
    const form = new FormData(event.currentTarget);
    const files = form.getAll("images").filter((f): f is File => f instanceof File && f.size > 0);
    if (!reviewImagesOk(files)) return showError(t("validation.image_upload"));
    if (!form.get("rating")) return showError(t("validation.required", { type: t("checkout.order.rating") }));
    const review = {
      orderId,
      productId: rating.product_id,
      rating: Number(form.get("rating")),
      comment: String(form.get("comment") ?? ""),
      images: files,
    };
    setBusy(true);
    try {
      showToast({ message: await sendReview(review) });
      setRating(null);
      setOrder(await findOrder(orderId));
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  if (missing) return <p className="py-12 text-center text-muted">{t("checkout.order.notFound")}</p>;
  if (!order) {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {t("checkout.loading")}
      </p>
    );
  }

  const a = order.address;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">
          {t("checkout.order.title", { code: "" })}
          <span dir="ltr">{order.tracking_code}</span>
        </h1>
        <p className="text-sm text-muted">{orderDate(order.date, lang)}</p>
      </div>

      <section className="rounded-lg border border-line bg-white p-5">
        <StatusSteps steps={order.steps} cancelled={order.cancelled} refunded={order.refunded} t={t} />
        {order.cancellation && (
          <p className="mt-4 text-sm text-muted">
            <strong className="text-ink">{order.cancellation.title}</strong> — {order.cancellation.message}
          </p>
        )}
        {order.delivery_status === PENDING && !order.cancelled && (
          <button
            type="button"
            className="btn btn-outline mt-4 text-danger"
            onClick={() => setCancelling(true)}
            data-testid="order-cancel"
          >
            {t("checkout.order.cancel")}
          </button>
        )}
      </section>

      {order.bank_transfer && order.payment_status !== PAID && !order.cancelled && (
        <section className="rounded-lg border border-line bg-white p-5">
          <BankTransferPanel
            orderId={order.id}
            trackingCode={order.tracking_code}
            total={formatPrice(order.total, money)}
            account={order.bank_transfer.shop_account}
            submitted={order.bank_transfer.submitted}
            t={t}
            onSent={() => findOrder(orderId).then(setOrder, () => undefined)}
          />
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {linesByPart(order.parts, order.items).map(({ part, lines }) => (
            <PartCard
              key={part.id}
              part={part}
              only={order.parts.length === 1}
              cancelled={order.cancelled}
              lang={lang}
              t={t}
              // What the shopper can do with this part shows at the card's foot, given as
              // actions={<ReturnRequest order={order} part={part} />} (one line per action).
            >
              <OrderLines
                lines={lines}
                money={money}
                imgBase={imgBase}
                fallbackImage={fallbackImage}
                t={t}
                onRate={part.delivery_status === DELIVERED && !order.cancelled ? setRating : undefined}
              />
              {order.parts.length > 1 && (
                <PartAmounts
                  part={part}
                  cashOnDelivery={order.method === CASH_ON_DELIVERY}
                  money={money}
                  t={t}
                />
              )}
            </PartCard>
          ))}
        </div>
        <aside className="h-fit space-y-4 rounded-lg border border-line bg-white p-5 text-sm">
          <Summary amounts={order} money={money} t={t} />
          <p>
            <span className="text-muted">{t("checkout.orders.payment")}: </span>
            <span className="text-ink">
              {strings[`checkout.method.${order.method}`]} ·{" "}
              {order.payment_status === 1 ? t("checkout.orders.paid") : t("checkout.orders.unpaid")}
            </span>
          </p>
          <div>
            <p className="text-muted">{t("checkout.pay.shipTo")}</p>
            <p className="text-ink">{a.name}</p>
            <p className="text-muted">
              {a.address}
              {a.address2 ? `, ${a.address2}` : ""}, {a.city} {a.zip_code}, {a.state}, {a.country}
            </p>
            <p className="text-muted">
              <span dir="ltr">{a.phone}</span>
            </p>
          </div>
        </aside>
      </div>

      <ReturnRequest orderId={order.id} parts={order.parts} money={money} t={t} lang={lang} />

      {cancelling && (
        <Popup
          title={t("checkout.order.cancel")}
          closeLabel={t("checkout.close")}
          widthClass="max-w-[450px]"
          onClose={() => setCancelling(false)}
          testId="cancel-popup"
        >
          <form onSubmit={submitCancel} noValidate className="space-y-4">
            <div className="space-y-1">
              <label htmlFor="cancel-title" className="block text-sm font-medium text-ink">
                {t("checkout.order.cancelTitle")}
              </label>
              <input id="cancel-title" name="title" maxLength={191} required className={inputClass} />
            </div>
            <div className="space-y-1">
              <label htmlFor="cancel-message" className="block text-sm font-medium text-ink">
                {t("checkout.order.cancelMessage")}
              </label>
              <textarea
                id="cancel-message"
                name="message"
                rows={4}
                maxLength={2000}
                required
                className={inputClass}
              />
            </div>
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {t("checkout.order.cancelSubmit")}
            </button>
          </form>
        </Popup>
      )}

      {rating && (
        <Popup
          title={t("checkout.order.rate")}
          closeLabel={t("checkout.close")}
          widthClass="max-w-[450px]"
          onClose={() => setRating(null)}
          testId="rating-popup"
        >
          <form onSubmit={submitReview} noValidate className="space-y-4">
            <p className="text-sm text-ink">{rating.title}</p>
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-ink">{t("checkout.order.rating")}</legend>
              <div className="flex flex-row-reverse justify-end gap-1 [&>input:focus-visible+label]:rounded [&>input:focus-visible+label]:ring-2 [&>input:focus-visible+label]:ring-primary [&>input:checked~label]:text-primary [&>label:hover]:text-primary [&>label:hover~label]:text-primary">
                {[5, 4, 3, 2, 1].map((n) => (
                  <Fragment key={n}>
                    <input type="radio" id={`star-${n}`} name="rating" value={n} className="peer sr-only" />
                    <label
                      htmlFor={`star-${n}`}
                      className="cursor-pointer text-3xl text-line"
                      title={t("checkout.order.stars", { count: n })}
                    >
                      <Icon name="star" size={30} className="fill-current stroke-none" />
                      <span className="sr-only">{t("checkout.order.stars", { count: n })}</span>
                    </label>
                  </Fragment>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1">
              <label htmlFor="review-comment" className="block text-sm font-medium text-ink">
                {t("checkout.order.comment")}
              </label>
              <textarea id="review-comment" name="comment" rows={3} maxLength={2000} className={inputClass} />
            </div>
            <div className="space-y-1">
              <label htmlFor="review-images" className="block text-sm font-medium text-ink">
                {t("checkout.order.images")}
              </label>
              <input
                id="review-images"
                name="images"
                type="file"
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                multiple
                className="block w-full text-sm"
              />
            </div>
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {t("checkout.order.submitReview")}
            </button>
          </form>
        </Popup>
      )}
    </div>
  );
}
