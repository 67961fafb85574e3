import { useEffect, useRef, useState } from "react";
import { interpolate } from "../../i18n/interpolate.ts";
import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import { showToast } from "../../stores/ui.ts";
import MiniCart, { addedLine, type MiniCartProps } from "../cart/MiniCart.tsx";
import StickyBar from "../../components/ui/StickyBar.tsx";
import { moveFocusInGroup } from "../../components/ui/roving.ts";
import { announceChoice } from "./gallery-choice.ts";
import WishlistButton from "../lists/WishlistButton.tsx";
import CompareButton from "../lists/CompareButton.tsx";
import { addProductToCart, buyProductNow } from "../cart/product-actions.ts";
import {
  availableStock,
  findInventory,
  missingRequired,
  priceFor,
  quantityProblem,
  valueAvailable,
  type BuyableProduct,
  type Selection,
} from "./variant.ts";

interface BuyBoxLabels {
  required: string;
  choose: string;
  selectRequired: string;
  inStock: string;
  stockLeft: string;
  outOfStock: string;
  quantity: string;
  decrease: string;
  increase: string;
  qtyMin: string;
  qtyMax: string;
  addToCart: string;
  buyNow: string;
  wishlist: string;
  compare: string;
  buyingSoon: string;
  share: string;
  linkCopied: string;
  previousPrice: string;
  off: string;
  soldOut: string;
}

interface Props {
  product: Omit<BuyableProduct, "attributes"> & {
    /** Needed by the cart buttons. */
    id?: number;
    title: string;
    attributes: {
      id: number;
      required: boolean;
      title: string;
      values: { id: number; title: string; color: string | null }[];
    }[];
  };
  money: MoneyFormat;
  labels: BuyBoxLabels;
  /** The page's own address, for sharing. */
  shareUrl: string;
  /** What the drawer opened by "Add to cart" shows besides the cart itself. */
  miniCart: Pick<MiniCartProps, "labels" | "paths" | "imgBase" | "fallbackImage">;
}

/**
 * Price, variant choice, quantity and the buying buttons of the product page, plus the sticky bar
 * that keeps price and button in view (on phones always, elsewhere once this box scrolls away).
 * Sold-out values are struck through and say so to screen readers. The buying buttons are disabled
 * while the chosen variant (or the product) is out of stock; other problems show next to them on
 * click. Adding opens the cart drawer.
 */
export default function BuyBox({ product, money, labels, shareUrl, miniCart }: Props) {
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [pinned, setPinned] = useState(false);
  const [cartError, setCartError] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<Pick<MiniCartProps, "cart" | "line" | "message"> | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const price = priceFor(product, selection);
  const stock = availableStock(product, selection);
  const needsChoice = missingRequired(product, selection);
  const problem = stock > 0 ? quantityProblem(quantity, stock) : null;
  const [cartBusy, setCartBusy] = useState(false);
  // Not disabled while busy: the focus stays on the button, and comes back to it when the drawer closes.
  const cannotBuy = stock <= 0;
  const cartProblem = needsChoice
    ? labels.selectRequired
    : stock <= 0
      ? labels.outOfStock
      : problem === "product.qtyMin"
        ? labels.qtyMin
        : problem
          ? labels.qtyMax
          : null;
  async function toCart(kind: "add" | "buy") {
    if (cartBusy || product.id === undefined) return;
    setCartBusy(true);
    setCartError(null);
    const productId = product.id;
    const inventoryId = findInventory(product, selection)?.id ?? null;
    const input = { productId, inventoryId, quantity, problem: cartProblem };
    if (kind === "add") {
      const outcome = await addProductToCart(input, labels.outOfStock);
      if (outcome.added) {
        const { cart, message } = outcome;
        setDrawer({ cart, message, line: addedLine(cart, productId, inventoryId) });
      } else setCartError(outcome.error);
    } else setCartError(await buyProductNow(input, labels.outOfStock));
    setCartBusy(false);
  }
  const stockText =
    stock <= 0
      ? labels.outOfStock
      : stock <= 5
        ? interpolate(labels.stockLeft, { count: stock })
        : labels.inStock;

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setPinned(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    announceChoice(Object.values(selection).filter((v): v is number => v !== undefined));
    setCartError(null);
  }, [selection]);

  function choose(attributeId: number, valueId: number) {
    setSelection((current) => ({
      ...current,
      [attributeId]: current[attributeId] === valueId ? undefined : valueId,
    }));
  }

  async function share() {
    const data = { title: product.title, url: shareUrl };
    try {
      if (navigator.share) {
        await navigator.share(data);
        return;
      }
      await navigator.clipboard.writeText(shareUrl);
      showToast({ message: labels.linkCopied });
    } catch {
      // The shopper closed the share sheet: nothing to report.
    }
  }

  const priceBlock = (
    <p className="flex flex-wrap items-baseline gap-3">
      <span className="text-3xl font-semibold text-ink" data-testid="product-price">
        {formatPrice(price.current, money)}
      </span>
      {price.previous !== null && (
        <>
          <span className="text-lg text-muted line-through">
            <span className="sr-only">{labels.previousPrice}: </span>
            {formatPrice(price.previous, money)}
          </span>
          {price.discount_percent > 0 && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-sm font-semibold text-primary">
              {interpolate(labels.off, { percent: price.discount_percent })}
            </span>
          )}
        </>
      )}
    </p>
  );

  return (
    <div ref={boxRef} className="space-y-5">
      {priceBlock}
      <p
        role="status"
        data-testid="stock-state"
        className={stock > 0 ? "font-medium text-success" : "font-medium text-danger"}
      >
        {stockText}
      </p>

      {product.attributes.map((attribute) => (
        <fieldset key={attribute.id} className="space-y-2">
          <legend className="text-sm font-semibold text-ink">
            {attribute.title}
            {attribute.required && <span className="ms-1 font-normal text-muted">({labels.required})</span>}
          </legend>
          <div className="flex flex-wrap gap-2" onKeyDown={moveFocusInGroup}>
            {attribute.values.map((value, index) => {
              const chosen = selection[attribute.id] === value.id;
              // One Tab stop per attribute: the chosen value, or the first one while none is.
              const tabStop = selection[attribute.id] === undefined ? index === 0 : chosen;
              const available = valueAvailable(product, selection, attribute.id, value.id);
              return (
                <button
                  key={value.id}
                  type="button"
                  aria-pressed={chosen}
                  tabIndex={tabStop ? 0 : -1}
                  title={interpolate(labels.choose, { name: value.title })}
                  onClick={() => choose(attribute.id, value.id)}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border px-3 text-sm transition ${
                    chosen
                      ? "border-primary bg-primary text-white"
                      : `border-line bg-white hover:border-primary ${available ? "text-ink" : "text-muted"}`
                  } ${available ? "" : "border-dashed line-through"}`}
                >
                  {value.color && (
                    <span
                      aria-hidden="true"
                      className="h-4 w-4 rounded-full ring-1 ring-line"
                      style={{ backgroundColor: value.color }}
                    />
                  )}
                  {value.title}
                  {!available && <span className="sr-only">{` (${labels.soldOut})`}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {needsChoice && (
        <p className="text-sm text-muted" data-testid="select-required">
          {labels.selectRequired}
        </p>
      )}

      <div className="space-y-1">
        <label htmlFor="product-quantity" className="text-sm font-semibold text-ink">
          {labels.quantity}
        </label>
        <div className="flex w-fit items-center rounded-md border border-line bg-white">
          <button
            type="button"
            className="h-11 w-11 text-xl"
            aria-label={labels.decrease}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          >
            −
          </button>
          <input
            id="product-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, stock)}
            value={Number.isNaN(quantity) ? "" : quantity}
            onChange={(e) => {
              setCartError(null);
              setQuantity(e.target.value === "" ? Number.NaN : Math.trunc(Number(e.target.value)));
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "product-quantity-problem" : undefined}
            className="h-11 w-16 border-x border-line text-center"
          />
          <button
            type="button"
            className="h-11 w-11 text-xl"
            aria-label={labels.increase}
            onClick={() => setQuantity((q) => (Number.isNaN(q) ? 1 : q + 1))}
          >
            +
          </button>
        </div>
        {problem && (
          <p id="product-quantity-problem" role="alert" className="text-sm text-danger">
            {problem === "product.qtyMin" ? labels.qtyMin : labels.qtyMax}
          </p>
        )}
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary min-w-40"
            disabled={cannotBuy}
            onClick={() => toCart("add")}
            aria-describedby={cartError ? "cart-problem" : undefined}
            data-testid="add-to-cart"
          >
            {labels.addToCart}
          </button>
          <button
            type="button"
            className="btn btn-outline min-w-32"
            disabled={cannotBuy}
            onClick={() => toCart("buy")}
            data-testid="buy-now"
          >
            {labels.buyNow}
          </button>
        </div>
        <p
          id="cart-problem"
          role="alert"
          className="text-sm text-danger empty:hidden"
          data-testid="cart-error"
        >
          {cartError}
        </p>
        <div className="flex flex-wrap gap-3 text-sm">
          {product.id !== undefined && <WishlistButton id={product.id} label={labels.wishlist} />}
          {product.id !== undefined && <CompareButton id={product.id} label={labels.compare} />}
          <button type="button" className="btn btn-outline" onClick={share}>
            {labels.share}
          </button>
        </div>
      </div>

      {/* Always on phones; on wider screens once the box above has scrolled away. */}
      <StickyBar everywhere={pinned} testId="sticky-buy-bar">
        <p className="min-w-0">
          <span className="block truncate font-medium text-ink">{product.title}</span>
          {cartError ? (
            <span className="block text-sm text-danger">{cartError}</span>
          ) : (
            <span className="text-primary">{formatPrice(price.current, money)}</span>
          )}
        </p>
        <button
          type="button"
          className="btn btn-primary shrink-0"
          disabled={cannotBuy}
          onClick={() => toCart("add")}
        >
          {labels.addToCart}
        </button>
      </StickyBar>
      {drawer && <MiniCart {...drawer} {...miniCart} money={money} onClose={() => setDrawer(null)} />}
    </div>
  );
}
