import { sql, type SQL } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { byProduct, type StockLine } from "./stock.ts";
import { groupParts, type PartLine } from "./order-parts.ts";

/** One line of the order as it is written: its stock to take, its store's part, its snapshot. */
export interface OrderLine extends StockLine, PartLine {
  title: string;
  variant: string | null;
  image: string | null;
  unitPrice: number;
  freeQuantity: number;
  shippingType: number | null;
  shippingLabel: string | null;
  commissionPercent: number;
}

/** The stock rows that moved (ids), as RESERVED_COLUMNS name them. */
export interface Reserved {
  reserved_products: number[] | null;
  reserved_flash: number[] | null;
  reserved_variants: number[] | null;
}

/**
 * The refusal the stock rows gave, checked in the order the rows are locked (each product, then its
 * flash price's allotment, then the variants): out of stock, or the flash price sold out.
 */
export function refusalOf(lines: OrderLine[], reserved: Reserved): AppError | null {
  const products = new Set(reserved.reserved_products ?? []);
  const flash = new Set(reserved.reserved_flash ?? []);
  const variants = new Set(reserved.reserved_variants ?? []);
  for (const [productId, units] of byProduct(lines)) {
    if (!products.has(productId)) return new AppError("conflict", "shop.out_of_stock");
    // The shopper was shown the flash price, and it is gone: the order is refused, not repriced.
    for (const entryId of units.flash.keys())
      if (!flash.has(entryId)) return new AppError("conflict", "shop.flash_sold_out");
  }
  for (const line of lines)
    if (line.inventoryId !== null && !variants.has(line.inventoryId))
      return new AppError("conflict", "shop.out_of_stock");
  return null;
}

/**
 * Steps of the order's statement (order-insert.ts) that reserve every line's stock and write the
 * order's parts (one per store, see groupParts) and lines, for the order `orderId` names. Each stock
 * figure moves only while it still holds the units (so two shoppers can never buy the same last
 * unit, nor the last flash unit) and a stock movement names the order, as moveStock does. No stock
 * row is locked before `gate` (a condition the statement's earlier steps must have finished for) and
 * rows are locked in one global order — products by id, then their flash sale entries by id, then
 * variants by id (cart adds lock one of them only) — so concurrent checkouts never deadlock: each
 * `locked_…` step locks its rows sorted, and the next one waits for it (its `(select count(*) …)`).
 * The lines come last: their foreign-key checks (at the statement's end) then share the product rows
 * this order already locked, instead of every waiting order adding a share lock to a busy product's
 * row. What could not move is in RESERVED_COLUMNS (see refusalOf); the caller rolls back.
 */
export function orderLinesSteps(orderId: SQL, gate: SQL, lines: OrderLine[]): SQL {
  const products = byProduct(lines).map(([productId, units]) => ({
    product_id: productId,
    stock: units.stock,
    sold: units.sold,
  }));
  const flash = byProduct(lines).flatMap(([, units]) =>
    [...units.flash].map(([entryId, sold]) => ({ id: entryId, units: sold })),
  );
  const variants = lines.flatMap((l) =>
    l.inventoryId === null
      ? []
      : [{ product_id: l.productId, inventory_id: l.inventoryId, units: l.quantity }],
  );
  const { parts, partOfLine } = groupParts(lines);
  const items = lines.map((l, at) => ({
    at,
    part: partOfLine[at],
    store_id: l.storeId,
    product_id: l.productId,
    inventory_id: l.inventoryId,
    flash_sale_product_id: l.flashEntryId,
    title: l.title,
    variant: l.variant,
    image: l.image,
    unit_price: l.unitPrice,
    quantity: l.quantity,
    free_quantity: l.freeQuantity,
    shipping_type: l.shippingType,
    shipping_label: l.shippingLabel,
    shipping_cost: l.shippingCost,
    discount: l.discount,
    commission_percent: l.commissionPercent,
  }));
  return sql`
    wanted as (
      select * from jsonb_to_recordset(${JSON.stringify(products)}::jsonb) as w(product_id int, stock int, sold int)
    ), wanted_flash as (
      select * from jsonb_to_recordset(${JSON.stringify(flash)}::jsonb) as w(id int, units int)
    ), wanted_variants as (
      select * from jsonb_to_recordset(${JSON.stringify(variants)}::jsonb)
        as w(product_id int, inventory_id int, units int)
    ), locked_products as materialized (
      select p.id from products p where p.id in (select product_id from wanted) and ${gate}
      order by p.id for update
    ), moved_products as (
      update products p set stock = p.stock - w.stock, sold_count = greatest(p.sold_count + w.sold, 0)
      from locked_products l join wanted w on w.product_id = l.id
      where p.id = l.id and p.stock - w.stock >= 0
      returning p.id
    ), locked_flash as materialized (
      select f.id from flash_sale_products f
      where f.id in (select id from wanted_flash) and (select count(*) from locked_products) >= 0
      order by f.id for update
    ), moved_flash as (
      update flash_sale_products f set sold = f.sold + w.units
      from locked_flash l join wanted_flash w on w.id = l.id
      where f.id = l.id and f.sold + w.units <= f.quantity
      returning f.id
    ), locked_variants as materialized (
      select i.id from inventories i
      where i.id in (select inventory_id from wanted_variants)
        and (select count(*) from locked_products) + (select count(*) from locked_flash) >= 0
      order by i.id for update
    ), moved_variants as (
      update inventories i set quantity = i.quantity - w.units
      from locked_variants l join wanted_variants w on w.inventory_id = l.id
      where i.id = l.id and i.product_id = w.product_id and i.quantity - w.units >= 0
      returning i.id
    ), movements as (
      insert into stock_movements (product_id, inventory_id, delta, reason, order_id)
      select w.product_id, null, -w.stock, 'order', ${orderId}
      from wanted w join moved_products m on m.id = w.product_id where w.stock <> 0
      union all
      select w.product_id, w.inventory_id, -w.units, 'order', ${orderId}
      from wanted_variants w join moved_variants m on m.id = w.inventory_id
    ), parts as (
      insert into order_parts (order_id, store_id, number, goods, shipping_cost, discount, total)
      select ${orderId}, p.store_id, p.number, p.goods, p.shipping_cost, p.discount, p.total
      from jsonb_to_recordset(${JSON.stringify(parts)}::jsonb)
        as p(store_id int, number int, goods int, shipping_cost int, discount int, total int)
      returning id, number
    ), lines as (
      insert into order_items (order_id, part_id, store_id, product_id, inventory_id, flash_sale_product_id,
        title, variant, image, unit_price, quantity, free_quantity, shipping_type, shipping_label,
        shipping_cost, discount, commission_percent)
      select ${orderId}, parts.id, i.store_id, i.product_id, i.inventory_id, i.flash_sale_product_id,
        i.title, i.variant, i.image, i.unit_price, i.quantity, i.free_quantity, i.shipping_type,
        i.shipping_label, i.shipping_cost, i.discount, i.commission_percent
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as i(at int, part int, store_id int, product_id int, inventory_id int, flash_sale_product_id int,
          title text, variant text, image text, unit_price int, quantity int, free_quantity int,
          shipping_type smallint, shipping_label text, shipping_cost int, discount int,
          commission_percent numeric)
      join parts on parts.number = i.part
      order by i.at
    )`;
}

/** The ids of the stock rows that moved, for refusalOf. */
export const RESERVED_COLUMNS = sql`(select array_agg(id) from moved_products) as reserved_products,
  (select array_agg(id) from moved_flash) as reserved_flash,
  (select array_agg(id) from moved_variants) as reserved_variants`;
