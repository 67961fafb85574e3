/**
 * Fresh targets for the console's people, reviews, messages and newsletter tests: each call makes
 * its own row, so every allowed call of the console matrix finds the state its action needs.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../server/platform/db/client.ts";
import {
  contactMessages,
  newsletterSubscribers,
  orderParts,
  reviews,
} from "../server/platform/db/schema/index.ts";
import type { UserRole } from "../server/platform/db/schema/enums.ts";
import { freshPart } from "./order-fixtures.ts";
import { createUser } from "./shop-fixtures.ts";

const tag = () => randomBytes(4).toString("hex");

export async function freshPerson(db: Db, role: UserRole = "customer") {
  return createUser(db, role);
}

/** A shown review of `productId` by a new customer, from a new order of the product's store. */
export async function freshReview(
  db: Db,
  product: { storeId: number; productId: number },
  options: { rating?: number; comment?: string } = {},
) {
  const reviewer = await createUser(db);
  const partId = await freshPart(db, product.storeId, product.productId);
  const [part] = await db
    .select({ orderId: orderParts.orderId })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  const [row] = await db
    .insert(reviews)
    .values({
      userId: reviewer.id,
      productId: product.productId,
      orderId: (part as { orderId: number }).orderId,
      rating: options.rating ?? 5,
      comment: options.comment ?? `Lovely fabric ${tag()}`,
    })
    .returning();
  return row as typeof reviews.$inferSelect;
}

export async function freshContactMessage(db: Db) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Mariam",
      email: `m-${tag()}@example.test`,
      subject: "Sizes",
      message: "Is M true to size?",
    })
    .returning();
  return row as typeof contactMessages.$inferSelect;
}

export async function freshSubscriber(db: Db, lang = "en") {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email: `news-${tag()}@example.test`, lang })
    .returning();
  return row as typeof newsletterSubscribers.$inferSelect;
}
