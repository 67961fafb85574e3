import { randomBytes } from "node:crypto";
import { metrics } from "../../platform/metrics.ts";
import { eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { chosenAddress } from "../addresses/index.ts";
import { loadCartLines } from "../cart/index.ts";
import { normalContact, ownerColumns, ownerOf, type Owner } from "../accounts/index.ts";
import { quoteLines, type QuotedLine } from "../cart/index.ts";
import { orders, PAYMENT_STATUS } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { evaluateVoucher, findVoucher, flashPriceSoldOut, recordVoucherUse } from "../promotions/index.ts";
import type { PaymentStart } from "../../platform/payments/gateway.ts";
import { gateways, type Gateways } from "../../platform/payments/registry.ts";
import { isMethodOffered } from "../payments/index.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { insertOrder } from "./order-insert.ts";
import { cancelUnstartedOrder, OFFLINE_METHODS, PAYMENT_WINDOW_MS, startPayment } from "./payment.service.ts";
import { expireDueOrders } from "./payment-expiry.ts";
import { siteOrigin } from "../../platform/env.ts";
import { orderTotal, splitDiscount } from "../../../lib/price.ts";

export interface PlaceOrderInput {
  addressId?: number;
  paymentMethod: number;
  voucherCode?: string | null;
  /**
   * The total the shopper was shown and confirmed. When given, an order that would cost anything
   * else is refused: a price that changed meanwhile (a flash price sold out) is never charged unseen.
   */
  expectedTotal?: number | null;
  /** One per place-order click (the browser makes it); a repeat returns the same order. */
  idempotencyKey?: string | null;
  /** This site's origin, for the gateway's return, cancel and notify addresses; default: SITE_URL's. */
  origin?: string;
}

export interface PlacedOrder {
  id: number;
  trackingCode: string;
  total: number;
  /** false when the idempotency key found an order placed before. */
  created: boolean;
  /** How the browser pays now (online methods) — null for a repeated submit. */
  payment: PaymentStart | null;
}

/** 10 characters from an alphabet without look-alikes (no 0/O, 1/I). */
function newTrackingCode(): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join("");
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505" && (e.constraint === constraint || String(e.message).includes(constraint)))
      return true;
  }
  return false;
}

async function existingOrder(ctx: RequestContext, owner: Owner, key: string): Promise<PlacedOrder | null> {
  const db = await dbOf(ctx);
  const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  const mine =
    owner.userId !== undefined ? order.userId === owner.userId : order.guestToken === owner.guestToken;
  if (!mine) throw new AppError("conflict", "shop.order_already_placed");
  return {
    id: order.id,
    trackingCode: order.trackingCode,
    total: order.total,
    created: false,
    payment: null,
  };
}

/** A voucher's discount over the lines it applies to (all, or its store's). */
function shareDiscount(
  lines: QuotedLine[],
  eligible: (l: QuotedLine) => boolean,
  discount: number,
): number[] {
  return splitDiscount(
    discount,
    lines.map((l) => (eligible(l) ? l.goods : null)),
  );
}

/**
 * order/action: the owner's selected cart lines become one order. Everything — the quote, the
 * voucher check on its locked row, the stock reservation, the order, its lines, the voucher use and
 * the emptied cart lines — happens in one transaction; any refusal rolls all of it back.
 */
export async function placeOrder(
  ctx: RequestContext,
  input: PlaceOrderInput,
  options: { gateways?: Gateways } = {},
): Promise<PlacedOrder> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const key = input.idempotencyKey?.trim() || null;
  if (key) {
    const found = await existingOrder(ctx, owner, key);
    if (found) return found;
  }
  // Independent reads, each on its own pooled connection; expired orders give their stock back
  // before this order takes any.
  const [offered, address] = await Promise.all([
    isMethodOffered(db, input.paymentMethod, options.gateways ?? gateways()),
    chosenAddress(db, owner, input.addressId),
    expireDueOrders(db),
  ]);
  if (!offered) throw new AppError("invalid", "shop.payment_method_unavailable");
  if (!address) throw new AppError("invalid", "shop.address_required");
  const offline = OFFLINE_METHODS.includes(input.paymentMethod);

  try {
    const placed = await db.transaction(async (tx) => {
      if (key) {
        // A repeat that waited for the first submit's transaction finds its order here.
        const [earlier] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
        if (earlier) return { ...earlier, repeated: true };
      }
      const rows = await loadCartLines(tx, owner, ctx.lang, { selectedOnly: true });
      if (rows.length === 0) throw new AppError("invalid", "shop.select_product");
      if (rows.some((r) => r.product_status !== 1 || !r.store_listed))
        throw new AppError("conflict", "shop.product_unavailable");
      const quote = await quoteLines(tx, rows, address, ctx.lang);
      if (quote.lines.some((l) => !l.shippable))
        throw new AppError("invalid", {
          key: "shop.cannot_ship",
          params: { state: address.state_name, country: address.country_name },
        });

      let discount = 0;
      let shares = quote.lines.map(() => 0);
      const voucher = input.voucherCode ? await findVoucher(tx, input.voucherCode, { lock: true }) : null;
      // The voucher's customer is also the order's e-mail and phone, so a new guest token is no new customer.
      const customer = { ...owner, contact: normalContact({ email: address.email, phone: address.phone }) };
      if (voucher) {
        discount = await evaluateVoucher(
          tx,
          voucher,
          customer,
          quote.lines.map((l) => ({ storeId: l.row.store_id, goods: l.goods })),
        );
        shares = shareDiscount(
          quote.lines,
          (l) => voucher.storeId === null || l.row.store_id === voucher.storeId,
          discount,
        );
      }
      const { subtotal, shippingCost, bundleSavings } = quote.summary;
      const total = orderTotal({ subtotal, shipping_cost: shippingCost, discount });
      if (input.expectedTotal != null && input.expectedTotal !== total) {
        const flashGone = await flashPriceSoldOut(
          tx,
          rows.map((r) => r.product_id),
        );
        throw new AppError("conflict", flashGone ? "shop.flash_sold_out" : "shop.prices_changed");
      }
      const trackingCode = newTrackingCode();
      const order = await insertOrder(
        tx,
        {
          trackingCode,
          ...ownerColumns(owner),
          email: address.email,
          address: {
            name: address.name,
            email: address.email,
            phone: address.phone,
            country: address.country,
            state: address.state,
            city: address.city,
            zip_code: address.zipCode,
            address: address.address,
            address2: address.address2,
          },
          paymentMethod: input.paymentMethod,
          subtotal,
          shippingCost,
          bundleSavings,
          discount,
          total,
          voucherId: voucher?.id ?? null,
          voucherCode: voucher?.code ?? null,
          lang: ctx.lang,
          paymentExpiresAt: offline ? null : new Date(Date.now() + PAYMENT_WINDOW_MS),
          // An offline payment's reference is the tracking code (see startPayment).
          paymentReference: offline ? trackingCode : null,
          idempotencyKey: key,
        },
        rows.map((r) => r.id),
        // Late in the transaction: its stock rows stay locked until commit, and other shoppers of
        // these products wait.
        quote.lines.map((l, i) => ({
          productId: l.row.product_id,
          inventoryId: l.row.inventory_id,
          quantity: l.row.quantity,
          flashEntryId: l.flashEntryId,
          storeId: l.row.store_id,
          goods: l.goods,
          shippingCost: l.shippingCost,
          discount: shares[i] ?? 0,
          title: l.row.title,
          variant: l.row.variant,
          image: l.row.image,
          unitPrice: l.unitPrice,
          freeQuantity: l.freeQuantity,
          shippingType: l.shipping?.type ?? null,
          shippingLabel: l.shipping?.label ?? null,
          commissionPercent: l.row.commission_percent,
        })),
      );
      // Another checkout of the same cart (a second tab, a second click with its own key) committed
      // first and took these lines: this one must not order them again.
      if (!order) throw new AppError("conflict", "shop.select_product");

      if (voucher) await recordVoucherUse(tx, voucher, order.id, customer, discount);
      return { ...order, repeated: false };
    });
    if (placed.repeated) return existingOrder(ctx, owner, key as string) as Promise<PlacedOrder>;
    let payment: PaymentStart;
    try {
      payment = await startPayment(db, placed, input.origin ?? siteOrigin(), options.gateways ?? gateways());
    } catch (error) {
      // The gateway could not start: the order is given up at once so its stock is not held, and
      // its queued confirmation is dropped (the shopper sees the error now).
      await cancelUnstartedOrder(db, placed.id);
      throw error;
    }
    metrics.ordersPlaced.inc();
    // Only now: an order whose payment could not start is not confirmed to the customer, nor
    // announced to its stores.
    const told = {
      orderId: placed.id,
      trackingCode: placed.trackingCode,
      email: placed.email,
      name: address.name,
      total: placed.total,
      currency: placed.currency,
      lang: placed.lang,
      deliveryStatus: placed.deliveryStatus,
      cancelled: false,
      paymentMethod: placed.paymentMethod,
      paymentStatus: PAYMENT_STATUS.unpaid,
      refunded: false,
    };
    void sendAfterCommit(db, { ...told, kind: "placed" });
    void sendAfterCommit(db, { ...told, kind: "sellers" });
    return { id: placed.id, trackingCode: placed.trackingCode, total: placed.total, created: true, payment };
  } catch (error) {
    // The same click submitted twice at once: the other request made the order (its commit can
    // also make this one fail on the voucher or the emptied cart first); answer with that order.
    if (key && (isUniqueViolation(error, "orders_idempotency_key_unique") || error instanceof AppError)) {
      const found = await existingOrder(ctx, owner, key);
      if (found) return found;
    }
    throw error;
  }
}
