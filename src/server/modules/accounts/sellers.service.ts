import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { slugify } from "../../../lib/links.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db, DbOrTx } from "../../platform/db/client.ts";
import {
  sellerApplications,
  settings,
  stores,
  users,
  type PendingApplication,
} from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { log } from "../../platform/log.ts";
import { signUp, verifyAccount } from "./signup.service.ts";
import { notify } from "./notify.ts";
import { addApplication } from "./seller-applications.ts";
import { findUserByEmail, findUserById } from "./users.ts";
import { recordAudit, type AuditActor } from "../audit/index.ts";

export type StoreDetails = PendingApplication;

async function vendorRegistrationOpen(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ open: settings.vendorRegistration })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.open ?? true;
}

async function refuseSecondApplication(db: Db, userId: number): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  const [open] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, "pending")));
  if (store || open) throw new AppError("conflict", "account.already_seller");
}

/**
 * Seller sign-up (only while `vendor_registration` is on). A signed-in customer applies at once. A
 * visitor's sign-up, store details included, waits for its code and this browser's claim: the
 * application is made when that code verifies the e-mail (verifySeller).
 */
export async function applyAsSeller(
  ctx: RequestContext,
  input: StoreDetails & { name?: string; email?: string; password?: string },
): Promise<{ email: string; needsCode: boolean; claim?: string }> {
  const db = await dbOf(ctx);
  if (!(await vendorRegistrationOpen(db))) throw new AppError("forbidden", "account.seller_registration_off");
  if (ctx.user) {
    await refuseSecondApplication(db, ctx.user.id);
    await addApplication(db, ctx.user.id, input);
    const user = await findUserById(db, ctx.user.id);
    if (user) await notify(db, "seller_received", user, { store: input.storeName });
    return { email: ctx.user.email, needsCode: false };
  }
  const missing = (["name", "email", "password"] as const).filter((field) => !input[field]);
  if (missing.length > 0) {
    throw new AppError(
      "invalid",
      missing.map((type) => ({ key: "validation.required", params: { type } })),
    );
  }
  const { claim } = await signUp(
    ctx,
    {
      name: input.name!,
      email: input.email!,
      password: input.password!,
      phone: input.phone,
      application: {
        storeName: input.storeName,
        phone: input.phone,
        address: input.address,
        message: input.message,
      },
    },
    "seller",
  );
  return { email: input.email!.trim(), needsCode: true, claim };
}

/**
 * Verifies a seller's e-mail with the code and this browser's claim; the store details of that
 * sign-up became the application (verifyAccount), which now waits for the shop. Undefined: it was
 * verified already (told only to the browser that signed up).
 */
export async function verifySeller(
  ctx: RequestContext,
  input: { email: string; code: string; claim?: string },
) {
  const db = await dbOf(ctx);
  const { user, application, alreadyVerified } = await verifyAccount(ctx, input, "seller");
  if (alreadyVerified) return undefined;
  await notify(db, "seller_received", user, { store: application?.storeName ?? "" });
  return user;
}

/** Applications the console lists: those of verified accounts (an unverified sign-up is not one yet). */
const listed = (status: ApplicationStatus) =>
  and(eq(sellerApplications.status, status), isNotNull(users.verifiedAt));

type ApplicationStatus = "pending" | "approved" | "rejected";

export async function listApplications(db: Db, status: ApplicationStatus = "pending") {
  return db
    .select({
      id: sellerApplications.id,
      store_name: sellerApplications.storeName,
      status: sellerApplications.status,
      phone: sellerApplications.phone,
      address: sellerApplications.address,
      message: sellerApplications.message,
      created_at: sellerApplications.createdAt,
      user: { id: users.id, name: users.name, email: users.email },
      store_id: sellerApplications.storeId,
    })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(listed(status))
    .orderBy(desc(sellerApplications.createdAt));
}

/** How many applications wait for a decision: the rows the console's list shows by default. */
export async function countPendingApplications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(listed("pending"));
  return row?.n ?? 0;
}

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name) || "store";
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    if (!taken) return slug;
  }
}

async function pendingApplication(db: Db, id: number) {
  const [application] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
  if (!application)
    throw new AppError("not_found", { key: "server.not_found", params: { type: "application" } });
  if (application.status !== "pending") throw new AppError("conflict", "account.application_not_pending");
  return application;
}

/**
 * Approval creates the seller's store, makes the account a seller and marks the application in one
 * transaction, then e-mails the good news (`mailed`: it went).
 */
export async function approveApplication(db: Db, id: number, reviewerId?: number, actor?: AuditActor) {
  const application = await pendingApplication(db, id);
  const user = await findUserById(db, application.userId);
  if (!user) throw new AppError("not_found", { key: "server.not_found", params: { type: "user" } });
  if (!user.verifiedAt) throw new AppError("conflict", "account.unverified");
  const slug = await freeSlug(db, application.storeName);
  const store = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stores)
      .values({
        ownerId: user.id,
        name: application.storeName,
        slug,
        email: user.email,
        phone: application.phone,
        address: application.address,
        approvalStatus: "approved",
        approvedAt: new Date(),
      })
      .returning();
    await tx
      .update(sellerApplications)
      .set({
        status: "approved",
        reviewedAt: new Date(),
        reviewedBy: reviewerId ?? null,
        storeId: created.id,
      })
      .where(eq(sellerApplications.id, id));
    await tx
      .update(users)
      .set({ role: sql`case when ${users.role} = 'admin' then 'admin' else 'seller' end` })
      .where(eq(users.id, user.id));
    if (actor) {
      await recordAudit(tx, actor, {
        entity: "seller_application",
        entityId: id,
        action: "approve",
        storeId: created.id,
        before: { status: "pending" },
        after: { status: "approved", store_id: created.id },
      });
    }
    return created;
  });
  // The store exists from here on: a mail that cannot go is logged and reported, not an error.
  const mailed = await notify(db, "seller_approved", user, { store: store.name }).then(
    () => true,
    (error: unknown) => {
      log.error({ err: error, store: store.id }, "seller approval mail failed");
      return false;
    },
  );
  return { ...store, mailed };
}

/**
 * Rejection marks the application; with a reason, the applicant is e-mailed it in their language
 * (`mailed`: it went; a mail that cannot go is logged, the rejection stands).
 */
export async function rejectApplication(
  db: Db,
  id: number,
  reviewerId?: number,
  reason?: string,
  actor?: AuditActor,
): Promise<{ mailed: boolean }> {
  const application = await pendingApplication(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(sellerApplications)
      .set({ status: "rejected", reviewedAt: new Date(), reviewedBy: reviewerId ?? null })
      .where(eq(sellerApplications.id, id));
    if (actor) {
      await recordAudit(tx, actor, {
        entity: "seller_application",
        entityId: id,
        action: "reject",
        storeId: null,
        before: { status: "pending" },
        after: { status: "rejected", reason: reason ?? null },
      });
    }
  });
  const user = reason ? await findUserById(db, application.userId) : undefined;
  if (!user || !reason) return { mailed: false };
  const mailed = await notify(db, "seller_rejected", user, { store: application.storeName, reason }).then(
    () => true,
    (error: unknown) => {
      log.error({ err: error, application: id }, "seller rejection mail failed");
      return false;
    },
  );
  return { mailed };
}

/** The newest pending application of an e-mail address (for the command line). */
export async function pendingApplicationOf(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const [application] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, user.id), eq(sellerApplications.status, "pending")))
    .orderBy(desc(sellerApplications.createdAt))
    .limit(1);
  return application;
}
