import { useModalDialog } from "../../components/ui/modal.ts";
import Img from "../../components/ui/Img.tsx";
import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import { imageSrc } from "./page-props.ts";
import type { Cart, CartLine } from "./types.ts";

export interface MiniCartLabels {
  title: string;
  subtotal: string;
  viewCart: string;
  checkout: string;
  close: string;
  quantity: string;
}

export interface MiniCartProps {
  /** The cart after the addition and the line just added (absent: the server merged it away). */
  cart: Cart | null;
  line: CartLine | undefined;
  /** The server's "added" message, the drawer's heading. */
  message: string;
  money: MoneyFormat;
  labels: MiniCartLabels;
  /** Localized addresses of the cart and of the first checkout step. */
  paths: { cart: string; checkout: string };
  imgBase: string;
  fallbackImage: string;
  onClose: () => void;
}

/**
 * The drawer that opens after adding to the cart: the added line, the cart's subtotal, and the way on
 * (view the cart, check out). A modal dialog on the inline end side: Tab stays inside, Escape closes.
 */
export default function MiniCart({
  cart,
  line,
  message,
  money,
  labels,
  paths,
  imgBase,
  fallbackImage,
  onClose,
}: MiniCartProps) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      aria-labelledby="mini-cart-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === dialog.current && onClose()}
      className="m-0 ms-auto h-full max-h-none w-[min(24rem,100vw)] bg-white p-0 shadow-xl backdrop:bg-black/40"
      data-testid="mini-cart"
    >
      <div className="flex h-full flex-col gap-5 p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id="mini-cart-title" className="font-display text-xl text-ink">
            {message || labels.title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="h-10 w-10 shrink-0 rounded-full text-xl hover:bg-sand"
            aria-label={labels.close}
          >
            ×
          </button>
        </div>
        {line && (
          <div className="flex gap-3 border-y border-line py-4" data-testid="mini-cart-line">
            <Img
              src={imageSrc(line.product.image, imgBase)}
              fallback={fallbackImage}
              alt=""
              width={72}
              height={90}
              className="h-[90px] w-[72px] shrink-0 rounded-md object-cover"
            />
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-medium text-ink">{line.product.title}</p>
              {line.product.inventory?.variant && (
                <p className="text-muted">{line.product.inventory.variant}</p>
              )}
              <p className="text-muted">
                {labels.quantity}: {line.quantity}
              </p>
              <p className="font-semibold text-ink">{formatPrice(line.goods, money)}</p>
            </div>
          </div>
        )}
        {cart && (
          <p className="flex justify-between gap-3 text-ink">
            <span>{labels.subtotal}</span>
            <strong data-testid="mini-cart-subtotal">{formatPrice(cart.summary.subtotal, money)}</strong>
          </p>
        )}
        <div className="mt-auto grid gap-3">
          <a href={paths.checkout} className="btn btn-primary w-full">
            {labels.checkout}
          </a>
          <a href={paths.cart} className="btn btn-outline w-full">
            {labels.viewCart}
          </a>
        </div>
      </div>
    </dialog>
  );
}

/** The line of `cart` holding the product (and variant) just added. */
export function addedLine(
  cart: Cart | null,
  productId: number,
  inventoryId: number | null,
): CartLine | undefined {
  return cart?.items.find(
    (line) => line.product.id === productId && (line.product.inventory?.id ?? null) === inventoryId,
  );
}
