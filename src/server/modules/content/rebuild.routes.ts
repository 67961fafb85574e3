import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { latestRebuild, startRebuild } from "./rebuild-job.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;

const Job = z
  .object({
    id: z.number().int(),
    status: z.enum(["running", "done", "interrupted"]),
    total: z.number().int().openapi({ description: "Pages to render" }),
    done: z.number().int().openapi({ description: "Pages rendered so far" }),
    errors: z.array(z.object({ url: z.string(), status: z.number().int() })),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    seconds: z.number().openapi({ description: "Time taken so far, or in all once ended" }),
  })
  .openapi("RebuildJob");

const path = "/console/content/rebuild";
const routes = {
  latest: createRoute({
    ...inConsole,
    method: "get",
    path,
    summary: 'The latest "Rebuild all" job: its progress, or its report (pages, time, failed addresses)',
    request: { headers },
    responses: {
      200: success(Job.nullable(), "The job, or null before the first"),
      ...failures(401, 403, 500),
    },
  }),
  start: createRoute({
    ...inConsole,
    method: "post",
    path,
    summary: "Re-render every public page in every language into the cache, or join the job already running",
    request: { headers },
    responses: {
      200: success(z.object({ job: Job, joined: z.boolean() }), "The job started, or the one running"),
      ...failures(401, 403, 409, 500),
    },
  }),
};

export function rebuildRoutes(app: ApiApp): void {
  app.openapi(routes.latest, async (c) => {
    await consoleActor(c.var.ctx, "pages.publish");
    return ok(c, await latestRebuild(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.start, async (c) => {
    const actor = await consoleActor(c.var.ctx, "pages.publish");
    return ok(c, await startRebuild(c.var.ctx, actor));
  });
}
