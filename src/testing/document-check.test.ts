import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failures, ok, success } from "../server/platform/api/envelope.ts";
import { startApiServer, type ApiTestServer } from "./server.ts";

let server: ApiTestServer;

const counted = createRoute({
  method: "get",
  path: "/test/counted/{kind}",
  request: { params: z.object({ kind: z.enum(["good", "wrong-body", "wrong-status"]) }) },
  responses: { 200: success(z.object({ count: z.number().int() }), "A count"), ...failures(422) },
});

beforeAll(async () => {
  server = await startApiServer({
    extend: (app) => {
      // The handler answers what the route does not declare, as a mistake in a route would.
      app.openapi(counted, ((c: Context) => {
        const kind = c.req.param("kind");
        if (kind === "wrong-status") return c.json({ status: 201, data: { form: ["x"] }, message: "x" }, 409);
        return ok(c, { count: kind === "good" ? 3 : null });
      }) as never);
      app.get("/test/undocumented", (c) => c.json({ anything: true }, 418));
    },
  });
});
afterAll(() => server?.close());

describe("the test client checks every API answer against the served document", () => {
  it("lets an answer the document describes through", async () => {
    const response = await server.fetch("/api/v1/test/counted/good");
    expect(await response.json()).toEqual({ status: 200, data: { count: 3 }, message: "" });
  });

  it("fails the test when a field holds null where the document says integer", async () => {
    await expect(server.fetch("/api/v1/test/counted/wrong-body")).rejects.toThrow(
      /body the API document does not describe[\s\S]*\/data\/count must be integer/,
    );
  });

  it("fails the test when the status is not one the operation lists", async () => {
    await expect(server.fetch("/api/v1/test/counted/wrong-status")).rejects.toThrow(
      /answered 409, which the API document does not list for getTestCountedByKind/,
    );
  });

  it("checks the answers the HTTP layer gives too (a refused parameter is a documented 422)", async () => {
    expect((await server.fetch("/api/v1/test/counted/nope")).status).toBe(422);
  });

  it("leaves paths the document does not describe alone", async () => {
    expect((await server.fetch("/api/v1/test/undocumented")).status).toBe(418);
    expect((await server.fetch("/api/v1/no/such/route")).status).toBe(404);
  });
});
