import { and, eq } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { productSlugRedirects } from "../../platform/db/schema/index.ts";

/** Whether `slug` is one this product had before (its old address then answers 301 to the new one). */
export async function isFormerSlug(ctx: RequestContext, productId: number, slug: string): Promise<boolean> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ id: productSlugRedirects.id })
    .from(productSlugRedirects)
    .where(and(eq(productSlugRedirects.productId, productId), eq(productSlugRedirects.oldSlug, slug)))
    .limit(1);
  return row !== undefined;
}
