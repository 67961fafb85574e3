import { and, desc, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../context.ts";
import { dbOf } from "../context.ts";
import type { Db } from "../db/client.ts";
import { addresses, countries, states } from "../db/schema/index.ts";
import { AppError, notFound } from "../http/errors.ts";
import { ownedBy, ownerColumns, ownerOf, type Owner } from "../cart/owner.ts";
import type { AddressView } from "../../lib/cart-view.ts";

export type { AddressView };

export interface AddressInput {
  id?: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  address: string;
  address2?: string | null;
}

type AddressRow = typeof addresses.$inferSelect;

async function placeNames(db: Db, rows: AddressRow[]): Promise<AddressView[]> {
  if (rows.length === 0) return [];
  const names = (await db.execute(sql`
    select c.code as country, c.name as country_name, s.code as state, s.name as state_name
    from countries c left join states s on s.country_id = c.id
    where c.code in (${sql.join(
      [...new Set(rows.map((r) => r.country))].map((c) => sql`${c}`),
      sql`, `,
    )})
  `)) as {
    rows: { country: string; country_name: string; state: string | null; state_name: string | null }[];
  };
  return rows.map((row) => {
    const country = names.rows.find((n) => n.country === row.country);
    const state = names.rows.find((n) => n.country === row.country && n.state === row.state);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      country: row.country,
      state: row.state,
      city: row.city,
      zipCode: row.zipCode,
      address: row.address,
      address2: row.address2 ?? null,
      country_name: country?.country_name ?? row.country,
      state_name: state?.state_name ?? row.state,
      is_default: row.isDefault,
    };
  });
}

/** The owner's addresses, the newest (or last changed) first. */
export async function listAddresses(ctx: RequestContext): Promise<AddressView[]> {
  const db = await dbOf(ctx);
  const rows = await db
    .select()
    .from(addresses)
    .where(ownedBy(ownerOf(ctx), addresses))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id));
  return placeNames(db, rows);
}

async function checkPlace(db: Db, countryCode: string, stateCode: string): Promise<void> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.code, countryCode), eq(countries.status, 1)));
  if (!country) throw new AppError("invalid", "shop.invalid_country");
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.countryId, country.id), eq(states.code, stateCode)));
  if (!state) throw new AppError("invalid", "shop.invalid_state");
}

/** Adds (id absent) or updates the owner's address; country and state must be known codes. */
export async function saveAddress(ctx: RequestContext, input: AddressInput): Promise<AddressView> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  await checkPlace(db, input.country, input.state);
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    country: input.country,
    state: input.state,
    city: input.city,
    zipCode: input.zipCode,
    address: input.address,
    address2: input.address2 ?? null,
  };
  let row: AddressRow | undefined;
  if (input.id !== undefined) {
    [row] = await db
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(addresses.id, input.id), ownedBy(owner, addresses)))
      .returning();
    if (!row) throw notFound("address");
  } else {
    [row] = await db
      .insert(addresses)
      .values({ ...values, ...ownerColumns(owner) })
      .returning();
  }
  const [view] = await placeNames(db, [row as AddressRow]);
  return view as AddressView;
}

export async function deleteAddress(ctx: RequestContext, id: number): Promise<void> {
  const db = await dbOf(ctx);
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), ownedBy(ownerOf(ctx), addresses)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound("address");
}

/** The address a cart or checkout ships to: the one asked for, else the default, else the latest. */
export async function chosenAddress(db: Db, owner: Owner, id?: number): Promise<AddressView | null> {
  const condition =
    id !== undefined ? and(ownedBy(owner, addresses), eq(addresses.id, id)) : ownedBy(owner, addresses);
  const [row] = await db
    .select()
    .from(addresses)
    .where(condition)
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  if (!row) {
    if (id !== undefined) throw notFound("address");
    return null;
  }
  const [view] = await placeNames(db, [row]);
  return view ?? null;
}
