import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import {
  DELIVERY_STATUS,
  orderItems,
  orderParts,
  orderStatusHistory,
  orders,
  returnLines,
  returnPictures,
  returns,
  settings,
} from "../../platform/db/schema/index.ts";
import { pictureType, uploadStorage } from "../../platform/uploads/storage.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import { ownedBy, ownerOf } from "../accounts/index.ts";
import { partCode } from "./order-parts.ts";
import { sendReturnMail, type ReturnMailData } from "./return-mail.ts";
import { encodeImages } from "./review.service.ts";
import type { Tx } from "./stock.ts";
import { returnViews, type ReturnView } from "./return-views.ts";

export const RETURN_PICTURES_MAX = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnRequest {
  orderId: number;
  partId: number;
  lines: { orderItemId: number; quantity: number }[];
  reason: string;
  /** Raw uploaded pictures; checked by their bytes and re-encoded like review pictures. */
  pictures?: Uint8Array[];
}

/** The shop's return window in days (settings.return_days). */
async function returnDays(db: Pick<Tx, "select">): Promise<number> {
  const [row] = await db.select({ days: settings.returnDays }).from(settings).where(eq(settings.id, 1));
  return row?.days ?? 14;
}

/** Until when a delivered part may be returned; null when it is not delivered (or the order is cancelled). */
export function returnableUntil(
  part: { deliveryStatus: number; deliveredAt: Date | null },
  days: number,
): Date | null {
  if (part.deliveryStatus !== DELIVERY_STATUS.delivered || !part.deliveredAt) return null;
  return new Date(part.deliveredAt.getTime() + days * DAY_MS);
}

/** Units of each line already asked back by returns that were not rejected. */
export async function unitsAskedBack(
  db: Pick<Tx, "select">,
  itemIds: number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returnLines.orderItemId, itemIds), ne(returns.status, "rejected")))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

async function storePictures(files: Uint8Array[], uploadsDir: string): Promise<string[]> {
  if (files.length > RETURN_PICTURES_MAX) throw new AppError("invalid", "validation.image_upload");
  const encoded = await encodeImages(files);
  const urls: string[] = [];
  for (const image of encoded) {
    const key = `returns/${randomBytes(10).toString("hex")}.${image.ext}`;
    await uploadStorage(uploadsDir).put(key, image.bytes, pictureType(key));
    urls.push(`/uploads/${key}`);
  }
  return urls;
}

/**
 * The order's owner (signed-in user or guest token) asks to send back lines of one delivered part,
 * within settings.return_days of its delivery, at most the units bought less those already asked
 * back. The shopper gets a mail saying the request was received.
 */
export async function requestReturn(
  ctx: RequestContext,
  input: ReturnRequest,
  uploadsDir = uploadsDirOf(),
): Promise<ReturnView> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const reason = input.reason.trim();
  if (!reason) throw new AppError("invalid", "shop.return_reason_required");
  if (input.lines.length === 0) throw new AppError("invalid", "shop.return_lines_required");
  const pictures = await storePictures(input.pictures ?? [], uploadsDir);
  try {
    const made = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, input.orderId), ownedBy(owner, orders)))
        .for("update");
      if (!order) throw notFound("order");
      const [part] = await tx
        .select()
        .from(orderParts)
        .where(and(eq(orderParts.id, input.partId), eq(orderParts.orderId, order.id)));
      if (!part) throw notFound("order");
      const until = order.cancelled ? null : returnableUntil(part, await returnDays(tx));
      if (!until) throw new AppError("conflict", "shop.return_not_delivered");
      if (until.getTime() < Date.now()) throw new AppError("conflict", "shop.return_window_over");
      const items = await tx.select().from(orderItems).where(eq(orderItems.partId, part.id));
      const asked = await unitsAskedBack(
        tx,
        items.map((i) => i.id),
      );
      const seen = new Set<number>();
      for (const line of input.lines) {
        const item = items.find((i) => i.id === line.orderItemId);
        if (!item || seen.has(item.id)) throw new AppError("invalid", "shop.return_line_invalid");
        seen.add(item.id);
        const left = item.quantity - (asked.get(item.id) ?? 0);
        if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > left)
          throw new AppError("invalid", {
            key: "shop.return_quantity_invalid",
            params: { title: item.title, max: Math.max(0, left) },
          });
      }
      const [made] = await tx
        .insert(returns)
        .values({ orderId: order.id, partId: part.id, requestedBy: owner.userId ?? null, reason })
        .returning();
      if (!made) throw notFound("order");
      await tx
        .insert(returnLines)
        .values(
          input.lines.map((l) => ({ returnId: made.id, orderItemId: l.orderItemId, quantity: l.quantity })),
        );
      if (pictures.length > 0)
        await tx
          .insert(returnPictures)
          .values(pictures.map((image, sort) => ({ returnId: made.id, image, sort })));
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        partId: part.id,
        deliveryStatus: part.deliveryStatus,
        event: "return_requested",
        note: reason,
        changedBy: owner.userId ?? null,
      });
      const mail: ReturnMailData = {
        step: "requested",
        email: order.email,
        name: order.address.name,
        lang: order.lang,
        partCode: partCode(order.trackingCode, part.number),
        trackingCode: order.trackingCode,
        lines: input.lines.map((l) => ({
          title: items.find((i) => i.id === l.orderItemId)?.title ?? "",
          quantity: l.quantity,
        })),
      };
      return { id: made.id, mail };
    });
    sendReturnMail(made.mail);
    const [view] = await returnViews(db, [made.id]);
    return view as ReturnView;
  } catch (error) {
    for (const url of pictures) await removeUpload(url, uploadsDir);
    throw error;
  }
}

export interface ReturnablePart {
  part_id: number;
  /** Until when its lines may be asked back; null when the part cannot be returned (not delivered). */
  returnable_until: string | null;
  lines: {
    order_item_id: number;
    title: string;
    variant: string | null;
    image: string | null;
    quantity: number;
    /** Units still possible to ask back. */
    returnable: number;
  }[];
}

/** order/returns/{id}: what the owner of the order may still return, and the returns asked so far. */
export async function orderReturns(
  ctx: RequestContext,
  orderId: number,
): Promise<{ return_days: number; parts: ReturnablePart[]; returns: ReturnView[] }> {
  const db = await dbOf(ctx);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(ownerOf(ctx), orders)));
  if (!order) throw notFound("order");
  const days = await returnDays(db);
  const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, order.id));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const asked = await unitsAskedBack(
    db,
    items.map((i) => i.id),
  );
  const ids = await db.select({ id: returns.id }).from(returns).where(eq(returns.orderId, order.id));
  const now = Date.now();
  return {
    return_days: days,
    parts: parts
      .sort((a, b) => a.number - b.number)
      .map((part) => {
        const until = order.cancelled ? null : returnableUntil(part, days);
        const open = until !== null && until.getTime() >= now;
        return {
          part_id: part.id,
          returnable_until: open ? until.toISOString() : null,
          lines: items
            .filter((i) => i.partId === part.id)
            .map((i) => ({
              order_item_id: i.id,
              title: i.title,
              variant: i.variant,
              image: i.image,
              quantity: i.quantity,
              returnable: open ? Math.max(0, i.quantity - (asked.get(i.id) ?? 0)) : 0,
            })),
        };
      }),
    returns: await returnViews(
      db,
      ids.map((r) => r.id),
    ),
  };
}
