import { useEffect, useState, type FormEvent } from "react";
import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import { messageOf } from "../../client/api.ts";
import { showError, showToast } from "../../stores/ui.ts";
import type { translator } from "../../i18n/interpolate.ts";
import { reviewImagesOk } from "./order-view.ts";
import { askReturn, orderReturns, type OrderReturns } from "./returns-api.ts";
import Popup from "./Popup.tsx";

interface Props {
  orderId: number;
  /** The order's parts, to name each by its store. */
  parts: { id: number; code: string; store: { name: string } | null }[];
  money: MoneyFormat;
  t: ReturnType<typeof translator>;
  lang: string;
}

const inputClass = "w-full rounded-md border border-line bg-white px-3 py-2 text-ink";

type ReturnablePart = OrderReturns["parts"][number];

/**
 * The shopper's returns on the order page: "Return items" on each delivered part still within the
 * shop's return window (quantities, reason, optional pictures), and the returns asked so far with
 * their step and refund.
 */
export default function ReturnRequest({ orderId, parts, money, t, lang }: Props) {
  const [state, setState] = useState<OrderReturns | null>(null);
  const [asking, setAsking] = useState<ReturnablePart | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () => orderReturns(orderId).then(setState, () => undefined);
  useEffect(() => {
    void load();
    // Loads once; a sent return loads again.
  }, []);
  if (!state) return null;
  const open = state.parts.filter((p) => p.returnable_until && p.lines.some((l) => l.returnable > 0));
  if (open.length === 0 && state.returns.length === 0) return null;
  const nameOf = (partId: number) => {
    const part = parts.find((p) => p.id === partId);
    return part?.store?.name ?? part?.code ?? "";
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!asking) return;
    const form = new FormData(event.currentTarget);
    const lines = asking.lines
      .map((l) => ({
        order_item_id: l.order_item_id,
        quantity: Number(form.get(`qty-${l.order_item_id}`) ?? 0),
      }))
      .filter((l) => l.quantity > 0);
    const reason = String(form.get("reason") ?? "").trim();
    const pictures = form.getAll("pictures").filter((f): f is File => f instanceof File && f.size > 0);
    if (lines.length === 0) return showError(t("shop.return_lines_required"));
    if (!reason) return showError(t("shop.return_reason_required"));
    if (!reviewImagesOk(pictures)) return showError(t("validation.image_upload"));
    setBusy(true);
    try {
      showToast({ message: await askReturn({ orderId, partId: asking.part_id, reason, lines, pictures }) });
      setAsking(null);
      await load();
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="order-returns">
      <h2 id="order-returns" className="mb-3 font-display text-xl text-ink">
        {t("shop.return_heading")}
      </h2>
      {open.map((part) => (
        <p key={part.part_id} className="mb-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted">
            {t("shop.return_window", {
              store: nameOf(part.part_id),
              date: new Date(part.returnable_until ?? "").toLocaleDateString(lang),
            })}
          </span>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setAsking(part)}
            data-testid={`return-items-${part.part_id}`}
          >
            {t("shop.return_action")}
          </button>
        </p>
      ))}
      {state.returns.length > 0 && (
        <ul className="space-y-3" data-testid="order-returns">
          {state.returns.map((ret) => (
            <li key={ret.id} className="rounded-md border border-line p-3 text-sm">
              <p className="font-medium text-ink">
                {t(`shop.return_status_${ret.status}`)} · <span dir="ltr">{ret.part_code}</span>
              </p>
              <ul className="text-muted">
                {ret.lines.map((line) => (
                  <li key={line.order_item_id}>
                    {t("shop.mail_return_line", { title: line.title, quantity: line.quantity })}
                  </li>
                ))}
              </ul>
              {ret.rejection_reason && (
                <p className="text-muted">
                  {t("shop.mail_return_rejection", { reason: ret.rejection_reason })}
                </p>
              )}
              {ret.refund?.status === "succeeded" && (
                <p className="text-success">
                  {t("shop.mail_return_refund", { amount: formatPrice(ret.refund.amount, money) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <Popup
          title={t("shop.return_action")}
          closeLabel={t("checkout.close")}
          widthClass="max-w-[520px]"
          onClose={() => setAsking(null)}
          testId="return-dialog"
        >
          <form onSubmit={submit} noValidate className="space-y-4">
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium text-ink">{t("shop.return_which")}</legend>
              {asking.lines
                .filter((l) => l.returnable > 0)
                .map((line) => (
                  <label key={line.order_item_id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="text-ink">
                      {line.title}
                      {line.variant ? ` (${line.variant})` : ""}
                    </span>
                    <input
                      type="number"
                      name={`qty-${line.order_item_id}`}
                      min={0}
                      max={line.returnable}
                      defaultValue={0}
                      aria-label={t("shop.return_quantity", { title: line.title, max: line.returnable })}
                      className="w-20 rounded-md border border-line bg-white px-2 py-1 text-ink"
                    />
                  </label>
                ))}
            </fieldset>
            <div>
              <label htmlFor="return-reason" className="block text-sm font-medium text-ink">
                {t("field.reason")}
              </label>
              <textarea id="return-reason" name="reason" rows={3} maxLength={2000} className={inputClass} />
            </div>
            <div>
              <label htmlFor="return-pictures" className="block text-sm font-medium text-ink">
                {t("shop.return_pictures")}
              </label>
              <input
                id="return-pictures"
                name="pictures"
                type="file"
                multiple
                accept="image/jpeg,image/png"
                className="text-sm"
              />
            </div>
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {t("shop.return_send")}
            </button>
          </form>
        </Popup>
      )}
    </section>
  );
}
