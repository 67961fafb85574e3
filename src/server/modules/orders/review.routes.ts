import { createRoute, z } from "@hono/zod-openapi";
import { findReviews, REVIEW_IMAGES_MAX, saveReview } from "./review.service.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { translate } from "../../core/messages.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";

/** The reviewer's own review (the public one, without its order, is the catalogue's "Review"). */
const OwnReviewSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    product_id: z.number().int(),
    rating: z.number().int().openapi({ description: "1 to 5" }),
    comment: z.string().nullable(),
    images: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("OwnReview");

const file = z
  .instanceof(File)
  .openapi({ type: "string", format: "binary", description: "jpg or png, at most 1000 KB" });

const ReviewForm = z.object({
  order_id: idField,
  product_id: idField,
  rating: z.coerce
    .number()
    .int()
    .min(1, { error: "shop.rating_range" })
    .max(5, { error: "shop.rating_range" }),
  comment: z.string().trim().max(2000).optional(),
  images: z.union([file, z.array(file).max(5)]).optional(),
  "images[]": z.union([file, z.array(file).max(5)]).optional(),
});

const action = createRoute({
  method: "post",
  path: "/rating-review/action",
  security: signedIn,
  middleware: [uploadBodyLimit(REVIEW_IMAGES_MAX)] as const,
  tags: ["Reviews"],
  summary: "Review a product of a delivered order (once per order and product; sending again edits it)",
  request: {
    headers: languageHeaders,
    body: { content: { "multipart/form-data": { schema: ReviewForm } }, required: true },
  },
  responses: { 200: success(OwnReviewSchema, "The saved review"), ...failures(401, 403, 422, 500) },
});

const find = createRoute({
  method: "get",
  path: "/rating-review/find/{id}",
  security: signedIn,
  tags: ["Reviews"],
  summary: "The signed-in customer's reviews of an order (id = order id), optionally of one product",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ product_id: idField.optional() }),
    headers: languageHeaders,
  },
  responses: { 200: success(z.array(OwnReviewSchema), "Reviews"), ...failures(401, 422, 500) },
});

const asList = (value: File | File[] | undefined): File[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function reviewRoutes(app: ApiApp): void {
  app.openapi(action, async (c) => {
    const form = c.req.valid("form");
    const files = [...asList(form.images), ...asList(form["images[]"])].filter((f) => f.size > 0);
    const images = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
    const review = await saveReview(c.var.ctx, {
      orderId: form.order_id,
      productId: form.product_id,
      rating: form.rating,
      comment: form.comment,
      images,
    });
    return ok(c, review, translate({ key: "shop.review_saved" }, c.var.ctx.lang));
  });
  app.openapi(find, async (c) =>
    ok(c, await findReviews(c.var.ctx, c.req.valid("param").id, c.req.valid("query").product_id)),
  );
}
