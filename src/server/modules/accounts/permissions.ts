import { eq } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { stores } from "../../platform/db/schema/index.ts";
import type { UserRole } from "../../platform/db/schema/enums.ts";
import { AppError } from "../../core/errors.ts";

/**
 * Who may do what in the console, in one table (BACK-OFFICE.md "Who may do what"). `all`: every
 * store's data; `store`: the seller's own store only; `self`: the caller's own entries only.
 */
type Reach = "all" | "store" | "self";

export const PERMISSIONS = {
  "products.manage": { seller: "store", admin: "all" },
  "products.approve": { admin: "all" },
  "orders.manage": { seller: "store", admin: "all" },
  "returns.manage": { seller: "store", admin: "all" },
  "money.view": { seller: "store", admin: "all" },
  "payouts.record": { admin: "all" },
  "store.manage": { seller: "store", admin: "all" },
  "content.manage": { editor: "all", admin: "all" },
  "taxonomy.manage": { editor: "all", admin: "all" },
  "translations.manage": { seller: "store", editor: "all", admin: "all" },
  "pages.publish": { editor: "all", admin: "all" },
  "promotions.manage": { seller: "store", admin: "all" },
  "sellers.manage": { admin: "all" },
  "people.manage": { admin: "all" },
  "reviews.moderate": { admin: "all" },
  "messages.manage": { admin: "all" },
  "newsletter.manage": { admin: "all" },
  "settings.manage": { admin: "all" },
  "scripts.manage": { admin: "all" },
  "audit.view": { seller: "store", editor: "self", admin: "all" },
} as const satisfies Record<string, Partial<Record<UserRole, Reach>>>;

export type Capability = keyof typeof PERMISSIONS;

export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

/** The capabilities a role has, in the table's order (the console builds its navigation from them). */
export function capabilitiesOf(role: UserRole): Capability[] {
  return CAPABILITIES.filter((capability) => role in PERMISSIONS[capability]);
}

/** A console caller allowed one capability, with how far it reaches. */
export interface ConsoleActor {
  id: number;
  role: UserRole;
  /** The seller's own store; null for editors and admins. */
  storeId: number | null;
  reach: Reach;
}

/** The store a seller owns, if any. */
export async function storeOfOwner(ctx: RequestContext, userId: number) {
  const db = await dbOf(ctx);
  const [store] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(eq(stores.ownerId, userId));
  return store ?? null;
}

/**
 * The guard of every console route: 401 without a session, 403 when the role lacks the capability
 * (or a seller has no store yet). Services then filter by `storeId` when `reach` is `store`.
 */
export async function consoleActor(ctx: RequestContext, capability: Capability): Promise<ConsoleActor> {
  const user = ctx.user;
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  const reach = (PERMISSIONS[capability] as Partial<Record<UserRole, Reach>>)[user.role];
  if (!reach) throw new AppError("forbidden", "server.forbidden");
  if (reach !== "store") return { id: user.id, role: user.role, storeId: null, reach };
  const store = await storeOfOwner(ctx, user.id);
  if (!store) throw new AppError("forbidden", "server.forbidden");
  return { id: user.id, role: user.role, storeId: store.id, reach };
}

/** Any signed-in person who has at least one console capability (GET /console/me). */
export function consoleUser(ctx: RequestContext) {
  const user = ctx.user;
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (capabilitiesOf(user.role).length === 0) throw new AppError("forbidden", "server.forbidden");
  return user;
}
