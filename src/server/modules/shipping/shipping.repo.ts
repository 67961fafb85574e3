import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import { SHIPPING_TYPE } from "../../platform/db/schema/enums.ts";

/** One way a store can deliver: a place of a location rule, or a pickup point. */
export interface ShippingOption {
  type: typeof SHIPPING_TYPE.location | typeof SHIPPING_TYPE.pickup;
  /** shipping_places.id for a location, pickup_points.id for a pickup. */
  id: number;
  ruleId: number;
  label: string;
  /** Pickup address; null for a location. */
  address: string | null;
  priceType: number;
  price: number;
  singlePrice: boolean;
}

/** Per store: the places that reach (country, state) — one per rule, the state's own before the whole country's — and its pickup points. */
export async function shippingOptionsFor(
  db: DbOrTx,
  storeIds: number[],
  place: { country: string; state: string } | null,
): Promise<Map<number, ShippingOption[]>> {
  const options = new Map<number, ShippingOption[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return options;
  const stores = sql`any(${`{${storeIds.join(",")}}`}::int[])`;
  // Both kinds in one round trip: the places reaching the address (none without one), then the pickup points.
  const result = await executeNamed<OptionRow>(
    db,
    "shipping_options",
    sql`
    select * from (
      select distinct on (r.id) ${SHIPPING_TYPE.location}::int as type, r.store_id, r.id as rule_id,
        r.title as label, null::text as address, r.price_type, r.single_price, sp.id, sp.price,
        r.id as sort
      from shipping_rules r join shipping_places sp on sp.rule_id = r.id
      where ${place !== null} and r.store_id = ${stores} and r.status = 1
        and r.type = ${SHIPPING_TYPE.location}
        and sp.country = ${place?.country ?? ""} and (sp.state = ${place?.state ?? ""} or sp.state is null)
      order by r.id, (sp.state is null), sp.price
    ) locations
    union all
    select ${SHIPPING_TYPE.pickup}::int, r.store_id, r.id, pp.name, pp.address, r.price_type, r.single_price,
      pp.id, pp.price, pp.sort
    from shipping_rules r join pickup_points pp on pp.rule_id = r.id
    where r.store_id = ${stores} and r.status = 1 and r.type = ${SHIPPING_TYPE.pickup} and pp.status = 1
    order by type, sort, id
  `,
  );
  for (const row of result.rows) {
    options.get(row.store_id)?.push({
      type: row.type,
      id: row.id,
      ruleId: row.rule_id,
      label: row.label,
      address: row.address,
      priceType: row.price_type,
      price: Number(row.price),
      singlePrice: row.single_price,
    });
  }
  return options;
}

interface OptionRow {
  type: ShippingOption["type"];
  store_id: number;
  rule_id: number;
  label: string;
  address: string | null;
  price_type: number;
  single_price: boolean;
  id: number;
  price: number;
}
