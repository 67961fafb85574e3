/**
 * A small shop for the console's tests: two sellers with a store each, an editor, an admin, a
 * customer, sessions for all of them, and helpers that make fresh targets (a draft, a submitted
 * product, a pending seller application) so each call of a write finds the state it needs.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../server/platform/db/client.ts";
import {
  attributeValues,
  attributes,
  importJobs,
  products,
  sellerApplications,
  settings,
  users,
} from "../server/platform/db/schema/index.ts";
import type { ProductState } from "../server/platform/db/schema/enums.ts";
import { createSession } from "../server/modules/accounts/sessions.ts";
import { createProduct, createStore, createUser, createVariantProduct } from "./shop-fixtures.ts";

const tag = () => randomBytes(4).toString("hex");

export type ConsoleRole = "anonymous" | "customer" | "seller" | "otherSeller" | "editor" | "admin";

export async function createConsoleWorld(db: Db) {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const store = await createStore(db);
  const otherStore = await createStore(db);
  const editor = await createUser(db, "editor");
  const admin = await createUser(db, "admin");
  const customer = await createUser(db);
  /** Text only the first store's products carry: the other seller must never see it. */
  const marker = `Own-store-${tag()}`;
  const product = await createProduct(db, store.id, { title: `${marker} scarf`, stock: 20 });
  const { product: variantProduct, variants } = await createVariantProduct(db, store.id, [10, 4]);
  const otherProduct = await createProduct(db, otherStore.id, { title: `Other store ${tag()}` });
  const category = product.categoryId;
  const [attribute] = await db
    .insert(attributes)
    .values({ slug: `size-${tag()}` })
    .returning();
  const attributeId = (attribute as { id: number }).id;
  const values = await db
    .insert(attributeValues)
    .values(["s", "m", "l"].map((slug) => ({ attributeId, slug })))
    .returning();

  /** A product of the first store in a given workflow state. */
  async function productIn(state: ProductState) {
    const fresh = await createProduct(db, store.id, { title: `${marker} ${state}` });
    await db
      .update(products)
      .set({ state, status: state === "published" ? 1 : 2 })
      .where(eq(products.id, fresh.id));
    return fresh.id;
  }

  async function pendingApplication() {
    const applicant = await createUser(db);
    await db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, applicant.id));
    const [row] = await db
      .insert(sellerApplications)
      .values({ userId: applicant.id, storeName: `Applicant ${tag()}`, storeSlug: `applicant-${tag()}` })
      .returning();
    return (row as { id: number }).id;
  }

  /** A finished product import of the first store. */
  async function importJob() {
    const [job] = await db
      .insert(importJobs)
      .values({ storeId: store.id, actorId: store.owner.id, csv: "", status: "done" })
      .returning({ id: importJobs.id });
    return (job as { id: number }).id;
  }

  return {
    db,
    store: { id: store.id, ownerId: store.owner.id },
    otherStore: { id: otherStore.id, ownerId: otherStore.owner.id },
    product,
    variantProduct,
    variants,
    otherProduct,
    category,
    attribute: { id: attributeId, valueIds: values.map((v) => v.id) },
    marker,
    people: { editor, admin, customer },
    tokens: {
      anonymous: undefined,
      customer: await createSession(db, customer.id),
      seller: await createSession(db, store.owner.id),
      otherSeller: await createSession(db, otherStore.owner.id),
      editor: await createSession(db, editor.id),
      admin: await createSession(db, admin.id),
    } satisfies Record<ConsoleRole, string | undefined>,
    productIn,
    pendingApplication,
    importJob,
  };
}

export type ConsoleWorld = Awaited<ReturnType<typeof createConsoleWorld>>;

/** A valid product form for the first store (admins name the store; sellers' store_id is ignored). */
export function productForm(w: ConsoleWorld, overrides: Record<string, unknown> = {}) {
  const slug = `console-${tag()}`;
  return {
    store_id: w.store.id,
    category_id: w.category,
    translations: { en: { title: `New product ${tag()}`, slug } },
    selling: 2500,
    stock: 7,
    ...overrides,
  };
}
