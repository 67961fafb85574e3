import { asc, eq } from "drizzle-orm";
import { isLang } from "../../../i18n/locales.ts";
import { translate } from "../../core/messages.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import {
  countries,
  inventories,
  orderItems,
  products,
  settings,
  siteSettings,
} from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import type { DocumentKind, PartDocument } from "../documents/index.ts";
import { partCode } from "../orders/index.ts";
import { reachablePart } from "./desk-part.ts";

/**
 * What one part's packing slip or invoice prints, for whoever may open the part (its store's
 * seller, an admin; anyone else finds no such part): its lines, its order, its store and the
 * shop's details, in the language the order was placed in.
 */
export async function partDocument(
  ctx: RequestContext,
  actor: ConsoleActor,
  partId: number,
  kind: DocumentKind,
): Promise<PartDocument> {
  const db = await dbOf(ctx);
  const { part, order, store } = await reachablePart(db, actor, partId);
  const lang = isLang(order.lang) ? order.lang : "en";
  const [lines, [shop], [site], [country]] = await Promise.all([
    db
      .select({
        title: orderItems.title,
        variant: orderItems.variant,
        sku: inventories.sku,
        productSku: products.sku,
        quantity: orderItems.quantity,
        freeQuantity: orderItems.freeQuantity,
        unitPrice: orderItems.unitPrice,
      })
      .from(orderItems)
      .leftJoin(inventories, eq(inventories.id, orderItems.inventoryId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.partId, part.id))
      .orderBy(asc(orderItems.id)),
    db.select().from(settings).where(eq(settings.id, 1)),
    db.select({ name: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1)),
    db.select({ name: countries.name }).from(countries).where(eq(countries.code, order.address.country)),
  ]);
  const to = order.address;
  return {
    kind,
    lang,
    shop: {
      name: site?.name ?? "Modest Marketplace",
      address: shop?.address ?? "",
      email: shop?.email ?? "",
      ...(shop?.phone ? { phone: shop.phone } : {}),
    },
    store: {
      name: store?.name ?? "—",
      address: store?.address ?? "",
      ...(store?.email ? { email: store.email } : {}),
      ...(store?.phone ? { phone: store.phone } : {}),
    },
    order: {
      code: order.trackingCode,
      placedAt: order.createdAt,
      partNumber: partCode(order.trackingCode, part.number),
      paymentMethod: translate({ key: `checkout.method.${order.paymentMethod}` }, lang),
      paid: part.paymentStatus === 1,
    },
    shipTo: {
      name: to.name,
      phone: to.phone,
      email: order.email,
      lines: [
        to.address,
        to.address2 ?? "",
        [to.zip_code, to.city].filter(Boolean).join(" "),
        to.state,
        country?.name ?? to.country,
      ].filter(Boolean),
    },
    lines: lines.map((line) => ({
      title: line.title,
      variant: line.variant,
      sku: line.sku ?? line.productSku ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.unitPrice * (line.quantity - line.freeQuantity),
    })),
    totals: {
      goods: part.goods,
      shipping: part.shippingCost,
      discount: part.discount,
      total: part.total,
      currency: order.currency,
    },
  };
}
