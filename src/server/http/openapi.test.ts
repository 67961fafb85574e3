/**
 * The API document tells clients (the typed browser client, outside tools) what they may send and
 * what comes back. Every API test already checks its answers against it (src/testing/server.ts);
 * these tests cover what the document itself promises.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../testing/server.ts";
import { ADDRESS, createPlaces, createProduct, createStore } from "../../testing/shop-fixtures.ts";
import { emailField } from "../platform/api/validation.ts";

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  security: object[];
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
interface Document {
  servers: { url: string }[];
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Schema>; schemas: Record<string, Schema> };
}

let database: TestDatabase;
let server: ApiTestServer;
let doc: Document;

beforeAll(async () => {
  database = await createTestDatabase();
  await createPlaces(database.db);
  server = await startApiServer({ db: database.db });
  doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as Document;
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

function patternsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => patternsOf(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "pattern" && typeof value === "string") found.push(value);
      else patternsOf(value, found);
    }
  }
  return found;
}

describe("the API document", () => {
  it("names its server, licence and sign-in schemes, and gives each operation its own id and sign-in rule", () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.components.securitySchemes).toMatchObject({
      bearer: { type: "http", scheme: "bearer" },
      sessionCookie: { type: "apiKey", in: "cookie", name: "frontend_token" },
    });
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(60);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/v1/order/by-user"]?.post?.operationId).toBe("postOrderByUser");
    expect(doc.paths["/api/v1/store/{slug}"]?.get?.operationId).toBe("getStoreBySlug");
    for (const { operation } of operations()) expect(operation.security.length).toBeGreaterThan(0);
  });

  it("a slug in any script matches the document's slug pattern, and no pattern carries a JavaScript flag", () => {
    const slug = doc.paths["/api/v1/store/{slug}"]?.get?.parameters?.find((p) => p.name === "slug")?.schema;
    const pattern = new RegExp(slug?.pattern as string, "u");
    for (const example of ["noor-atelier", "متجر-نور", "नूर_स्टोर", "atölye-2"])
      expect(example).toMatch(pattern);
    expect("noor atelier").not.toMatch(pattern);
    for (const source of patternsOf(doc)) {
      expect(source).not.toMatch(/\/[dgimsuvy]+$/);
      expect(() => new RegExp(source, "u")).not.toThrow();
    }
  });

  it("marks every JSON request body required, so a request sent without one is still checked by its schema", () => {
    const bodies = operations().filter(({ operation }) => operation.requestBody?.content["application/json"]);
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.filter(({ operation }) => !operation.requestBody?.required).map((b) => b.path)).toEqual([]);
  });

  it("describes e-mail addresses as the server checks them: what its pattern admits is accepted, and nothing else", () => {
    const schema = doc.paths["/api/v1/user/signin"]?.post?.requestBody?.content["application/json"]?.schema;
    const ref = (schema?.$ref as string | undefined)?.split("/").at(-1);
    const body = ref ? doc.components.schemas[ref] : schema;
    const email = (body?.properties as Record<string, Schema>).email;
    const matches = new Ajv2020({ strict: false }).compile({ ...email, format: undefined });
    for (const address of [
      "ayesha@example.com",
      "a.b+c@mail.example.co",
      "x@example",
      '"quoted"@example.com',
      "a..b@example.com",
      "ünï@example.com",
      "o'neil@example.ie",
      "@example.com",
    ]) {
      expect(matches(address), address).toBe(emailField.safeParse(address).success);
    }
  });
});

describe("answers the document lists", () => {
  const post = (path: string, body: unknown) =>
    server.fetch(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a list takes any page number the document allows, and refuses the next one", async () => {
    const page = doc.paths["/api/v1/store"]?.get?.parameters?.find((p) => p.name === "page")?.schema;
    const last = page?.maximum as number;
    expect(last).toBeGreaterThan(1000);
    const far = await server.fetch(`/api/v1/store?page=${last}`);
    expect(far.status).toBe(200);
    expect((await far.json()).data).toMatchObject({ current_page: last, data: [], from: null });
    expect((await server.fetch(`/api/v1/store?page=${last + 1}`)).status).toBe(422);
  });

  it("an optional filter is absent or empty, never null: the document says so and the server takes it", async () => {
    const nullable = operations().flatMap(({ path, operation }) =>
      (operation.parameters ?? [])
        .filter(
          (p) => JSON.stringify(p.schema).includes('"null"') || (p.schema.enum as unknown[])?.includes(null),
        )
        .map((p) => `${path} ${p.name}`),
    );
    expect(nullable).toEqual([]);
    const response = await server.fetch("/api/v1/products?orderBy=&orderByType=&shipping=&q=");
    expect(response.status).toBe(200);
  });

  it("choosing lines or shipping with an address that is not yours answers 404", async () => {
    const store = await createStore(database.db);
    const product = await createProduct(database.db, store.id);
    const token = "docguest000000001";
    await post("/cart/action", { user_token: token, product_id: product.id, quantity: 1 });
    const other = await post("/user/address/action", { ...ADDRESS, user_token: "docguest000000002" });
    const addressId = (await other.json()).data.id as number;
    expect((await post("/cart/change", { user_token: token, address_id: addressId })).status).toBe(404);
    const shipping = await post("/cart/update-shipping", {
      user_token: token,
      store_id: store.id,
      shipping_type: 1,
      id: 1,
      address_id: addressId,
    });
    expect(shipping.status).toBe(404);
  });

  it("social sign-in with a provider the shop does not know answers 422", async () => {
    const response = await server.fetch("/api/v1/user/social-login/redirect/myspace", { redirect: "manual" });
    expect(response.status).toBe(422);
  });
});
