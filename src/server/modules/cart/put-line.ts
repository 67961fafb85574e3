import { sql } from "drizzle-orm";
import { executeNamed } from "../../platform/db/named-query.ts";
import { AppError, notFound } from "../../core/errors.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import type { Owner } from "../accounts/index.ts";

export interface PutLineInput {
  productId: number;
  inventoryId: number | null;
  quantity: number;
}

interface PutLineRow {
  listed: boolean;
  stock: number | null;
  needs_variant: boolean;
  existing: number | null;
  line_id: number | null;
  count: number;
}

/** Why a line could not take `quantity` units of a product holding `stock`; nothing when it could. */
export function checkQuantity(quantity: number, stock: number): void {
  if (quantity < 1) throw new AppError("invalid", "shop.minimum_one_item");
  if (stock < 1) throw new AppError("conflict", "shop.out_of_stock");
  if (quantity > stock) throw new AppError("conflict", "shop.quantity_exceeds_inventory");
}

/**
 * Adds units to the owner's line of a product (mode "add") or sets them (mode "set") in one
 * statement: the line is inserted or updated only while its total stays within the stock of the
 * variant (else the product). The unique line index makes concurrent adds to one line queue on
 * that line alone, so shoppers of the same product never wait for each other; stock is taken at
 * checkout (orders/stock.ts), not here. Returns the line and the owner's new cart count.
 */
export async function putLine(
  db: DbOrTx,
  owner: Owner,
  input: PutLineInput,
  mode: "add" | "set",
): Promise<{ id: number; count: number }> {
  const { productId, inventoryId, quantity } = input;
  const isUser = owner.userId !== undefined;
  const owned = isUser
    ? sql`c.user_id = ${owner.userId}::int`
    : sql`c.guest_token = ${owner.guestToken}::text and c.user_id is null`;
  const lineKey = isUser
    ? sql`(user_id, product_id, coalesce(inventory_id, 0)) where user_id is not null`
    : sql`(guest_token, product_id, coalesce(inventory_id, 0)) where user_id is null`;
  const total = mode === "add" ? sql`cart_items.quantity + excluded.quantity` : sql`excluded.quantity`;
  const stockSource =
    inventoryId === null
      ? sql`p.stock as stock,
          exists(select 1 from inventories i where i.product_id = p.id)
            and exists(select 1 from product_attributes pa where pa.product_id = p.id and pa.required)
            as needs_variant
        from products p join stores s on s.id = p.store_id`
      : sql`i.quantity as stock, i.id is null as needs_variant
        from products p join stores s on s.id = p.store_id
        left join inventories i on i.id = ${inventoryId}::int and i.product_id = p.id`;
  // One SQL text per kind of owner, of product and of mode.
  const name = `put_line_${isUser ? "user" : "guest"}_${inventoryId === null ? "product" : "variant"}_${mode}`;
  const result = await executeNamed<PutLineRow>(
    db,
    name,
    sql`
    with target as (
      select (p.status = 1 and s.approval_status = 'approved' and s.status = 1) as listed, ${stockSource}
      where p.id = ${productId}::int
    ), line as (
      insert into cart_items (user_id, guest_token, product_id, inventory_id, quantity)
      select ${owner.userId ?? null}::int, ${owner.guestToken ?? null}::text, ${productId}::int,
        ${inventoryId}::int, ${quantity}::int
      from target where listed and not needs_variant and ${quantity}::int <= stock
      on conflict ${lineKey} do update
        set quantity = ${total}, selected = 1, updated_at = now()
        where ${total} <= (select stock from target)
      returning id, quantity
    )
    select t.listed, t.stock, t.needs_variant, l.id as line_id,
      (select c.quantity from cart_items c where ${owned} and c.product_id = ${productId}::int
        and coalesce(c.inventory_id, 0) = ${inventoryId ?? 0}::int) as existing,
      (select coalesce(sum(c.quantity), 0) from cart_items c
        where ${owned} and c.id is distinct from l.id)::int + coalesce(l.quantity, 0) as count
    from target t left join line l on true
  `,
  );
  const row = result.rows[0];
  if (!row || !row.listed) throw notFound("product");
  if (row.needs_variant) throw new AppError("invalid", "shop.select_required_attributes");
  if (row.line_id === null) {
    checkQuantity(mode === "add" ? (row.existing ?? 0) + quantity : quantity, row.stock ?? 0);
    // The stock allowed it in this statement's snapshot, but a concurrent add to the same line took it.
    throw new AppError("conflict", "shop.quantity_exceeds_inventory");
  }
  return { id: row.line_id, count: Number(row.count) };
}
