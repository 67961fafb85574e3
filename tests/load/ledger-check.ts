/**
 * The sellers' ledger after the deliveries: one sale per delivered (and so paid) part and none for
 * the parts only picked up; each sale carries its part's goods, shipping and discount share and the
 * commission of its lines — each line's goods less its discount share at the line's rate, rounded
 * half up to the minor unit, shipping never commissioned — and its amount is the part's total less
 * that commission. Per store, the sales add up to Σ (part total − commission) to the minor unit.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { inspect } from "../crash/order-world.ts";
import type { Store } from "./checkout-world.ts";
import type { ItemRow, PartRow } from "./consistency-checks.ts";

interface EntryRow {
  store_id: number;
  kind: string;
  amount: number;
  part_id: number | null;
  goods: number | null;
  shipping: number | null;
  discount: number | null;
  commission: number | null;
}

/** `percent` (two decimals) of `base`, rounded half up to the minor unit. */
function commission(base: number, percent: number): number {
  return base <= 0 ? 0 : Math.floor((base * Math.round(percent * 100) + 5_000) / 10_000);
}

export async function checkLedger(
  url: string,
  stores: Store[],
  delivered: { parts: PartRow[]; items: ItemRow[] },
): Promise<string> {
  const entries = await inspect(url, (rows) =>
    rows<EntryRow>(sql`select store_id, kind, amount, part_id, goods, shipping, discount, commission
      from ledger_entries order by id`),
  );
  assert.deepEqual(
    entries.map((e) => `${e.kind} ${e.part_id}`).sort(),
    delivered.parts.map((p) => `sale ${p.id}`).sort(),
    "ledger: the entries are not one sale per delivered part",
  );
  const owed = new Map<number, { expected: number; posted: number }>();
  for (const part of delivered.parts) {
    const lines = delivered.items.filter((i) => i.part_id === part.id);
    const cut = lines.reduce(
      (sum, i) =>
        sum + commission(i.unit_price * (i.quantity - i.free_quantity) - i.discount, i.commission_percent),
      0,
    );
    const entry: EntryRow | undefined = entries.find((e) => e.part_id === part.id);
    assert.deepEqual(
      {
        store: entry?.store_id,
        goods: entry?.goods,
        shipping: entry?.shipping,
        discount: entry?.discount,
        commission: entry?.commission,
        amount: entry?.amount,
      },
      {
        store: part.store_id,
        goods: part.goods,
        shipping: part.shipping_cost,
        discount: part.discount,
        commission: cut,
        amount: part.total - cut,
      },
      `ledger: the sale of part ${part.id} (order ${part.order_id}, number ${part.number})`,
    );
    const store = owed.get(part.store_id) ?? { expected: 0, posted: 0 };
    store.expected += part.total - cut;
    store.posted += entry?.amount ?? 0;
    owed.set(part.store_id, store);
  }
  const balances = stores.map((store) => {
    const { expected, posted } = owed.get(store.id) ?? { expected: 0, posted: 0 };
    assert.equal(posted, expected, `ledger: store ${store.label}'s sales ≠ Σ (part total − commission)`);
    return `${store.label} ${(posted / 100).toFixed(2)}`;
  });
  return `ledger: ${entries.length} sales, per store Σ = Σ (part total − commission): ${balances.join(", ")}`;
}
