import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { inventories, products, stockMovements, users } from "../../platform/db/schema/index.ts";
import type { StockReason } from "../../platform/db/schema/enums.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { AppError, notFound } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { managedProduct, reachOf } from "./console-products.service.ts";
import { moveStock } from "./stock-ledger.ts";

/**
 * A manual stock change with its note: a variant's (inventoryId) or a product's without variants
 * (productId). Refused, with nothing changed, when it would take the stock below zero.
 */
export async function adjustStock(
  ctx: RequestContext,
  actor: ConsoleActor,
  target: { inventoryId: number } | { productId: number },
  input: { delta: number; note: string },
): Promise<{ stock: number }> {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    let productId: number;
    let inventoryId: number | null = null;
    if ("inventoryId" in target) {
      const [variant] = await tx
        .select({ productId: inventories.productId })
        .from(inventories)
        .innerJoin(products, eq(products.id, inventories.productId))
        .where(and(eq(inventories.id, target.inventoryId), reachOf(actor)));
      if (!variant) throw notFound("variant");
      productId = variant.productId;
      inventoryId = target.inventoryId;
    } else {
      productId = (await managedProduct(tx, actor, target.productId)).id;
      const [variant] = await tx
        .select({ id: inventories.id })
        .from(inventories)
        .where(eq(inventories.productId, productId))
        .limit(1);
      if (variant) throw new AppError("conflict", "console.stock_on_variants");
    }
    const product = await managedProduct(tx, actor, productId);
    const stock = await moveStock(tx, {
      productId,
      inventoryId,
      delta: input.delta,
      reason: "manual",
      note: input.note,
      actorId: actor.id,
    });
    if (stock === null) throw new AppError("conflict", "console.stock_below_zero");
    await recordAudit(tx, actor, {
      entity: inventoryId === null ? "product" : "inventory",
      entityId: inventoryId ?? productId,
      action: "adjust_stock",
      storeId: product.storeId,
      before: { stock: stock - input.delta },
      after: { stock, note: input.note },
    });
    return { stock };
  });
}

/** A product's stock history the actor may see, newest first; one variant's with `inventoryId`. */
export async function stockMovementsOf(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  options: { inventoryId?: number; page: number; perPage: number },
) {
  const db = await dbOf(ctx);
  await managedProduct(db, actor, productId);
  const condition: SQL | undefined = and(
    eq(stockMovements.productId, productId),
    options.inventoryId ? eq(stockMovements.inventoryId, options.inventoryId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        inventory_id: stockMovements.inventoryId,
        // A removed variant's movements keep its SKU themselves.
        sku: sql<string | null>`coalesce(${inventories.sku}, ${stockMovements.sku})`,
        delta: stockMovements.delta,
        reason: stockMovements.reason,
        note: stockMovements.note,
        order_id: stockMovements.orderId,
        actor_id: users.id,
        actor_name: users.name,
        at: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(inventories, eq(inventories.id, stockMovements.inventoryId))
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(condition)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(options.perPage)
      .offset(offsetOf(options.page, options.perPage)),
    db.select({ total: count() }).from(stockMovements).where(condition),
  ]);
  return paged(
    rows.map(({ actor_id, actor_name, ...row }) => ({
      ...row,
      reason: row.reason as StockReason,
      actor: actor_id === null ? null : { id: actor_id, name: actor_name ?? "" },
      at: row.at.toISOString(),
    })),
    { page: options.page, perPage: options.perPage, total: total?.total ?? 0 },
  );
}
