import { and, eq, inArray, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { chosenAddress } from "../addresses/index.ts";
import type { CartLineView, CartView, StoreShippingView } from "../../../lib/cart-view.ts";
import type { Db } from "../../platform/db/client.ts";
import { CART_SELECTED, SHIPPING_TYPE, cartItems } from "../../platform/db/schema/index.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { translate } from "../../core/messages.ts";
import type { ShippingOption } from "../shipping/index.ts";
import { loadCartLines } from "./cart.repo.ts";
import { checkQuantity, putLine } from "./put-line.ts";
import { stockOf } from "./line-math.ts";
import { ownedBy, ownerOf } from "../accounts/index.ts";
import { quoteLines, type QuotedLine } from "./quote.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function sourceOf(line: QuotedLine): CartLineView["source"] {
  const s = line.shipping;
  return s ? { type: s.type, id: s.id, label: s.label, address: s.address, cost: line.shippingCost } : null;
}

function optionView(o: ShippingOption): StoreShippingView["options"][number] {
  return {
    type: o.type,
    id: o.id,
    label: o.label,
    address: o.address,
    price_type: o.priceType,
    price: o.price,
    single_price: o.singlePrice,
  };
}

/** The owner's cart for the chosen address (or the default one), with shipping and totals. */
export async function getCart(ctx: RequestContext, addressId?: number): Promise<CartView> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const address = await chosenAddress(db, owner, addressId);
  const rows = await loadCartLines(db, owner, ctx.lang);
  const quote = await quoteLines(db, rows, address, ctx.lang);
  const stores = new Map<number, StoreShippingView>();
  const items = quote.lines.map((line): CartLineView => {
    const { row } = line;
    if (!stores.has(row.store_id)) {
      stores.set(row.store_id, {
        store: { id: row.store_id, name: row.store_name, slug: row.store_slug },
        options: (quote.options.get(row.store_id) ?? []).map(optionView),
      });
    }
    return {
      id: row.id,
      quantity: row.quantity,
      selected: row.selected,
      product: {
        id: row.product_id,
        title: row.title,
        slug: row.slug,
        image: row.image,
        selling: row.selling,
        offered: row.offered,
        price: line.unitPrice,
        stock: stockOf(row),
        free_shipping: row.free_shipping,
        store: { id: row.store_id, name: row.store_name, slug: row.store_slug },
        inventory: row.inventory_id !== null ? { id: row.inventory_id, variant: row.variant } : null,
      },
      bundle_deal: row.bundle_buy && row.bundle_free ? { buy: row.bundle_buy, free: row.bundle_free } : null,
      free_quantity: line.freeQuantity,
      goods: line.goods,
      shippable: line.shippable,
      shipping_message:
        line.shippable === false && address
          ? translate(
              {
                key: "shop.cannot_ship",
                params: { state: address.state_name, country: address.country_name },
              },
              ctx.lang,
            )
          : null,
      source: sourceOf(line),
    };
  });
  return {
    items,
    count: quote.summary.count,
    address,
    stores: [...stores.values()],
    summary: {
      subtotal: quote.summary.subtotal,
      bundle_savings: quote.summary.bundleSavings,
      shipping_cost: quote.summary.shippingCost,
      total: quote.summary.total,
    },
  };
}

/** Header badge: the sum of the quantities in the cart. */
export async function cartCount(ctx: RequestContext): Promise<number> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(ownedBy(ownerOf(ctx), cartItems));
  return Number(row?.count ?? 0);
}

interface Stocked {
  stock: number;
}

/**
 * Locks the row that holds the stock (the variant's, else the product's) while a line's quantity is
 * set; only one row, so it can never deadlock with a checkout (products before variants).
 */
async function lockStock(tx: Tx, productId: number, inventoryId: number | null): Promise<Stocked> {
  const product = (await tx.execute(sql`
    select p.id, p.stock, p.status, (s.approval_status = 'approved' and s.status = 1) as listed,
      exists(select 1 from inventories i where i.product_id = p.id) as has_variants,
      exists(select 1 from product_attributes pa where pa.product_id = p.id and pa.required) as has_required
    from products p join stores s on s.id = p.store_id where p.id = ${productId}
    ${inventoryId === null ? sql`for update of p` : sql``}
  `)) as {
    rows: { stock: number; status: number; listed: boolean; has_variants: boolean; has_required: boolean }[];
  };
  const p = product.rows[0];
  if (!p || p.status !== 1 || !p.listed) throw notFound("product");
  if (inventoryId === null) {
    if (p.has_variants && p.has_required) throw new AppError("invalid", "shop.select_required_attributes");
    return { stock: p.stock };
  }
  const inventory = (await tx.execute(sql`
    select quantity from inventories where id = ${inventoryId} and product_id = ${productId} for update
  `)) as { rows: { quantity: number }[] };
  const row = inventory.rows[0];
  if (!row) throw new AppError("invalid", "shop.select_required_attributes");
  return { stock: row.quantity };
}

export interface AddInput {
  productId: number;
  inventoryId?: number | null;
  quantity: number;
}

/**
 * Puts units in the cart: adding raises the line's quantity (mode "add"), buy-now sets it
 * (mode "set"); the line's total never passes the stock. Returns the line and the new cart count.
 */
export async function putInCartCounted(
  ctx: RequestContext,
  input: AddInput,
  mode: "add" | "set" = "add",
): Promise<{ id: number; count: number }> {
  if (input.quantity < 1) throw new AppError("invalid", "shop.minimum_one_item");
  const line = {
    productId: input.productId,
    inventoryId: input.inventoryId ?? null,
    quantity: input.quantity,
  };
  return putLine(await dbOf(ctx), ownerOf(ctx), line, mode);
}

/** putInCartCounted without the count: returns the line id. */
export async function putInCart(
  ctx: RequestContext,
  input: AddInput,
  mode: "add" | "set" = "add",
): Promise<number> {
  return (await putInCartCounted(ctx, input, mode)).id;
}

/** Sets an existing line's quantity (the cart tile's plus and minus). */
export async function setLineQuantity(ctx: RequestContext, lineId: number, quantity: number): Promise<void> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  if (quantity < 1) throw new AppError("invalid", "shop.minimum_one_item");
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ productId: cartItems.productId, inventoryId: cartItems.inventoryId })
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), ownedBy(owner, cartItems)));
    if (!line) throw notFound("product");
    const { stock } = await lockStock(tx, line.productId, line.inventoryId);
    checkQuantity(quantity, stock);
    await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, lineId));
  });
}

/** Buy now: this product alone is selected for checkout, with exactly this quantity. */
export async function buyNow(ctx: RequestContext, input: AddInput): Promise<number> {
  const id = await putInCart(ctx, input, "set");
  const db = await dbOf(ctx);
  await db
    .update(cartItems)
    .set({ selected: sql`case when ${cartItems.id} = ${id} then 1 else 2 end` })
    .where(ownedBy(ownerOf(ctx), cartItems));
  return id;
}

export async function deleteLine(ctx: RequestContext, id: number): Promise<number> {
  const db = await dbOf(ctx);
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), ownedBy(ownerOf(ctx), cartItems)))
    .returning({ quantity: cartItems.quantity });
  if (deleted.length === 0) throw notFound("product");
  return deleted[0]?.quantity ?? 0;
}

/**
 * cart/change: checked lines become selected (1), unchecked ones unselected (2). A line that is not
 * the owner's refuses the whole change (404); `addressId`, the address the cart is shown for, must
 * be the owner's too, checked before anything is written.
 */
export async function changeSelection(
  ctx: RequestContext,
  checked: number[],
  unchecked: number[],
  addressId?: number,
): Promise<void> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const both = checked.filter((id) => unchecked.includes(id));
  if (both.length > 0)
    throw new AppError("invalid", { key: "validation.invalid", params: { type: "checked" } });
  if (addressId !== undefined) await chosenAddress(db, owner, addressId);
  await db.transaction(async (tx) => {
    for (const [ids, selected] of [
      [new Set(checked), CART_SELECTED.selected],
      [new Set(unchecked), CART_SELECTED.unselected],
    ] as const) {
      if (ids.size === 0) continue;
      const changed = await tx
        .update(cartItems)
        .set({ selected })
        .where(and(ownedBy(owner, cartItems), inArray(cartItems.id, [...ids])))
        .returning({ id: cartItems.id });
      if (changed.length < ids.size) throw notFound("product");
    }
  });
}

/**
 * cart/update-shipping: one store's lines ship to a location place or a pickup point of that store.
 * `addressId`, the address the cart is shown for, must be the owner's: checked before the write.
 */
export async function updateShipping(
  ctx: RequestContext,
  input: { storeId: number; shippingType: number; optionId: number; addressId?: number },
): Promise<void> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  if (input.addressId !== undefined) await chosenAddress(db, owner, input.addressId);
  const isPickup = input.shippingType === SHIPPING_TYPE.pickup;
  const found = (await db.execute(
    isPickup
      ? sql`select 1 from pickup_points pp join shipping_rules r on r.id = pp.rule_id
          where pp.id = ${input.optionId} and r.store_id = ${input.storeId} and r.type = 2 and r.status = 1 and pp.status = 1`
      : sql`select 1 from shipping_places sp join shipping_rules r on r.id = sp.rule_id
          where sp.id = ${input.optionId} and r.store_id = ${input.storeId} and r.type = 1 and r.status = 1`,
  )) as { rows: unknown[] };
  if (found.rows.length === 0) throw new AppError("invalid", "shop.shipping_unavailable");
  await db
    .update(cartItems)
    .set({
      shippingType: input.shippingType,
      shippingPlaceId: isPickup ? null : input.optionId,
      pickupPointId: isPickup ? input.optionId : null,
      updatedAt: new Date(),
    })
    .where(
      and(
        ownedBy(owner, cartItems),
        sql`${cartItems.productId} in (select id from products where store_id = ${input.storeId})`,
      ),
    );
}
