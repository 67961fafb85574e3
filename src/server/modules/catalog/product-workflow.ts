import { eq } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { products, settings } from "../../platform/db/schema/index.ts";
import { VISIBILITY, type ProductState } from "../../platform/db/schema/enums.ts";
import { AppError } from "../../core/errors.ts";
import { translate } from "../../core/messages.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { WorkflowAction } from "../../../lib/console/product-input.ts";
import type { BulkProductsSchema } from "./console-products.schemas.ts";
import { loadConsoleProduct, managedIds, managedProduct } from "./console-products.service.ts";

/** Whether sellers need an admin's approval before publishing (setting `product_approval`). */
export async function approvalRequired(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ on: settings.productApproval }).from(settings).where(eq(settings.id, 1));
  return row?.on ?? false;
}

/**
 * The one table of the workflow: from which states an action may start, for a seller with approval
 * on, a seller with approval off, and an admin. Admins may publish anything: they are the approvers.
 */
const FROM: Record<
  WorkflowAction,
  { approving: ProductState[]; direct: ProductState[]; admin: ProductState[] }
> = {
  submit: { approving: ["draft", "rejected"], direct: ["draft", "rejected"], admin: ["draft", "rejected"] },
  approve: { approving: [], direct: [], admin: ["submitted"] },
  reject: { approving: [], direct: [], admin: ["submitted"] },
  publish: {
    approving: ["approved", "unpublished"],
    direct: ["draft", "submitted", "approved", "rejected", "unpublished"],
    admin: ["draft", "submitted", "approved", "rejected", "unpublished"],
  },
  unpublish: { approving: ["published"], direct: ["published"], admin: ["published"] },
};

const TO: Record<WorkflowAction, ProductState> = {
  submit: "submitted",
  approve: "approved",
  reject: "rejected",
  publish: "published",
  unpublish: "unpublished",
};

function allowedFrom(action: WorkflowAction, actor: ConsoleActor, approving: boolean): ProductState[] {
  const row = FROM[action];
  if (actor.reach === "all") return row.admin;
  return approving ? row.approving : row.direct;
}

/** Moves one product along the workflow inside `tx`, with its audit entry; refuses a move the table lacks. */
async function moveProduct(
  tx: DbOrTx,
  actor: ConsoleActor,
  id: number,
  action: WorkflowAction,
  approving: boolean,
  reason?: string,
) {
  const product = await managedProduct(tx, actor, id);
  const from = product.state as ProductState;
  if (!allowedFrom(action, actor, approving).includes(from)) {
    throw new AppError("conflict", { key: "console.product_transition", params: { from, action } });
  }
  const to = TO[action];
  const rejectionReason =
    action === "reject" ? (reason ?? null) : to === "submitted" ? null : product.rejectionReason;
  await tx
    .update(products)
    .set({
      state: to,
      status: to === "published" ? VISIBILITY.public : VISIBILITY.private,
      rejectionReason,
    })
    .where(eq(products.id, id));
  await recordAudit(tx, actor, {
    entity: "product",
    entityId: id,
    action,
    storeId: product.storeId,
    before: { status: from, rejection_reason: product.rejectionReason },
    after: { status: to, rejection_reason: rejectionReason },
  });
}

export async function changeProductState(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  action: WorkflowAction,
  reason?: string,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await moveProduct(tx, actor, id, action, await approvalRequired(tx), reason);
    return loadConsoleProduct(tx, actor, id);
  });
}

/**
 * A bulk action on the chosen products the actor may manage; each product moves in its own
 * transaction, and one that may not (wrong state, another store's) is reported, not fatal.
 */
export async function bulkProducts(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: z.infer<typeof BulkProductsSchema>,
) {
  const db = await dbOf(ctx);
  const reachable = new Map((await managedIds(db, actor, input.ids)).map((row) => [row.id, row]));
  const approving = await approvalRequired(db);
  const done: number[] = [];
  const skipped: { id: number; message: string }[] = [];
  const notFound = translate({ key: "server.not_found", params: { type: "product" } }, ctx.lang);
  for (const id of [...new Set(input.ids)]) {
    const row = reachable.get(id);
    if (!row) {
      skipped.push({ id, message: notFound });
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        if (input.action === "delete-draft") {
          if (row.state !== "draft") throw new AppError("conflict", "console.delete_draft_only");
          await tx.delete(products).where(eq(products.id, id));
          await recordAudit(tx, actor, {
            entity: "product",
            entityId: id,
            action: "delete",
            storeId: row.storeId,
            before: { status: row.state },
            after: null,
          });
        } else {
          await moveProduct(tx, actor, id, input.action, approving);
        }
      });
      done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ id, message: translate(error.messages[0]!, ctx.lang) });
    }
  }
  return { done, skipped };
}
