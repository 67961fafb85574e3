import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../i18n/resources.ts";
import { startApiServer, type ApiTestServer } from "../../testing/server.ts";
import { AppError } from "../core/errors.ts";

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiServer({
    extend: (app) => {
      app.get("/test/boom", () => {
        throw new Error("database password is hunter2");
      });
      app.get("/test/sold-out", () => {
        throw new AppError("conflict", "validation.quantity_max");
      });
      app.get("/test/missing", () => {
        throw new AppError("not_found", { key: "server.not_found", params: { type: "product" } });
      });
      app.get("/test/private", () => {
        throw new AppError("unauthenticated", "server.unauthenticated");
      });
    },
  });
});

afterAll(() => server.close());

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, { headers });
  return { http: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

describe("GET /api/v1/localization", () => {
  it("answers the success envelope with the UI strings of the language", async () => {
    const { http, body } = await call("/api/v1/localization?locale_code=fr");
    expect(http).toBe(200);
    expect(body).toEqual({ status: 200, data: expect.any(Object), message: "" });
    expect(body.data["validation.email"]).toBe(RESOURCES.fr["validation.email"]);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(Object.keys(RESOURCES.en)));
  });

  it("refuses an unknown locale with a 201 envelope, HTTP 422 and a message in the request's language", async () => {
    const { http, body } = await call("/api/v1/localization?locale_code=xx", { Language: "fr" });
    expect(http).toBe(422);
    expect(body).toEqual({
      status: 201,
      data: { form: ["Cette langue n'est pas prise en charge"] },
      message: "Cette langue n'est pas prise en charge",
    });
  });

  it("says a missing locale_code is required, in Arabic", async () => {
    const { http, body } = await call("/api/v1/localization", { Language: "ar" });
    expect(http).toBe(422);
    expect(body.status).toBe(201);
    expect(body.message).toBe("رمز اللغة مطلوب");
  });
});

describe("GET /api/v1/common validation", () => {
  it("refuses an unsupported language parameter in Arabic when the Language header asks for Arabic", async () => {
    const { http, body } = await call("/api/v1/common?language=xx", { Language: "ar" });
    expect(http).toBe(422);
    expect(body).toEqual({
      status: 201,
      data: { form: ["هذه اللغة غير مدعومة"] },
      message: "هذه اللغة غير مدعومة",
    });
  });
});

describe("errors", () => {
  it("answers an unknown /api/v1 path with a 404 envelope in the request's language", async () => {
    const { http, body } = await call("/api/v1/no-such-call", { "Accept-Language": "tr-TR,tr;q=0.9" });
    expect(http).toBe(404);
    expect(body).toEqual({
      status: 404,
      data: { form: ["Bu sayfa bulunamadı"] },
      message: "Bu sayfa bulunamadı",
    });
  });

  it("answers an unexpected error with a generic 500 envelope, leaks no detail and logs the stack", async () => {
    const response = await server.fetch("/api/v1/test/boom?lang=hi");
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      status: 500,
      data: { form: ["कुछ गलत हो गया"] },
      message: "कुछ गलत हो गया",
    });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("at ");
    const logged = server.logs.find((line) => line.msg === "unexpected error");
    expect((logged?.err as { stack?: string })?.stack).toContain("hunter2");
  });

  it("maps a business failure to HTTP 409 and body status 201", async () => {
    const { http, body } = await call("/api/v1/test/sold-out");
    expect(http).toBe(409);
    expect(body).toEqual({
      status: 201,
      data: { form: ["Maximum quantity exceeds."] },
      message: "Maximum quantity exceeds.",
    });
  });

  it("answers an unknown id with 201 and a translated not-found message", async () => {
    const { http, body } = await call("/api/v1/test/missing", { Language: "fr" });
    expect(http).toBe(404);
    expect(body).toEqual({
      status: 201,
      data: { form: ["Produit introuvable."] },
      message: "Produit introuvable.",
    });
  });

  it("answers a call that needs a signed-in user with body status 403 and HTTP 401", async () => {
    const { http, body } = await call("/api/v1/test/private");
    expect(http).toBe(401);
    expect(body.status).toBe(403);
  });
});

describe("request log", () => {
  it("writes one line per request with method, path, status, time and language", async () => {
    await call("/api/v1/localization?locale_code=en", { Language: "tr" });
    const line = server.logs.findLast((l) => l.msg === "request" && l.path === "/api/v1/localization");
    expect(line).toMatchObject({ method: "GET", status: 200, lang: "tr", level: 30 });
    expect(typeof line?.ms).toBe("number");
  });
});

describe("OpenAPI", () => {
  it("documents every route of the app in an OpenAPI 3.1 document", async () => {
    const { http, body } = await call("/api/v1/openapi.json");
    expect(http).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    const served = server.app.routes
      .filter((r) => r.method !== "ALL" && !/\/(openapi\.json|reference|test\/.*)$/.test(r.path))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.entries(body.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(served)].sort());
    expect(documented).toEqual(expect.arrayContaining(["get /api/v1/common", "get /api/v1/localization"]));
    expect(body.paths["/api/v1/common"].get.responses).toHaveProperty("422");
    expect(body.components.schemas).toHaveProperty("CommonData");
  });

  it("serves a browsable reference page", async () => {
    const response = await server.fetch("/api/v1/reference");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("/api/v1/openapi.json");
  });
});
