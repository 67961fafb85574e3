import { mkdtempSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAddress } from "../modules/addresses/address.service.ts";
import { putInCart } from "../modules/cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVariantProduct,
  guestCtx,
} from "../../testing/shop-fixtures.ts";
import { listProducts } from "../modules/catalog/listing.ts";
import type { RequestContext } from "../platform/context.ts";
import type { CatalogChange } from "../cache/catalog-version.ts";
import { nextChange, settled } from "../../testing/catalog-changes.ts";
import {
  flashSaleProducts,
  flashSales,
  inventories,
  paymentMethods,
  products,
  reviews,
  stores,
} from "../platform/db/schema/index.ts";
import { createApp } from "../http/app.ts";
import { configureMail } from "../platform/mail/mailer.ts";
import { cancelOrder } from "../modules/orders/order.service.ts";
import { placeOrder } from "../modules/orders/place-order.ts";
import { getProductDetail } from "../modules/catalog/product.service.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "../../testing/server.ts";
import { catalogChangeOf, listenForCatalogChanges } from "../cache/catalog-listener.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { createShopHandler } from "./shop-handler.ts";
import { cachedGet } from "../../testing/cached-shop.ts";

let database: TestDatabase;
let server: TestServer;
let stopListening: () => Promise<void>;
let shop: ReturnType<typeof createShopHandler>;
const cache = new RenderCache(8 * 1024 * 1024);
const COD = 2;
/** Runs in the middle of the next product page's render (a change arriving while it renders). */
let duringRender: (() => Promise<void>) | undefined;

type Product = { id: number; stock: number };
let scarf: Product;
let shawl: Product;
let hijab: Product;

const ctxOf = (): RequestContext => ({ lang: "en", dir: "ltr", db: database.db });

/**
 * Catalogue pages rendered from the real reads: a product page (/p/product/{id}) shows its units
 * on hand; the listing (/all/shop, ?sort=sold for best sellers first) shows each card's title and
 * whether it is in stock.
 */
async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://shop.test");
  const id = /\/product\/(\d+)$/.exec(url.pathname)?.[1];
  let body: string;
  if (id) {
    const product = await getProductDetail(ctxOf(), Number(id));
    const pending = duringRender;
    duringRender = undefined;
    await pending?.();
    body = product ? `<p>${product.title}: ${product.stock} left</p>` : "";
  } else {
    const page = await listProducts(ctxOf(), {
      orderBy: url.searchParams.get("sort") === "sold" ? "sold_count" : undefined,
      perPage: 100,
    });
    body = page.data
      .map((card) => `<li>${card.title}: ${card.in_stock ? "in stock" : "out of stock"}</li>`)
      .join("");
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html><body>${body}</body></html>`);
}

const get = (path: string) => cachedGet(server, path);

const pageOf = (product: Product) => `/p/product/${product.id}`;
const apiOf = (product: Product) => `/api/v1/product/${product.id}`;

/** Runs `write` and waits until its notice has reached this process (within a second). */
async function heard(write: () => Promise<unknown>): Promise<CatalogChange> {
  await settled(database.db);
  const change = nextChange();
  await write();
  return Promise.race([
    change,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no notice within 1 s")), 1000)),
  ]);
}

/** A guest's order of `quantity` units of `productId`, cash on delivery. */
async function order(productId: number, quantity = 1, inventoryId?: number) {
  const ctx = guestCtx(database.db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId, quantity, inventoryId });
  const placed = await placeOrder(ctx, { paymentMethod: COD });
  return { ctx, id: placed.id };
}

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "stock-invalidation-outbox-")) });
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values([{ id: COD, name: "Cash on delivery", enabled: true }]);
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  scarf = await createProduct(db, store.id, { stock: 5, title: "Silk scarf" });
  shawl = await createProduct(db, store.id, { stock: 5, title: "Wool shawl" });
  hijab = await createProduct(db, store.id, { stock: 1, title: "Jersey hijab" });
  stopListening = await listenForCatalogChanges(database);
  shop = createShopHandler({
    render: renderPage,
    api: nodeHandlerOf(createApp({ db, logger: captureLogs().logger })),
    cache,
  });
  server = await serveNode(shop);
});

afterAll(async () => {
  await server?.close();
  shop?.close();
  await stopListening?.();
  await database?.close();
});

describe("after an order", () => {
  it("the ordered product's page and API show the new stock; other products' pages stay cached", async () => {
    for (const path of [pageOf(scarf), pageOf(shawl), apiOf(scarf), apiOf(shawl), "/api/v1/common"]) {
      await get(path);
    }
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
    const cached = cache.size;

    const change = await heard(() => order(scarf.id, 2));

    expect(change).toEqual({ kind: "stock", products: [scarf.id], cards: [], sales: true });
    const scarfPage = await get(pageOf(scarf));
    expect(scarfPage).toEqual({ cache: "MISS", body: expect.stringContaining("Silk scarf: 3 left") });
    const scarfApi = await get(apiOf(scarf));
    expect(scarfApi.cache).toBe("MISS");
    expect(JSON.parse(scarfApi.body).data).toMatchObject({ stock: 3, in_stock: true, sold_count: 2 });
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
    expect((await get(apiOf(shawl))).cache).toBe("HIT");
    expect((await get("/api/v1/common")).cache).toBe("HIT");
    expect(cache.size).toBe(cached);
  });

  it("listings keep their cached page while every card stays in stock, and show a sell-out on the next request", async () => {
    const first = await get("/all/shop");
    expect(first.body).toContain("Jersey hijab: in stock");
    expect((await get("/all/shop")).cache).toBe("HIT");

    await heard(() => order(scarf.id));
    expect((await get("/all/shop")).cache).toBe("HIT");

    const change = await heard(() => order(hijab.id));
    expect(change).toMatchObject({ kind: "stock", products: [hijab.id], cards: [hijab.id] });
    const listing = await get("/all/shop");
    expect(listing).toEqual({ cache: "MISS", body: expect.stringContaining("Jersey hijab: out of stock") });
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
  });

  it("a listing sorted by sales is sorted again on the next request", async () => {
    await get("/all/shop?sort=sold");
    expect((await get("/all/shop?sort=sold")).cache).toBe("HIT");
    await heard(() => order(shawl.id, 4));
    const bestSellers = await get("/all/shop?sort=sold");
    expect(bestSellers.cache).toBe("MISS");
    expect(bestSellers.body.indexOf("Wool shawl")).toBeLessThan(bestSellers.body.indexOf("Silk scarf"));
  });

  it("cancelling it gives the stock back, shown on the next request", async () => {
    const placed = await order(shawl.id);
    await get(pageOf(shawl));
    expect((await get(pageOf(shawl))).body).toContain("Wool shawl: 0 left");
    await get("/all/shop");
    await heard(() =>
      cancelOrder(placed.ctx, { orderId: placed.id, title: "Changed my mind", message: "Sorry" }),
    );
    expect(await get(pageOf(shawl))).toEqual({
      cache: "MISS",
      body: expect.stringContaining("Wool shawl: 1 left"),
    });
    expect((await get("/all/shop")).body).toContain("Wool shawl: in stock");
  });
});

describe("variants and flash sales", () => {
  it("a variant's sale shows on the product's page; its card changes only when the last variant sells out", async () => {
    const store = await createStore(database.db);
    await createLocationRule(database.db, store.id, [{ country: "AF", price: 300 }]);
    const { product, variants } = await createVariantProduct(database.db, store.id, [2, 0]);
    await get(apiOf(product));
    await get("/all/shop");
    await get("/all/shop");

    await heard(() => order(product.id, 1, variants[0].id));
    const api = await get(apiOf(product));
    expect(api.cache).toBe("MISS");
    expect(JSON.parse(api.body).data).toMatchObject({ stock: 1, in_stock: true });
    expect((await get("/all/shop")).cache).toBe("HIT");

    const change = await heard(() =>
      database.db.update(inventories).set({ quantity: 0 }).where(eq(inventories.id, variants[0].id)),
    );
    expect(change).toMatchObject({ kind: "stock", products: [product.id], cards: [product.id] });
    expect((await get("/all/shop")).cache).toBe("MISS");
  });

  it("units sold in a flash sale reach the cards that show what is left", async () => {
    const now = Date.now();
    // One transaction, one notice (identical payloads are sent once), heard before the sale's below.
    await heard(() =>
      database.db.transaction(async (tx) => {
        const [sale] = await tx
          .insert(flashSales)
          .values({ startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000) })
          .returning();
        await tx
          .insert(flashSaleProducts)
          .values({ flashSaleId: sale!.id, productId: shawl.id, price: 500, quantity: 10, sold: 0 });
      }),
    );
    await get("/all/shop");
    expect((await get("/all/shop")).cache).toBe("HIT");
    const change = await heard(() =>
      database.db.update(flashSaleProducts).set({ sold: 3 }).where(eq(flashSaleProducts.productId, shawl.id)),
    );
    expect(change).toEqual({ kind: "stock", products: [shawl.id], cards: [shawl.id], sales: false });
    expect((await get("/all/shop")).cache).toBe("MISS");
  });
});

describe("other changes", () => {
  it("a price change drops that product's answers and every listing; other products' pages stay", async () => {
    await get(pageOf(shawl));
    await get(pageOf(scarf));
    await get("/all/shop");
    await get("/api/v1/common");
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
    const change = await heard(() =>
      database.db.update(products).set({ selling: 4321 }).where(eq(products.id, scarf.id)),
    );
    expect(change).toEqual({ kind: "edited", products: [scarf.id] });
    expect((await get(pageOf(scarf))).cache).toBe("MISS");
    expect((await get("/all/shop")).cache).toBe("MISS");
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
  });

  it("a restock together with a new slug is an edit of that product", async () => {
    const change = await heard(() =>
      database.db
        .update(products)
        .set({ stock: 9, slug: `renamed-${shawl.id}` })
        .where(eq(products.id, shawl.id)),
    );
    expect(change).toEqual({ kind: "edited", products: [shawl.id] });
  });

  it("a review written or hidden drops its product's answers and every listing; other products' pages stay", async () => {
    const { id: orderId } = await order(scarf.id);
    const user = await createUser(database.db);
    const written = await heard(() =>
      database.db.insert(reviews).values({ userId: user.id, productId: scarf.id, orderId, rating: 2 }),
    );
    expect(written).toEqual({ kind: "edited", products: [scarf.id] });
    await get(pageOf(shawl));
    await get(pageOf(scarf));
    await get("/all/shop");
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
    const hidden = await heard(() =>
      database.db.update(reviews).set({ status: 2 }).where(eq(reviews.productId, scarf.id)),
    );
    expect(hidden).toEqual({ kind: "edited", products: [scarf.id] });
    expect((await get(pageOf(scarf))).cache).toBe("MISS");
    expect((await get("/all/shop")).cache).toBe("MISS");
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
  });

  it("a change of the catalogue's structure still empties every cache", async () => {
    await get(pageOf(shawl));
    expect((await get(pageOf(shawl))).cache).toBe("HIT");
    const change = await heard(() => database.db.update(stores).set({ updatedAt: new Date() }));
    expect(change).toEqual({ kind: "everything" });
    expect(cache.size).toBe(0);
    expect((await get(pageOf(shawl))).cache).toBe("MISS");
  });
});

describe("a change that arrives while a page renders", () => {
  it("keeps the page out of the cache when it concerns the product shown", async () => {
    duringRender = () => heard(() => order(scarf.id)).then(() => undefined);
    // Sent as rendered, without an x-cache header: it was not kept.
    expect((await get(pageOf(scarf))).cache).toBeNull();
    expect((await get(pageOf(scarf))).cache).toBe("MISS");
    expect((await get(pageOf(scarf))).cache).toBe("HIT");
  });

  it("lets the page be kept when it concerns another product", async () => {
    duringRender = () => heard(() => order(shawl.id)).then(() => undefined);
    expect((await get(pageOf(hijab))).cache).toBe("MISS");
    expect((await get(pageOf(hijab))).cache).toBe("HIT");
  });
});

describe("notices", () => {
  it("name the products of a stock change or an edit; an empty, unknown or malformed one means everything", () => {
    expect(catalogChangeOf('{"edited" : [4, 9]}')).toEqual({ kind: "edited", products: [4, 9] });
    expect(catalogChangeOf('{"shown": ["brand:3", "attribute:7"]}')).toEqual({
      kind: "taxonomy",
      tags: ["brand:3", "attribute:7"],
    });
    expect(catalogChangeOf('{"shown": []}')).toEqual({ kind: "taxonomy", tags: [] });
    expect(catalogChangeOf('{"products" : [4, 9], "cards" : [9], "sales" : true}')).toEqual({
      kind: "stock",
      products: [4, 9],
      cards: [9],
      sales: true,
    });
    for (const payload of [
      "",
      "not json",
      "null",
      '{"edited": []}',
      '{"edited": ["4"]}',
      '{"shown": ["product:3"]}',
      '{"shown": null}',
      '{"products": ["4"], "cards": [], "sales": false}',
      "[]",
    ]) {
      expect(catalogChangeOf(payload)).toEqual({ kind: "everything" });
    }
  });
});
