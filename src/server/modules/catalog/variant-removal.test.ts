import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, productForm } from "../../../testing/console-world.ts";
import { inventories, stockMovements } from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

async function asSeller(method: string, path: string, body?: unknown) {
  const response = await world.server.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Language: "en",
      authorization: `Bearer ${world.fx.tokens.seller}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

interface Movement {
  inventory_id: number | null;
  sku: string | null;
  delta: number;
  note: string | null;
}

async function history(productId: number, inventoryId?: number): Promise<Movement[]> {
  const query = inventoryId ? `&inventory_id=${inventoryId}` : "";
  const answer = await asSeller("GET", `/console/products/${productId}/stock-movements?per_page=50${query}`);
  expect(answer.http).toBe(200);
  return answer.body.data.data as Movement[];
}

describe("a product save that removes a variant", () => {
  it("keeps the variant's stock history under its SKU, takes it off the shop, and lets the SKU come back as a new variant", async () => {
    const w = world.fx;
    const [small, medium, large] = w.attribute.valueIds as [number, number, number];
    const stamp = Date.now();
    const sku = (size: string) => `ABY-${stamp}-${size}`;
    const variant = (value: number, size: string, stock: number) => ({
      value_ids: [value],
      sku: sku(size),
      price: 0,
      stock,
    });
    const form = (variants: ReturnType<typeof variant>[]) =>
      productForm(w, {
        translations: { en: { title: `Abaya ${stamp}`, slug: `abaya-${stamp}` } },
        attributes: [{ attribute_id: w.attribute.id, value_ids: [small, medium, large] }],
        variants,
      });
    const created = await asSeller(
      "POST",
      "/console/products",
      form([variant(small, "S", 1), variant(medium, "M", 2), variant(large, "L", 3)]),
    );
    expect(created.http).toBe(200);
    const id = created.body.data.id as number;
    const mediumId = (created.body.data.variants as { id: number; sku: string }[]).find(
      (v) => v.sku === sku("M"),
    )!.id;
    expect(
      (await asSeller("POST", `/console/inventories/${mediumId}/adjust`, { delta: 2, note: "Found a box" }))
        .http,
    ).toBe(200);
    expect((await asSeller("POST", `/console/products/${id}/publish`)).body.data.status).toBe("published");
    const offered = async () =>
      ((await world.get(`/product/${id}`)).body.data.inventories as { sku: string }[]).map((v) => v.sku);
    expect(await offered()).toContain(sku("M"));

    const saved = await asSeller(
      "PUT",
      `/console/products/${id}`,
      form([variant(small, "S", 1), variant(large, "L", 3)]),
    );
    expect(saved.http).toBe(200);
    expect(saved.body.data.variants.map((v: { sku: string }) => v.sku)).toEqual([sku("S"), sku("L")]);
    expect(await offered()).toEqual([sku("S"), sku("L")]);

    // Its movements stay, named by SKU: the first stock, the manual change, and the removal's closing move.
    const mediumMoves = (await history(id)).filter((m) => m.sku === sku("M"));
    expect(mediumMoves.map((m) => [m.inventory_id, m.delta, m.note])).toEqual([
      [null, -4, "product form"],
      [null, 2, "Found a box"],
      [null, 2, "product form"],
    ]);

    const readded = await asSeller(
      "PUT",
      `/console/products/${id}`,
      form([variant(small, "S", 1), variant(medium, "M", 5), variant(large, "L", 3)]),
    );
    expect(readded.http).toBe(200);
    const again = (readded.body.data.variants as { id: number; sku: string; stock: number }[]).find(
      (v) => v.sku === sku("M"),
    )!;
    expect(again.id).not.toBe(mediumId);
    expect(again.stock).toBe(5);
    expect((await history(id, again.id)).map((m) => m.delta)).toEqual([5]);
    expect((await history(id)).filter((m) => m.sku === sku("M")).map((m) => m.delta)).toEqual([5, -4, 2, 2]);
    expect(await offered()).toContain(sku("M"));

    // The ledger still adds up: each live variant's movements sum to its stock, the removed one's to zero.
    const sums = await world.db
      .select({
        inventoryId: stockMovements.inventoryId,
        sku: stockMovements.sku,
        total: sql<number>`sum(${stockMovements.delta})::int`,
      })
      .from(stockMovements)
      .where(eq(stockMovements.productId, id))
      .groupBy(stockMovements.inventoryId, stockMovements.sku);
    const live = await world.db
      .select({ id: inventories.id, quantity: inventories.quantity })
      .from(inventories)
      .where(eq(inventories.productId, id));
    for (const row of live) expect(sums.find((s) => s.inventoryId === row.id)?.total).toBe(row.quantity);
    expect(sums.find((s) => s.inventoryId === null && s.sku === sku("M"))?.total).toBe(0);
  });
});
