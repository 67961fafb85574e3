import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { stores } from "../../platform/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createSession } from "../accounts/sessions.ts";
import { createProduct, createStore, createUser, userCtx } from "../../../testing/shop-fixtures.ts";
import { getStore } from "../stores/stores.service.ts";
import { getProductDetail } from "../catalog/product.service.ts";

let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface Answer {
  http: number;
  status: number;
  data: unknown;
  message: string;
}

async function signedInShopper() {
  const user = await createUser(database.db);
  return { user, token: await createSession(database.db, user.id) };
}

function caller(token?: string, language = "en") {
  return async (method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { "content-type": "application/json", Language: language };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await server.fetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { http: response.status, ...((await response.json()) as Omit<Answer, "http">) };
  };
}

const ids = (answer: Answer) => (answer.data as { id: number }[]).map((p) => p.id);

describe("wishlist", () => {
  it("a shopper adds a product, sees it, and the same action takes it out again", async () => {
    const store = await createStore(database.db);
    const scarf = await createProduct(database.db, store.id, { title: "Silk scarf" });
    const abaya = await createProduct(database.db, store.id);
    const call = caller((await signedInShopper()).token);

    expect(await call("POST", "/user/wishlist/action", { product_id: scarf.id })).toMatchObject({
      status: 200,
      data: true,
      message: "Product added to your wish list.",
    });
    await call("POST", "/user/wishlist/action", { product_id: abaya.id });
    const list = await call("GET", "/user/wishlist/all");
    expect(ids(list)).toEqual([abaya.id, scarf.id]);
    expect((list.data as { title: string }[])[1]?.title).toBe("Silk scarf");
    expect(ids(await call("POST", "/user/wishlist/all"))).toEqual([abaya.id, scarf.id]);

    expect(await call("POST", "/user/wishlist/action", { product_id: scarf.id })).toMatchObject({
      status: 200,
      data: false,
      message: "Product removed from your wish list.",
    });
    expect(ids(await call("GET", "/user/wishlist/all"))).toEqual([abaya.id]);
  });

  it("the product's wishlisted flag is 1 for the shopper who wishlisted it and null for anyone else", async () => {
    const store = await createStore(database.db);
    const product = await createProduct(database.db, store.id);
    const shopper = await signedInShopper();
    await caller(shopper.token)("POST", "/user/wishlist/action", { product_id: product.id });
    expect((await getProductDetail(userCtx(database.db, shopper.user), product.id))?.wishlisted).toBe(1);
    const other = await createUser(database.db);
    expect((await getProductDetail(userCtx(database.db, other), product.id))?.wishlisted).toBeNull();
    const guest = await (await server.fetch(`/api/v1/product/${product.id}`)).json();
    expect(guest.data.wishlisted).toBeNull();
  });

  it("answers in the shopper's language", async () => {
    const store = await createStore(database.db);
    const product = await createProduct(database.db, store.id);
    const call = caller((await signedInShopper()).token, "fr");
    expect(await call("POST", "/user/wishlist/action", { product_id: product.id })).toMatchObject({
      data: true,
      message: "Produit ajouté à votre liste d'envies.",
    });
  });

  it("an unknown product is not found and nothing is added", async () => {
    const call = caller((await signedInShopper()).token);
    expect(await call("POST", "/user/wishlist/action", { product_id: 999_999 })).toMatchObject({
      http: 404,
      status: 201,
      message: "Product not found.",
    });
    expect((await call("GET", "/user/wishlist/all")).data).toEqual([]);
    expect(await call("POST", "/user/wishlist/action", { product_id: "abc" })).toMatchObject({ status: 201 });
  });
});

describe("compare list", () => {
  it("shows attributes, price, rating and stock of each compared product; data false = removed", async () => {
    const store = await createStore(database.db);
    const first = await createProduct(database.db, store.id, {
      selling: 2500,
      stock: 4,
      title: "Linen abaya",
    });
    const second = await createProduct(database.db, store.id, { selling: 1800, offered: 1500, stock: 0 });
    const call = caller((await signedInShopper()).token);

    expect(await call("POST", "/user/compare-list/action", { product_id: first.id })).toMatchObject({
      status: 200,
      data: true,
      message: "Product added to your compared list.",
    });
    await call("POST", "/user/compare-list/action", { product_id: second.id });
    const list = await call("GET", "/user/compare-list/all");
    expect(list.data).toMatchObject([
      { id: second.id, current_price: 1500, previous_price: 1800, stock: 0, in_stock: false, attributes: [] },
      { id: first.id, title: "Linen abaya", current_price: 2500, stock: 4, in_stock: true, rating: 0 },
    ]);
    expect(await call("POST", "/user/compare-list/action", { product_id: second.id })).toMatchObject({
      data: false,
      message: "Product removed from your compared list.",
    });
    expect(ids(await call("GET", "/user/compare-list/all"))).toEqual([first.id]);
  });
});

describe("store follows", () => {
  it("a shopper follows a store, sees it in the following list and on the store page, then unfollows", async () => {
    const store = await createStore(database.db);
    const shopper = await signedInShopper();
    const call = caller(shopper.token);

    expect(await call("POST", "/user/store/follow", { store_id: store.id })).toMatchObject({
      status: 200,
      data: true,
      message: "You now follow this store.",
    });
    expect(await call("GET", "/user/store/following-list")).toMatchObject({
      data: [{ id: store.id, name: store.name, slug: store.slug }],
    });
    const page = await getStore(userCtx(database.db, shopper.user), store.slug);
    expect(page?.followed).toBe(true);

    expect(await call("POST", "/user/store/follow", { store_id: store.id })).toMatchObject({
      data: false,
      message: "You no longer follow this store.",
    });
    expect((await call("GET", "/user/store/following-list")).data).toEqual([]);
  });

  it("an unknown or unapproved store cannot be followed", async () => {
    const pending = await createStore(database.db);
    await database.db.update(stores).set({ approvalStatus: "pending" }).where(eq(stores.id, pending.id));
    const call = caller((await signedInShopper()).token);
    expect(await call("POST", "/user/store/follow", { store_id: 999_999 })).toMatchObject({
      status: 201,
      message: "Store not found.",
    });
    expect(await call("POST", "/user/store/follow", { store_id: pending.id })).toMatchObject({ status: 201 });
    expect((await call("GET", "/user/store/following-list")).data).toEqual([]);
  });
});

describe("lists belong to their owner", () => {
  it("another shopper never sees nor changes your wishlist, compare list or follows", async () => {
    const store = await createStore(database.db);
    const product = await createProduct(database.db, store.id);
    const mine = caller((await signedInShopper()).token);
    const theirs = caller((await signedInShopper()).token);

    await mine("POST", "/user/wishlist/action", { product_id: product.id });
    await mine("POST", "/user/compare-list/action", { product_id: product.id });
    await mine("POST", "/user/store/follow", { store_id: store.id });

    expect((await theirs("GET", "/user/wishlist/all")).data).toEqual([]);
    expect((await theirs("GET", "/user/compare-list/all")).data).toEqual([]);
    expect((await theirs("GET", "/user/store/following-list")).data).toEqual([]);

    // Their toggle adds to their own list; it does not take the product out of mine.
    expect((await theirs("POST", "/user/wishlist/action", { product_id: product.id })).data).toBe(true);
    expect((await theirs("POST", "/user/compare-list/action", { product_id: product.id })).data).toBe(true);
    expect((await theirs("POST", "/user/store/follow", { store_id: store.id })).data).toBe(true);

    expect(ids(await mine("GET", "/user/wishlist/all"))).toEqual([product.id]);
    expect(ids(await mine("GET", "/user/compare-list/all"))).toEqual([product.id]);
    expect(ids(await mine("GET", "/user/store/following-list"))).toEqual([store.id]);
  });

  it("a guest is refused every list call with body status 403", async () => {
    const store = await createStore(database.db);
    const product = await createProduct(database.db, store.id);
    const guest = caller();
    const calls: ["GET" | "POST", string, unknown?][] = [
      ["GET", "/user/wishlist/all"],
      ["POST", "/user/wishlist/all"],
      ["POST", "/user/wishlist/action", { product_id: product.id }],
      ["GET", "/user/compare-list/all"],
      ["POST", "/user/compare-list/action", { product_id: product.id }],
      ["POST", "/user/store/follow", { store_id: store.id }],
      ["GET", "/user/store/following-list"],
    ];
    for (const [method, path, body] of calls) {
      expect(await guest(method, path, body), path).toMatchObject({
        http: 401,
        status: 403,
        message: "Please sign in to continue.",
      });
    }
    expect(await caller("not-a-real-session")("GET", "/user/wishlist/all")).toMatchObject({ status: 403 });
  });
});
