import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../accounts/sessions.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { paymentMethods, products, stores } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { changeOrderStatus } from "./order.service.ts";
import { placeOrder } from "./place-order.ts";
import { findReviews, saveReview } from "./review.service.ts";
import { keyOf } from "../../../testing/error-key.ts";

let database: TestDatabase;
let server: ApiTestServer;
const uploads = mkdtempSync(join(tmpdir(), "review-uploads-"));

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "reviews-outbox-")) });
  database = await createTestDatabase();
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values({ id: 2, name: "Cash on delivery", enabled: true });
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** A customer with an order of `product`, moved to `status`. */
async function customerWithOrder(status = 5) {
  const db = database.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  const product = await createProduct(db, store.id, { stock: 10 });
  const other = await createProduct(db, store.id, { stock: 10 });
  const customer = await createUser(db);
  const ctx = userCtx(db, customer);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: 1 });
  const order = await placeOrder(ctx, { paymentMethod: 2 });
  if (status > 1)
    await changeOrderStatus(userCtx(db, await createUser(db, "admin")), order.trackingCode, status);
  return { ctx, customer, product, other, order, store };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

describe("reviews", () => {
  it("a customer reviews a product of a delivered order once; sending again edits it; the product's rating follows", async () => {
    const { ctx, product, order, store } = await customerWithOrder();
    const first = await saveReview(
      ctx,
      { orderId: order.id, productId: product.id, rating: 4, comment: "Soft", images: [await png()] },
      uploads,
    );
    expect(first.images[0]).toMatch(/^\/uploads\/reviews\/.+\.png$/);
    let [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ rating: 4, reviewCount: 1 });
    const edited = await saveReview(
      ctx,
      { orderId: order.id, productId: product.id, rating: 2, comment: "Faded" },
      uploads,
    );
    expect(edited.id).toBe(first.id);
    expect(edited.images).toEqual(first.images);
    [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ rating: 2, reviewCount: 1 });
    const [shop] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(shop).toMatchObject({ rating: 2, reviewCount: 1 });
    expect(await findReviews(ctx, order.id)).toHaveLength(1);
  });

  it("new pictures on an edited review delete the ones they replace from storage", async () => {
    const { ctx, product, order } = await customerWithOrder();
    const input = { orderId: order.id, productId: product.id, rating: 5 };
    const first = await saveReview(ctx, { ...input, images: [await png(), await png()] }, uploads);
    const stored = (url: string) => existsSync(join(uploads, url.replace(/^\/uploads\//, "")));
    expect(first.images.every(stored)).toBe(true);
    const kept = await saveReview(ctx, { ...input, comment: "Words only" }, uploads);
    expect(kept.images.every(stored)).toBe(true);
    const replaced = await saveReview(ctx, { ...input, images: [await png()] }, uploads);
    expect(replaced.images.every(stored)).toBe(true);
    expect(first.images.some(stored)).toBe(false);
  });

  it("refuses products outside the order, undelivered or cancelled orders, other customers and ratings outside 1–5", async () => {
    const delivered = await customerWithOrder();
    expect(
      await keyOf(
        saveReview(
          delivered.ctx,
          { orderId: delivered.order.id, productId: delivered.other.id, rating: 5 },
          uploads,
        ),
      ),
    ).toBe("shop.review_not_allowed");
    const stranger = userCtx(database.db, await createUser(database.db));
    expect(
      await keyOf(
        saveReview(
          stranger,
          { orderId: delivered.order.id, productId: delivered.product.id, rating: 5 },
          uploads,
        ),
      ),
    ).toBe("shop.review_not_allowed");
    expect(
      await keyOf(
        saveReview(
          delivered.ctx,
          { orderId: delivered.order.id, productId: delivered.product.id, rating: 6 },
          uploads,
        ),
      ),
    ).toBe("shop.rating_range");
    const onTheWay = await customerWithOrder(4);
    expect(
      await keyOf(
        saveReview(
          onTheWay.ctx,
          { orderId: onTheWay.order.id, productId: onTheWay.product.id, rating: 5 },
          uploads,
        ),
      ),
    ).toBe("shop.review_not_allowed");
  });

  it("images are checked by their bytes and size, not their names", async () => {
    const { ctx, product, order } = await customerWithOrder();
    const text = new TextEncoder().encode("not really a picture");
    expect(
      await keyOf(
        saveReview(ctx, { orderId: order.id, productId: product.id, rating: 5, images: [text] }, uploads),
      ),
    ).toBe("validation.image_upload");
    const big = new Uint8Array(1000 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(
      await keyOf(
        saveReview(ctx, { orderId: order.id, productId: product.id, rating: 5, images: [big] }, uploads),
      ),
    ).toBe("validation.image_upload");
  });

  it("post /api/v1/rating-review/action takes a signed-in multipart review; without sign-in body status 403", async () => {
    const { customer, product, order } = await customerWithOrder();
    const token = await createSession(database.db, customer.id);
    const form = new FormData();
    form.set("order_id", String(order.id));
    form.set("product_id", String(product.id));
    form.set("rating", "5");
    form.set("comment", "Lovely");
    form.append("images", new Blob([await png()], { type: "image/png" }), "photo.png");
    const response = await server.fetch("/api/v1/rating-review/action", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await response.json();
    expect(body).toMatchObject({ status: 200, message: "Thank you for your review.", data: { rating: 5 } });
    const found = await (
      await server.fetch(`/api/v1/rating-review/find/${order.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(found.data).toHaveLength(1);
    const bad = new FormData();
    bad.set("order_id", String(order.id));
    bad.set("product_id", String(product.id));
    bad.set("rating", "5");
    bad.append("images", new Blob([new TextEncoder().encode("%PDF-1.4")], { type: "image/png" }), "fake.png");
    const refused = await (
      await server.fetch("/api/v1/rating-review/action", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: bad,
      })
    ).json();
    expect(refused).toMatchObject({
      status: 201,
      message: "There is an error while uploading some of the images.",
    });
    const anonymous = await server.fetch("/api/v1/rating-review/action", { method: "POST", body: form });
    expect((await anonymous.json()).status).toBe(403);
  });
});
