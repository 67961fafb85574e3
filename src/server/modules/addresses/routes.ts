import { createRoute, z } from "@hono/zod-openapi";
import { deleteAddress, listAddresses, saveAddress } from "./address.service.ts";
import { withGuestToken } from "../accounts/index.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { needsPostcode } from "../../../lib/postcodes.ts";
import {
  emailField,
  idField,
  languageHeaders,
  phoneField,
  userTokenField,
} from "../../platform/api/validation.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

const AddressSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string().openapi({ description: "Country code (countries.code)", example: "AF" }),
    state: z.string().openapi({ description: "State code (states.code)", example: "BDS" }),
    country_name: z.string(),
    state_name: z.string(),
    city: z.string(),
    zipCode: z.string(),
    address: z.string(),
    address2: z.string().nullable(),
    is_default: z.boolean(),
  })
  .openapi("Address");

const AddressBody = z
  .object({
    user_token: userTokenField,
    id: idField.optional().openapi({ description: "Update this address; absent = add" }),
    name: text(100),
    email: emailField,
    phone: phoneField,
    country: text(3),
    state: text(10),
    city: text(100),
    zipCode: z.string().trim().max(20).default("").openapi({
      description: "Required unless the country has no postcodes (the United Arab Emirates, Qatar…)",
    }),
    address: text(255),
    address2: z.string().trim().max(255).nullish(),
  })
  .superRefine((body, context) => {
    if (needsPostcode(body.country) && !body.zipCode) {
      context.addIssue({ code: "custom", path: ["zipCode"], message: "validation.required" });
    }
  });

const all = createRoute({
  method: "get",
  path: "/user/address/all",
  tags: ["Address"],
  summary: "The address book of the signed-in user or the guest token, newest first",
  request: { query: z.object({ user_token: userTokenField }), headers: languageHeaders },
  responses: { 200: success(z.array(AddressSchema), "Addresses"), ...failures(401, 422, 500) },
});

const action = createRoute({
  method: "post",
  path: "/user/address/action",
  tags: ["Address"],
  summary: "Add an address, or update it when id is given",
  request: { body: jsonBody(AddressBody), headers: languageHeaders },
  responses: { 200: success(AddressSchema, "The saved address"), ...failures(401, 404, 422, 500) },
});

const remove = createRoute({
  method: "delete",
  path: "/user/address/delete/{id}",
  tags: ["Address"],
  summary: "Delete an address",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ user_token: userTokenField }),
    headers: languageHeaders,
  },
  responses: {
    200: success(z.object({ id: z.number().int() }), "The deleted id"),
    ...failures(401, 404, 422, 500),
  },
});

export function addressRoutes(app: ApiApp): void {
  app.openapi(all, async (c) =>
    ok(c, await listAddresses(withGuestToken(c.var.ctx, c.req.valid("query").user_token))),
  );
  app.openapi(action, async (c) => {
    const { user_token, ...input } = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, user_token);
    return ok(c, await saveAddress(ctx, input), translate({ key: "shop.address_saved" }, ctx.lang));
  });
  app.openapi(remove, async (c) => {
    const ctx = withGuestToken(c.var.ctx, c.req.valid("query").user_token);
    const { id } = c.req.valid("param");
    await deleteAddress(ctx, id);
    return ok(c, { id }, translate({ key: "shop.address_deleted" }, ctx.lang));
  });
}
