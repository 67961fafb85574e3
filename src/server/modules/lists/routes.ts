import { createRoute, z } from "@hono/zod-openapi";
import {
  listCompared,
  listFollowedStores,
  listWishlist,
  toggleCompare,
  toggleFollow,
  toggleWishlist,
} from "./lists.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { translate } from "../../core/messages.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { ProductTileSchema } from "../catalog/index.ts";

const ProductBody = z.object({
  product_id: idField.openapi({ description: "The product to add or remove" }),
});
const StoreBody = z.object({ store_id: idField.openapi({ description: "The store to follow or unfollow" }) });

const toggled = z
  .boolean()
  .openapi({ description: "true = now on the list / followed, false = removed / unfollowed" });

const CompareItemSchema = ProductTileSchema.extend({
  stock: z.number().int().openapi({ description: "Units on hand (the product's, or summed over variants)" }),
  brand: z.string().nullable(),
  category: z.string(),
  store: z.object({ name: z.string(), slug: z.string() }),
  attributes: z.array(z.object({ title: z.string(), values: z.array(z.string()) })),
}).openapi("CompareItem");

const FollowedStoreSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    member_since: z.string().openapi({ description: "ISO 8601" }),
  })
  .openapi("FollowedStore");

const signedInOnly = "Signed-in users only: a guest gets body status 403.";
const jsonRequest = <T extends z.ZodType>(schema: T) => ({
  body: jsonBody(schema),
  headers: languageHeaders,
});

const wishlistAll = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/user/wishlist/all",
    security: signedIn,
    tags: ["Wishlist, compare, stores"],
    summary: "The signed-in user's wishlist as product cards, newest first",
    description: signedInOnly,
    request: { headers: languageHeaders },
    responses: { 200: success(z.array(ProductTileSchema), "Wishlisted products"), ...failures(401, 500) },
  });

const wishlistAction = createRoute({
  method: "post",
  path: "/user/wishlist/action",
  security: signedIn,
  tags: ["Wishlist, compare, stores"],
  summary: "Add the product to the wishlist, or remove it when it is there (data false = removed)",
  description: `${signedInOnly} An unknown or hidden product answers body status 201.`,
  request: jsonRequest(ProductBody),
  responses: {
    200: success(toggled, "The new state; message is shown as a toast"),
    ...failures(401, 404, 422, 500),
  },
});

const compareAll = createRoute({
  method: "get",
  path: "/user/compare-list/all",
  security: signedIn,
  tags: ["Wishlist, compare, stores"],
  summary: "The compare list with attributes, price, rating and stock for the side-by-side table",
  description: signedInOnly,
  request: { headers: languageHeaders },
  responses: { 200: success(z.array(CompareItemSchema), "Compared products"), ...failures(401, 500) },
});

const compareAction = createRoute({
  method: "post",
  path: "/user/compare-list/action",
  security: signedIn,
  tags: ["Wishlist, compare, stores"],
  summary: "Add the product to the compare list, or remove it when it is there (data false = removed)",
  description: `${signedInOnly} An unknown or hidden product answers body status 201.`,
  request: jsonRequest(ProductBody),
  responses: {
    200: success(toggled, "The new state; message is shown as a toast"),
    ...failures(401, 404, 422, 500),
  },
});

const follow = createRoute({
  method: "post",
  path: "/user/store/follow",
  security: signedIn,
  tags: ["Wishlist, compare, stores"],
  summary: "Follow the store, or unfollow it when followed (data false = unfollowed)",
  description: `${signedInOnly} An unknown or unlisted store answers body status 201.`,
  request: jsonRequest(StoreBody),
  responses: {
    200: success(toggled, "The new state; message is shown as a toast"),
    ...failures(401, 404, 422, 500),
  },
});

const followingList = createRoute({
  method: "get",
  path: "/user/store/following-list",
  security: signedIn,
  tags: ["Wishlist, compare, stores"],
  summary: "Listed stores the signed-in user follows, most recent first",
  description: signedInOnly,
  request: { headers: languageHeaders },
  responses: { 200: success(z.array(FollowedStoreSchema), "Followed stores"), ...failures(401, 500) },
});

export function listRoutes(app: ApiApp): void {
  for (const method of ["get", "post"] as const) {
    app.openapi(wishlistAll(method), async (c) => ok(c, await listWishlist(c.var.ctx)));
  }
  app.openapi(wishlistAction, async (c) => {
    const ctx = c.var.ctx;
    const on = await toggleWishlist(ctx, c.req.valid("json").product_id);
    return ok(c, on, translate({ key: on ? "lists.wishlist_added" : "lists.wishlist_removed" }, ctx.lang));
  });
  app.openapi(compareAll, async (c) => ok(c, await listCompared(c.var.ctx)));
  app.openapi(compareAction, async (c) => {
    const ctx = c.var.ctx;
    const on = await toggleCompare(ctx, c.req.valid("json").product_id);
    return ok(c, on, translate({ key: on ? "lists.compare_added" : "lists.compare_removed" }, ctx.lang));
  });
  app.openapi(follow, async (c) => {
    const ctx = c.var.ctx;
    const on = await toggleFollow(ctx, c.req.valid("json").store_id);
    return ok(c, on, translate({ key: on ? "lists.followed" : "lists.unfollowed" }, ctx.lang));
  });
  app.openapi(followingList, async (c) => ok(c, await listFollowedStores(c.var.ctx)));
}
