import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { createProduct } from "../../../testing/shop-fixtures.ts";
import { freshReview } from "../../../testing/moderation-fixtures.ts";
import { auditLog, products } from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

describe("reviews in the console", () => {
  it("a hidden review leaves the product's reviews and its average, and comes back when shown", async () => {
    const product = await createProduct(world.db, world.fx.store.id, { title: "Review scarf" });
    const target = { storeId: world.fx.store.id, productId: product.id };
    await freshReview(world.db, target, { rating: 5, comment: "Perfect" });
    const bad = await freshReview(world.db, target, { rating: 1, comment: "Rude words" });
    const shop = async () => (await world.get(`reviews/${product.id}`)).body.data;
    expect(await shop()).toMatchObject({ total: 2, average: 3 });

    const hidden = await as("admin", "PUT", `/console/reviews/${bad.id}/hidden`, { hidden: true });
    expect(hidden.http).toBe(200);
    const after = await shop();
    expect(after).toMatchObject({ total: 1, average: 5 });
    expect(after.all.data.map((r: { comment: string }) => r.comment)).toEqual(["Perfect"]);
    const [row] = await world.db.select().from(products).where(eq(products.id, product.id));
    expect({ rating: Number(row?.rating), count: row?.reviewCount }).toEqual({ rating: 5, count: 1 });

    const listed = await as("admin", "GET", `/console/reviews?product_id=${product.id}&hidden=true`);
    expect(listed.body.data.data).toMatchObject([{ id: bad.id, hidden: true, product: "Review scarf" }]);

    await as("admin", "PUT", `/console/reviews/${bad.id}/hidden`, { hidden: false });
    expect(await shop()).toMatchObject({ total: 2, average: 3 });
    const actions = (await world.db.select().from(auditLog).where(eq(auditLog.entityId, bad.id)))
      .filter((e) => e.entity === "review")
      .map((e) => e.action);
    expect(actions).toEqual(["hide", "show"]);
  });

  it("the shop's answer shows under the review; an empty answer removes it; bad input changes nothing", async () => {
    const review = await freshReview(world.db, {
      storeId: world.fx.store.id,
      productId: world.fx.product.id,
    });
    const answered = await as("admin", "PUT", `/console/reviews/${review.id}/answer`, {
      answer: "Thank you, Mariam!",
    });
    expect(answered.http).toBe(200);
    const shown = async () =>
      (await world.get(`reviews/${world.fx.product.id}`)).body.data.all.data.find(
        (r: { id: number }) => r.id === review.id,
      );
    expect((await shown()).answer.text).toBe("Thank you, Mariam!");
    const tooLong = await as("admin", "PUT", `/console/reviews/${review.id}/answer`, {
      answer: "x".repeat(2001),
    });
    expect(tooLong.http).toBe(422);
    expect((await shown()).answer.text).toBe("Thank you, Mariam!");
    await as("admin", "PUT", `/console/reviews/${review.id}/answer`, { answer: "  " });
    expect((await shown()).answer).toBeNull();
    expect((await as("editor", "PUT", `/console/reviews/${review.id}/hidden`, { hidden: true })).http).toBe(
      403,
    );
  });
});
