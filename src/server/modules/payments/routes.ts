import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { publicGatewayInfo } from "./offered-methods.ts";

const paymentGatewayRoute = createRoute({
  method: "get",
  path: "/payment-gateway",
  tags: ["Public"],
  summary: "The payment methods offered at checkout, with their public keys only",
  description:
    "A method is offered when the shop switched it on and its keys are configured. An empty list means 'Currently no payment method is available'. Secret keys never leave the server.",
  request: { headers: languageHeaders },
  responses: {
    200: success(
      z.object({
        methods: z.array(
          z.object({
            id: z.number().int().openapi({ example: 2 }),
            name: z.string().openapi({ example: "Cash on delivery" }),
            image: z.string().nullable(),
            online: z.boolean(),
            publicKeys: z.record(z.string(), z.string()),
          }),
        ),
      }),
      "The offered methods",
    ),
    ...failures(500),
  },
});

export function paymentRoutes(app: ApiApp): void {
  app.openapi(paymentGatewayRoute, async (c) =>
    ok(c, await publicGatewayInfo(await dbOf(c.var.ctx), c.var.ctx.gateways)),
  );
}
