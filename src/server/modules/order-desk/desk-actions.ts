import { AppError } from "../../core/errors.ts";
import { translate } from "../../core/messages.ts";
import type { PartStep } from "../../../lib/console/order-desk-input.ts";
import { DELIVERY_STATUS } from "../../platform/db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { changePartStatus } from "../orders/index.ts";

/**
 * One step of a part (confirm, picked up with carrier and tracking, on the way, delivered) by its
 * store's seller or an admin, written to its timeline and the audit log; the shopper is mailed.
 */
export async function stepPart(ctx: RequestContext, actor: ConsoleActor, partId: number, step: PartStep) {
  const change = await changePartStatus(
    ctx,
    partId,
    step.status,
    {
      ...(step.carrier !== undefined ? { carrier: step.carrier } : {}),
      ...(step.tracking_number !== undefined ? { trackingNumber: step.tracking_number } : {}),
      ...(step.tracking_url !== undefined ? { trackingUrl: step.tracking_url } : {}),
    },
    actor,
  );
  return { id: change.part.id, delivery_status: change.part.deliveryStatus };
}

/**
 * Confirms each chosen pending part in its own transaction: one that cannot be confirmed (already
 * moved, cancelled, another store's) is reported with the reason and does not stop the others.
 */
export async function bulkConfirm(ctx: RequestContext, actor: ConsoleActor, ids: number[]) {
  const done: number[] = [];
  const failed: { id: number; message: string }[] = [];
  for (const id of new Set(ids)) {
    try {
      await changePartStatus(ctx, id, DELIVERY_STATUS.confirmed, {}, actor);
      done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id, message: translate(error.messages[0]!, ctx.lang) });
    }
  }
  return { done, failed };
}
