import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { languageHeaders } from "../../platform/api/validation.ts";
import { USER_ROLES } from "../../platform/db/schema/enums.ts";
import { CAPABILITIES, capabilitiesOf, consoleUser, storeOfOwner } from "./permissions.ts";

const ConsoleMeSchema = z
  .object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(USER_ROLES),
    }),
    store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    capabilities: z.array(z.enum(CAPABILITIES as [string, ...string[]])),
  })
  .openapi("ConsoleMe");

const me = createRoute({
  method: "get",
  path: "/console/me",
  security: signedIn,
  tags: ["Console"],
  summary: "Who is in the console: the person, their store (sellers) and what they may do",
  request: { headers: languageHeaders },
  responses: { 200: success(ConsoleMeSchema, "The console's caller"), ...failures(401, 403, 500) },
});

export function consoleAccountRoutes(app: ApiApp): void {
  app.openapi(me, async (c) => {
    const user = consoleUser(c.var.ctx);
    const store = user.role === "seller" ? await storeOfOwner(c.var.ctx, user.id) : null;
    // A seller whose store is not approved yet may do nothing in the console.
    const storeless = user.role === "seller" && !store;
    return ok(c, {
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      store,
      capabilities: storeless ? [] : capabilitiesOf(user.role),
    });
  });
}
