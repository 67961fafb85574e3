import { useEffect, useState } from "react";
import Img from "../../components/ui/Img.tsx";
import StickyBar from "../../components/ui/StickyBar.tsx";
import { localizePath } from "../../i18n/paths.ts";
import { links } from "../../lib/links.ts";
import { formatPrice } from "../../lib/money.ts";
import { lineAmounts } from "../../lib/price.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import { changeSelection, deleteLine, fetchCart, setLineQuantity } from "./cart-api.ts";
import { imageSrc, type ShopPageProps } from "./page-props.ts";
import { applySelection, checkoutBlocker, toggleAll, toggleLine, type SelectionChange } from "./selection.ts";
import { translator } from "../../i18n/interpolate.ts";
import Summary from "./Summary.tsx";
import { SELECTED, type Cart, type CartLine } from "./types.ts";

/** The cart: tick lines for checkout, change quantities, delete, see the server's totals. */
export default function CartView({ lang, strings, money, imgBase, fallbackImage, paths }: ShopPageProps) {
  const t = translator(strings, lang);
  const [cart, setCart] = useState<Cart | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetchCart().then(setCart, (error) => {
      setFailed(true);
      showError(messageOf(error, t("checkout.apiDown")));
    });
  }, []);

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
      setCart(await fetchCart().catch(() => cart));
    } finally {
      setBusy(false);
    }
  }

  const select = (change: SelectionChange) =>
    run(async () => {
      if (!cart) return;
      setCart({ ...cart, items: applySelection(cart.items, change) });
      setCart(await changeSelection({ ...change, addressId: cart.address?.id }));
    });

  const changeQuantity = (line: CartLine, quantity: number) =>
    run(async () => {
      if (quantity < 1) return showError(t("validation.quantity_min"));
      await setLineQuantity({ id: line.id, productId: line.product.id }, quantity);
      setCart(await fetchCart(cart?.address?.id));
    });

  const remove = (line: CartLine) => {
    if (!window.confirm(t("checkout.cart.confirmDelete"))) return;
    return run(async () => {
      showToast({ message: await deleteLine(line.id) });
      setCart(await fetchCart(cart?.address?.id));
    });
  };

  function proceed() {
    if (!cart) return;
    const blocker = checkoutBlocker(cart.items);
    if (blocker === "select_product") return showError(t("shop.select_product"));
    window.location.href = paths.shipping;
  }

  if (!cart) {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {failed ? t("checkout.apiDown") : t("checkout.loading")}
      </p>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="py-12 text-center" data-testid="cart-empty">
        <p className="mb-4 text-muted">{t("checkout.cart.empty")}</p>
        <a className="btn btn-primary" href={paths.home}>
          {t("checkout.cart.continue")}
        </a>
      </div>
    );
  }

  const allSelected = cart.items.every((l) => l.selected === SELECTED);
  const proceedButton = (testId: string, place: string) => (
    <button
      type="button"
      className={`btn btn-primary ${place}`}
      onClick={proceed}
      disabled={busy}
      data-testid={testId}
    >
      {t("checkout.cart.proceed")}
    </button>
  );

  return (
    <div className="grid gap-8 max-sm:pb-24 lg:grid-cols-[1fr_22rem]">
      <div>
        <label className="mb-3 flex items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary"
            checked={allSelected}
            onChange={() => select(toggleAll(cart.items))}
            disabled={busy}
          />
          {t("checkout.cart.selectAll")}
        </label>
        <ul className="divide-y divide-line rounded-lg border border-line bg-white" aria-busy={busy}>
          {cart.items.map((line) => {
            const amounts = lineAmounts(line.product.price, line.quantity, line.free_quantity);
            return (
              <li key={line.id} className="flex gap-3 p-4 sm:gap-4" data-testid="cart-line">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                  checked={line.selected === SELECTED}
                  onChange={() => select(toggleLine(cart.items, line.id))}
                  disabled={busy}
                  aria-label={t("checkout.cart.select", { title: line.product.title })}
                  data-testid="cart-line-select"
                />
                <Img
                  src={imageSrc(line.product.image, imgBase)}
                  fallback={fallbackImage}
                  alt=""
                  width={80}
                  height={80}
                  className="h-20 w-20 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <a
                    href={localizePath(links.product(line.product.slug, line.product.id), lang)}
                    className="block font-medium text-ink hover:text-primary"
                  >
                    {line.product.title}
                  </a>
                  {line.product.inventory?.variant && (
                    <p className="text-sm text-muted">{line.product.inventory.variant}</p>
                  )}
                  <p className="text-xs text-muted">
                    {t("checkout.cart.store", { store: line.product.store.name })}
                  </p>
                  <p className="text-sm text-ink">{formatPrice(line.product.price, money)}</p>
                  {line.bundle_deal && (
                    <p className="text-xs text-primary" data-testid="cart-line-bundle">
                      {t("checkout.cart.bundle", { buy: line.bundle_deal.buy, free: line.bundle_deal.free })}
                      {amounts.freeQuantity > 0 &&
                        ` · ${t("checkout.cart.freeUnits", { count: amounts.freeQuantity })} (−${formatPrice(amounts.bundleSavings, money)})`}
                    </p>
                  )}
                  {line.shippable === false && line.shipping_message && (
                    <p role="alert" className="text-sm text-danger" data-testid="cart-line-unshippable">
                      {line.shipping_message}
                    </p>
                  )}
                  <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
                    <div className="flex items-center rounded-md border border-line">
                      <button
                        type="button"
                        className="h-9 w-9"
                        aria-label={t("checkout.cart.decrease")}
                        disabled={busy || line.quantity <= 1}
                        onClick={() => changeQuantity(line, line.quantity - 1)}
                      >
                        −
                      </button>
                      <span
                        className="w-10 text-center text-sm"
                        aria-label={t("checkout.cart.quantity")}
                        data-testid="cart-line-quantity"
                      >
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        className="h-9 w-9"
                        aria-label={t("checkout.cart.increase")}
                        disabled={busy}
                        onClick={() => changeQuantity(line, line.quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                    <span className="font-semibold text-ink" data-testid="cart-line-total">
                      {formatPrice(amounts.goods, money)}
                    </span>
                    <button
                      type="button"
                      className="text-sm text-danger underline-offset-2 hover:underline"
                      onClick={() => remove(line)}
                      disabled={busy}
                      data-testid="cart-line-delete"
                    >
                      {t("checkout.cart.delete")}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <aside className="h-fit rounded-lg border border-line bg-white p-5">
        <h2 className="mb-3 font-display text-xl text-ink">{t("checkout.summary.title")}</h2>
        <Summary amounts={cart.summary} money={money} t={t} showShipping={cart.address !== null} />
        {proceedButton("cart-proceed", "mt-5 w-full")}
        <a href={paths.home} className="mt-3 block text-center text-sm text-primary hover:underline">
          {t("checkout.cart.continue")}
        </a>
      </aside>
      {/* Phones: the total and the way on stay in view while the lines scroll. */}
      <StickyBar testId="cart-sticky-bar">
        <p className="min-w-0 text-sm text-muted">
          {t("checkout.summary.total")}
          <strong className="block text-lg text-ink">{formatPrice(cart.summary.total, money)}</strong>
        </p>
        {proceedButton("cart-sticky-proceed", "shrink-0")}
      </StickyBar>
    </div>
  );
}
