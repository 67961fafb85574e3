import { and, desc, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { addresses, countries, states } from "../../platform/db/schema/index.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { ownedBy, ownerColumns, ownerOf, type Owner } from "../accounts/index.ts";
import type { AddressView } from "../../../lib/cart-view.ts";

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

type PlaceNames = { countryName: string | null; stateName: string | null };

function viewOf(row: AddressRow, names: PlaceNames): AddressView {
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
    country_name: names.countryName ?? row.country,
    state_name: names.stateName ?? row.state,
    is_default: row.isDefault,
  };
}

/** Addresses with their country's and state's names, read in the same statement. */
function selectWithPlaceNames(db: Db) {
  return db
    .select({ row: addresses, countryName: countries.name, stateName: states.name })
    .from(addresses)
    .leftJoin(countries, eq(countries.code, addresses.country))
    .leftJoin(states, and(eq(states.countryId, countries.id), eq(states.code, addresses.state)));
}

/** The owner's addresses, the newest (or last changed) first. */
export async function listAddresses(ctx: RequestContext): Promise<AddressView[]> {
  const db = await dbOf(ctx);
  const rows = await selectWithPlaceNames(db)
    .where(ownedBy(ownerOf(ctx), addresses))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id));
  return rows.map(({ row, ...names }) => viewOf(row, names));
}

/** The names of a known country and one of its states; refuses unknown codes. */
async function checkPlace(db: Db, countryCode: string, stateCode: string): Promise<PlaceNames> {
  const [place] = await db
    .select({ countryName: countries.name, stateName: states.name })
    .from(countries)
    .leftJoin(states, and(eq(states.countryId, countries.id), eq(states.code, stateCode)))
    .where(and(eq(countries.code, countryCode), eq(countries.status, 1)));
  if (!place) throw new AppError("invalid", "shop.invalid_country");
  if (place.stateName === null) throw new AppError("invalid", "shop.invalid_state");
  return place;
}

/** Adds (id absent) or updates the owner's address; country and state must be known codes. */
export async function saveAddress(ctx: RequestContext, input: AddressInput): Promise<AddressView> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const names = await checkPlace(db, input.country, input.state);
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
  return viewOf(row as AddressRow, names);
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
  // Named (parsed and planned once per connection): the cart and checkout read it on every call.
  const [found] = await selectWithPlaceNames(db)
    .where(condition)
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
    .limit(1)
    .prepare(
      `chosen_address_${owner.userId !== undefined ? "user" : "guest"}_${id !== undefined ? "id" : "any"}`,
    )
    .execute();
  if (!found) {
    if (id !== undefined) throw notFound("address");
    return null;
  }
  return viewOf(found.row, found);
}
