/**
 * What the console's order desk sends, checked by the same zod schemas on the server (the route)
 * and in the browser (the forms). Messages are keys of locales/<lang>/validation.json.
 */
import { z } from "zod";
import { STATUS_NAMES } from "../order-view.ts";

/** Delivery steps of a part: 1 pending, 2 confirmed, 3 picked up, 4 on the way, 5 delivered. */
export const PICKED_UP = 3;

export const ORDER_PART_SORTS = [
  "-created_at",
  "created_at",
  "-total",
  "total",
  "delivery_status",
  "-delivery_status",
] as const;
export type OrderPartSort = (typeof ORDER_PART_SORTS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * One step of a part. Picking up hands the parcel to a carrier: its name and tracking number are
 * then required (the shopper follows it with them); the tracking link stays optional.
 */
export const PartStepInput = z
  .object({
    status: z.number().int().min(2).max(5),
    carrier: text(100).optional(),
    tracking_number: text(100).optional(),
    tracking_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  })
  .superRefine((step, check) => {
    if (step.status !== PICKED_UP) return;
    for (const field of ["carrier", "tracking_number"] as const)
      if (!step[field]) check.addIssue({ code: "custom", path: [field], message: "validation.required" });
  });
export type PartStep = z.infer<typeof PartStepInput>;

export const BulkConfirmInput = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
});

/** The list's status filter: a delivery step of a part still going, or the cancelled ones. */
export const DESK_STATUS_FILTERS = [...STATUS_NAMES, "cancelled"] as const;
export type DeskStatusFilter = (typeof DESK_STATUS_FILTERS)[number];
