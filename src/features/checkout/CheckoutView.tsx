import { useEffect, useRef, useState } from "react";
import { formatPrice } from "../../lib/money.ts";
import { orderTotal } from "../../lib/price.ts";
import { setCartCount } from "../../stores/cart.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import { fetchCart } from "../cart/cart-api.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import { selectedLines } from "../cart/selection.ts";
import { translator } from "../../i18n/interpolate.ts";
import Summary from "../cart/Summary.tsx";
import type { Cart } from "../cart/types.ts";
import { confirmationPath } from "./confirmation-path.ts";
import { rememberedAddress } from "./chosen-address.ts";
import { checkVoucher, newIdempotencyKey, placeOrder, type VoucherCheck } from "./order-api.ts";
import { nextStep, openRazorpay, submitForm } from "./pay-start.ts";

interface PaymentMethodView {
  id: number;
  name: string;
  image: string | null;
  online: boolean;
}

interface Props extends ShopPageProps {
  methods: PaymentMethodView[];
}

type Stage = { kind: "form" } | { kind: "paying" } | { kind: "placed" };

/** The total the shopper sees: the cart's, less the voucher's discount; the order must cost exactly this. */
function shownTotal(summary: Cart["summary"], discount: number): number {
  return orderTotal({ ...summary, discount });
}

/** Checkout: server totals, voucher, payment method, place order, then pay or see the success. */
export default function CheckoutView({ lang, strings, money, paths, methods }: Props) {
  const t = translator(strings, lang);
  const [addressId] = useState(() => (typeof window === "undefined" ? undefined : rememberedAddress()));
  const [cart, setCart] = useState<Cart | null>(null);
  const [code, setCode] = useState("");
  const [voucher, setVoucher] = useState<VoucherCheck | null>(null);
  const [method, setMethod] = useState<number | undefined>(methods[0]?.id);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  const key = useRef<string>("");

  useEffect(() => {
    fetchCart(addressId).then(
      (loaded) => {
        if (!loaded.address || selectedLines(loaded.items).length === 0)
          window.location.href = paths.shipping;
        else setCart(loaded);
      },
      (error) => showError(messageOf(error, t("checkout.apiDown"))),
    );
    // Runs once on load.
  }, []);

  async function applyVoucher() {
    if (!code.trim()) return showError(t("validation.required", { type: t("checkout.pay.voucher") }));
    setBusy(true);
    try {
      const { voucher: checked, message } = await checkVoucher(code.trim(), cart?.address?.id);
      setVoucher(checked);
      showToast({ message });
    } catch (error) {
      setVoucher(null);
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  async function place() {
    if (!cart || busy) return;
    if (method === undefined) return showError(t("shop.payment_method_unavailable"));
    key.current ||= newIdempotencyKey();
    setBusy(true);
    try {
      const { order } = await placeOrder({
        addressId: cart.address?.id,
        method,
        voucherCode: voucher?.code ?? null,
        expectedTotal: shownTotal(cart.summary, voucher?.discount ?? 0),
        idempotencyKey: key.current,
      });
      // The ordered lines left the cart: the badge follows before the success shows.
      await fetchCart().then(
        (c) => setCartCount(c.count),
        () => undefined,
      );
      const step = nextStep(method, order.payment);
      if (step.kind === "navigate") {
        setStage({ kind: "paying" });
        window.location.href = step.url;
      } else if (step.kind === "post") {
        setStage({ kind: "paying" });
        submitForm(step.action, step.fields);
      } else if (step.kind === "razorpay") {
        setStage({ kind: "paying" });
        await openRazorpay(step.data);
      } else {
        // Bank transfer and cash on delivery: the order's own confirmation page, which a reload keeps.
        setStage({ kind: "placed" });
        window.location.assign(confirmationPath(paths.placed, order.tracking_code));
      }
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === "placed") {
    return (
      <p className="py-12 text-center text-ink" role="status">
        {t("shop.order_placed")}
      </p>
    );
  }

  if (stage.kind === "paying") {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {t("checkout.pay.redirecting")}
      </p>
    );
  }

  if (!cart || !cart.address) {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {t("checkout.loading")}
      </p>
    );
  }

  const discount = voucher?.discount ?? 0;
  const address = cart.address;
  const lines = selectedLines(cart.items);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-6">
        <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="ship-to">
          <div className="flex items-start justify-between gap-4">
            <h2 id="ship-to" className="font-display text-xl text-ink">
              {t("checkout.pay.shipTo")}
            </h2>
            <a href={paths.shipping} className="text-sm text-primary hover:underline">
              {t("checkout.pay.changeAddress")}
            </a>
          </div>
          <p className="mt-2 text-sm text-ink">{address.name}</p>
          <p className="text-sm text-muted">
            {address.address}, {address.city} {address.zipCode}, {address.state_name}, {address.country_name}
          </p>
          <ul className="mt-4 space-y-1 border-t border-line pt-3 text-sm">
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate text-ink">
                  {l.quantity} × {l.product.title}
                </span>
                <span className="text-muted">{formatPrice(l.goods, money)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="pay-method">
          <h2 id="pay-method" className="mb-3 font-display text-xl text-ink">
            {t("checkout.pay.method")}
          </h2>
          {methods.length === 0 ? (
            <p className="text-danger" role="alert" data-testid="no-payment-method">
              {t("shop.payment_method_unavailable")}
            </p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {methods.map((m) => (
                <label
                  key={m.id}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 ${
                    m.id === method ? "border-primary ring-1 ring-primary" : "border-line"
                  }`}
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={m.id}
                    checked={m.id === method}
                    onChange={() => setMethod(m.id)}
                    className="accent-primary"
                    data-testid={`payment-method-${m.id}`}
                  />
                  <span className="text-ink">{strings[`checkout.method.${m.id}`] ?? m.name}</span>
                </label>
              ))}
            </div>
          )}
        </section>
      </div>

      <aside className="h-fit space-y-5 rounded-lg border border-line bg-white p-5">
        <h2 className="font-display text-xl text-ink">{t("checkout.summary.title")}</h2>
        <div className="space-y-2">
          <label htmlFor="voucher-code" className="block text-sm font-medium text-ink">
            {t("checkout.pay.voucher")}
          </label>
          <div className="flex gap-2">
            <input
              id="voucher-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              disabled={voucher !== null}
              className="h-11 min-w-0 flex-1 rounded-md border border-line px-3 uppercase"
              autoComplete="off"
            />
            {voucher ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  setVoucher(null);
                  setCode("");
                }}
              >
                {t("checkout.pay.removeVoucher")}
              </button>
            ) : (
              <button type="button" className="btn btn-outline" onClick={applyVoucher} disabled={busy}>
                {t("checkout.pay.apply")}
              </button>
            )}
          </div>
        </div>
        <Summary
          amounts={{ ...cart.summary, discount, total: shownTotal(cart.summary, discount) }}
          money={money}
          t={t}
        />
        <button
          type="button"
          className="btn btn-primary w-full"
          onClick={place}
          disabled={busy || methods.length === 0}
          data-testid="place-order"
        >
          {busy ? t("checkout.pay.placing") : t("checkout.pay.place")}
        </button>
      </aside>
    </div>
  );
}
