import { createRoute, z } from "@hono/zod-openapi";
import { applyAsSeller, verifySeller } from "./sellers.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { emailField, languageHeaders, passwordField, phoneField } from "../../platform/api/validation.ts";
import { alreadyVerifiedResponse, claimOf, codeField, keepClaim, nameField } from "./auth.routes.ts";

const SellerSignUpBody = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    password: passwordField.optional(),
    password_confirmation: z.string().max(200).optional(),
    store_name: z.string().trim().min(1).max(120),
    phone: phoneField,
    address: z.string().trim().max(500).optional(),
    message: z.string().trim().max(2000).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: "validation.password_mismatch",
  })
  .openapi("SellerSignUp");

const routes = {
  signup: createRoute({
    method: "post",
    path: "/seller/signup",
    tags: ["Auth"],
    summary:
      "Apply to sell: a visitor gets an account and an e-mailed code; a signed-in user applies at once",
    description: "Only while the setting vendor_registration is on. The shop approves the application later.",
    request: {
      headers: languageHeaders,
      body: jsonBody(SellerSignUpBody),
    },
    responses: {
      200: success(z.object({ email: z.string(), needs_code: z.boolean() }), "Application received"),
      ...failures(403, 409, 422, 429, 500),
    },
  }),
  verify: createRoute({
    method: "post",
    path: "/seller/verify",
    tags: ["Auth"],
    summary:
      "Verify the seller's e-mail with the code and this browser's claim; the application then waits for approval",
    request: {
      headers: languageHeaders,
      body: jsonBody(z.object({ email: emailField, code: codeField })),
    },
    responses: {
      200: success(
        z.object({ email: z.string(), already_verified: z.literal(true).optional() }),
        "Verified (already_verified: only to the browser that signed up, sign in)",
      ),
      ...failures(422, 429, 500),
    },
  }),
};

export function sellerRoutes(app: ApiApp): void {
  app.openapi(routes.signup, async (c) => {
    const body = c.req.valid("json");
    const result = await applyAsSeller(c.var.ctx, {
      name: body.name,
      email: body.email,
      password: body.password,
      storeName: body.store_name,
      phone: body.phone,
      address: body.address,
      message: body.message,
    });
    if (result.claim) keepClaim(c, result.claim);
    const message = result.needsCode ? "account.code_sent" : "account.seller_received";
    return ok(
      c,
      { email: result.email, needs_code: result.needsCode },
      translate({ key: message }, c.var.ctx.lang),
    );
  });
  app.openapi(routes.verify, async (c) => {
    const body = c.req.valid("json");
    const user = await verifySeller(c.var.ctx, { ...body, claim: claimOf(c) });
    if (!user) return alreadyVerifiedResponse(c, body.email);
    return ok(c, { email: user.email }, translate({ key: "account.seller_received" }, c.var.ctx.lang));
  });
}
