import { createRoute, z } from "@hono/zod-openapi";
import {
  buyNow,
  cartCount,
  changeSelection,
  deleteLine,
  getCart,
  putInCartCounted,
  setLineQuantity,
  updateShipping,
} from "./cart.service.ts";
import { withGuestToken } from "../accounts/index.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { idField, languageHeaders, quantityField, userTokenField } from "../../platform/api/validation.ts";

const Money = z.number().int().openapi({ description: "Minor units (cents)" });

const Option = z.object({
  type: z.number().int().openapi({ description: "1 location, 2 pickup" }),
  id: z.number().int().openapi({ description: "shipping place id (location) or pickup point id" }),
  label: z.string(),
  address: z.string().nullable(),
  price_type: z.number().int().openapi({ description: "1 flat, 2 percent" }),
  price: z.number().int(),
  single_price: z.boolean(),
});

const CartSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        quantity: z.number().int(),
        selected: z.number().int().openapi({ description: "1 selected, 2 unselected" }),
        product: z.object({
          id: z.number().int(),
          title: z.string(),
          slug: z.string(),
          image: z.string().nullable(),
          selling: Money,
          offered: Money,
          price: Money.openapi({ description: "Unit price now (variant, flash, offered or selling)" }),
          stock: z.number().int(),
          free_shipping: z.boolean(),
          store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
          inventory: z.object({ id: z.number().int(), variant: z.string().nullable() }).nullable(),
        }),
        bundle_deal: z.object({ buy: z.number().int(), free: z.number().int() }).nullable(),
        free_quantity: z.number().int(),
        goods: Money,
        shippable: z.boolean().nullable().openapi({ description: "null while no address is known" }),
        shipping_message: z.string().nullable(),
        source: z
          .object({
            type: z.number().int(),
            id: z.number().int(),
            label: z.string(),
            address: z.string().nullable(),
            cost: Money,
          })
          .nullable(),
      }),
    ),
    count: z.number().int().openapi({ description: "Sum of quantities (header badge)" }),
    address: z.object({ id: z.number().int() }).passthrough().nullable(),
    stores: z.array(
      z.object({
        store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
        options: z.array(Option),
      }),
    ),
    summary: z.object({ subtotal: Money, bundle_savings: Money, shipping_cost: Money, total: Money }),
  })
  .openapi("Cart");

const Count = z.object({ id: z.number().int().optional(), count: z.number().int() });

const byUser = createRoute({
  method: "get",
  path: "/cart/by-user",
  tags: ["Cart"],
  summary: "The cart of the signed-in user or of a guest's user_token",
  request: {
    query: z.object({ user_token: userTokenField, address_id: idField.optional() }),
    headers: languageHeaders,
  },
  responses: {
    200: success(CartSchema, "Lines, shipping per store and totals over selected lines"),
    ...failures(401, 404, 422, 500),
  },
});

const AddBody = z.object({
  user_token: userTokenField,
  product_id: idField,
  inventory_id: idField.nullish(),
  quantity: quantityField,
  id: idField.optional().openapi({ description: "A cart line: set its quantity instead of adding" }),
});

const action = createRoute({
  method: "post",
  path: "/cart/action",
  tags: ["Cart"],
  summary: "Add a product (raises the line's quantity) or set a line's quantity",
  request: { body: jsonBody(AddBody), headers: languageHeaders },
  responses: { 200: success(Count, "The line and the new cart count"), ...failures(401, 404, 409, 422, 500) },
});

const buyNowRoute = createRoute({
  method: "post",
  path: "/cart/buy-now",
  tags: ["Cart"],
  summary: "Put this product alone in the checkout selection",
  request: {
    body: jsonBody(AddBody.omit({ id: true })),
    headers: languageHeaders,
  },
  responses: { 200: success(Count, "The line and the new cart count"), ...failures(401, 404, 409, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/cart/delete/{id}",
  tags: ["Cart"],
  summary: "Delete a cart line",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ user_token: userTokenField }),
    headers: languageHeaders,
  },
  responses: { 200: success(Count, "The new cart count"), ...failures(401, 404, 422, 500) },
});

const change = createRoute({
  method: "post",
  path: "/cart/change",
  tags: ["Cart"],
  summary: "Select (checked) and unselect (unchecked) lines for checkout",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        checked: z.array(idField).max(500).default([]),
        unchecked: z.array(idField).max(500).default([]),
        isBundle: z
          .boolean()
          .optional()
          .openapi({ description: "Set when a line has a bundle deal (the cart is reloaded)" }),
        address_id: idField.optional(),
      }),
    ),
    headers: languageHeaders,
  },
  responses: { 200: success(CartSchema, "The cart after the change"), ...failures(401, 404, 422, 500) },
});

const shipping = createRoute({
  method: "post",
  path: "/cart/update-shipping",
  tags: ["Cart"],
  summary: "Choose a store's delivery: a location place or a pickup point",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        store_id: idField,
        shipping_type: z.union([z.literal(1), z.literal(2)]).openapi({ description: "1 location, 2 pickup" }),
        id: idField.openapi({ description: "shipping place id (type 1) or pickup point id (type 2)" }),
        address_id: idField.optional(),
      }),
    ),
    headers: languageHeaders,
  },
  responses: { 200: success(CartSchema, "The cart with the new shipping"), ...failures(401, 404, 422, 500) },
});

export function cartRoutes(app: ApiApp): void {
  app.openapi(byUser, async (c) => {
    const query = c.req.valid("query");
    return ok(c, await getCart(withGuestToken(c.var.ctx, query.user_token), query.address_id));
  });
  app.openapi(action, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    let line: { id: number; count: number };
    if (body.id !== undefined) {
      await setLineQuantity(ctx, body.id, body.quantity);
      line = { id: body.id, count: await cartCount(ctx) };
    } else {
      line = await putInCartCounted(ctx, {
        productId: body.product_id,
        inventoryId: body.inventory_id,
        quantity: body.quantity,
      });
    }
    return ok(c, line, translate({ key: "shop.added_to_cart" }, ctx.lang));
  });
  app.openapi(buyNowRoute, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    const id = await buyNow(ctx, {
      productId: body.product_id,
      inventoryId: body.inventory_id,
      quantity: body.quantity,
    });
    return ok(c, { id, count: await cartCount(ctx) });
  });
  app.openapi(remove, async (c) => {
    const ctx = withGuestToken(c.var.ctx, c.req.valid("query").user_token);
    await deleteLine(ctx, c.req.valid("param").id);
    return ok(c, { count: await cartCount(ctx) }, translate({ key: "shop.deleted" }, ctx.lang));
  });
  app.openapi(change, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    await changeSelection(ctx, body.checked, body.unchecked, body.address_id);
    return ok(c, await getCart(ctx, body.address_id));
  });
  app.openapi(shipping, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    await updateShipping(ctx, {
      storeId: body.store_id,
      shippingType: body.shipping_type,
      optionId: body.id,
      addressId: body.address_id,
    });
    return ok(c, await getCart(ctx, body.address_id));
  });
}
