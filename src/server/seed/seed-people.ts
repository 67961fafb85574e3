import type { Lang } from "../../i18n/locales.ts";
import type { UserRole } from "../platform/db/schema/enums.ts";
import { sellerApplications, stores, users } from "../platform/db/schema/index.ts";
import { REVIEWERS } from "./content/reviews.ts";
import { PENDING_STORE, STORES } from "./content/stores.ts";
import { insertReturningIds, type Tx } from "./insert.ts";
import { hashPassword } from "../modules/accounts/index.ts";
import { monogram, type Pictures } from "./pictures.ts";

export const DEMO_PASSWORD = "demo1234";
export const DEMO_ACCOUNTS = {
  customer: "customer@modest.local",
  seller: "seller@modest.local",
  editor: "editor@modest.local",
  admin: "admin@modest.local",
} as const;

/** A second seller, owner of a second store, so that cross-store refusals can be tried by hand. */
export const SECOND_SELLER = "seller2@modest.local";

export interface PersonSeed {
  name: string;
  email: string;
  role: UserRole;
  locale: Lang;
  phone: string | null;
}

export interface People {
  admin: number;
  customer: number;
  reviewers: number[];
  /** Store slug → owner user id. */
  owners: Map<string, number>;
  pending: number;
}

export interface Shops {
  /** Store slug → id. */
  ids: Map<string, number>;
  /** Store slug → short SKU prefix. */
  codes: Map<string, string>;
}

function everyone(): PersonSeed[] {
  return [
    {
      name: "Modest Admin",
      email: DEMO_ACCOUNTS.admin,
      role: "admin",
      locale: "en",
      phone: "+93 20 555 0100",
    },
    {
      name: "Layla Editor",
      email: DEMO_ACCOUNTS.editor,
      role: "editor",
      locale: "en",
      phone: null,
    },
    {
      name: "Sara Ahmadi",
      email: DEMO_ACCOUNTS.customer,
      role: "customer",
      locale: "en",
      phone: "+93 70 555 0199",
    },
    ...STORES.map((s) => ({
      name: s.owner.name,
      email: s.owner.email,
      role: "seller" as const,
      locale: "en" as Lang,
      phone: s.owner.phone,
    })),
    {
      name: PENDING_STORE.owner.name,
      email: PENDING_STORE.owner.email,
      role: "seller",
      locale: "en",
      phone: PENDING_STORE.owner.phone,
    },
    ...REVIEWERS.map((r) => ({
      name: r.name,
      email: r.email,
      role: "customer" as const,
      locale: r.locale,
      phone: null,
    })),
  ];
}

/** Every demo account (all verified, password demo1234). */
export async function seedPeople(tx: Tx, now: Date): Promise<People> {
  const list = everyone();
  // Each account gets its own salt; scrypt runs on the thread pool, so hash them side by side.
  const hashes = await Promise.all(list.map(() => hashPassword(DEMO_PASSWORD)));
  const verifiedAt = new Date(now.getTime() - 400 * 86_400_000);
  const ids = await insertReturningIds(
    tx,
    users,
    "users",
    list.map((p, i) => ({
      name: p.name,
      email: p.email,
      phone: p.phone,
      role: p.role,
      locale: p.locale,
      passwordHash: hashes[i],
      verifiedAt,
      createdAt: verifiedAt,
    })),
  );
  const byEmail = new Map(list.map((p, i) => [p.email, ids[i]]));
  return {
    admin: byEmail.get(DEMO_ACCOUNTS.admin)!,
    customer: byEmail.get(DEMO_ACCOUNTS.customer)!,
    reviewers: REVIEWERS.map((r) => byEmail.get(r.email)!),
    owners: new Map(STORES.map((s) => [s.slug, byEmail.get(s.owner.email)!])),
    pending: byEmail.get(PENDING_STORE.owner.email)!,
  };
}

export interface StoreArt {
  logos: string[];
  banners: string[];
}

export async function drawStores(pics: Pictures): Promise<StoreArt> {
  const [logos, banners] = await Promise.all([
    Promise.all(STORES.map((s) => pics.storeLogo(s.slug, s.hex, monogram(s.name.en)))),
    Promise.all(STORES.map((s) => pics.storeBanner(s.slug, s.hex))),
  ]);
  return { logos, banners };
}

/** The approved stores, and one seller application still waiting for approval. */
export async function seedStores(tx: Tx, people: People, art: StoreArt, now: Date): Promise<Shops> {
  const ids = await insertReturningIds(
    tx,
    stores,
    "stores",
    STORES.map((s, i) => {
      const since = new Date(now.getTime() - (s.memberYears * 365 + 30) * 86_400_000);
      return {
        ownerId: people.owners.get(s.slug)!,
        name: s.name.en,
        slug: s.slug,
        logo: art.logos[i],
        banner: art.banners[i],
        email: s.owner.email,
        phone: s.owner.phone,
        address: `${s.city}, ${s.country}`,
        description: s.about.en,
        approvalStatus: "approved",
        approvedAt: since,
        commissionPercent: 10,
        createdAt: since,
      };
    }),
  );
  await tx.insert(sellerApplications).values({
    userId: people.pending,
    storeName: PENDING_STORE.name.en,
    storeSlug: PENDING_STORE.slug,
    phone: PENDING_STORE.owner.phone,
    address: `${PENDING_STORE.city}, ${PENDING_STORE.country}`,
    message: PENDING_STORE.about.en,
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
  });
  const codes = new Map<string, string>();
  STORES.forEach((s, i) => codes.set(s.slug, `${monogram(s.name.en)}${i + 1}`));
  return { ids: new Map(STORES.map((s, i) => [s.slug, ids[i]])), codes };
}
