import type { Context } from "hono";
import type { AppError } from "../core/errors.ts";
import type { ApiApp, ApiEnv } from "../platform/api/app-type.ts";
import { refuseLargeBodies } from "./body-limit.ts";
import { refuseMalformedHost } from "./host.ts";
import { refuseDeepJson } from "./json-depth.ts";
import { routeMisses } from "./methods.ts";
import { markPersonalAnswers } from "./personal-answers.ts";

/**
 * The requests the server refuses before any route reads them, and the Cache-Control of answers
 * that depend on who asks (BUSINESS-RULES.md, "Requests the server refuses"). Mounted once, before
 * the routes; gives back what the app's not-found answer uses (405 with Allow, or 404).
 */
export function guardRequests(app: ApiApp): { routeMiss: (c: Context<ApiEnv>) => AppError } {
  const misses = routeMisses(app);
  app.use(markPersonalAnswers);
  app.use(misses.refuseUncarriedMethods);
  app.use(refuseMalformedHost);
  app.use(refuseLargeBodies);
  app.use(refuseDeepJson);
  return { routeMiss: misses.miss };
}
