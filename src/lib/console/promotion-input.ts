/**
 * What the console sends to create or edit a voucher or a flash sale, checked by the same zod
 * schemas on the server (the routes) and in the browser (the forms). Amounts are minor units.
 */
import { z } from "zod";

const whole = (min: number) => z.number().int().min(min).max(1_000_000_000);
const moment = z.iso.datetime({ offset: true, error: "validation.date" });
const limit = whole(1).nullable().default(null);

/** BUSINESS-RULES "Vouchers": code, flat or percent (capped), minimum spend, dates, both limits, status, scope. */
export const VoucherInput = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, { error: "validation.voucher_code" }),
    type: z.enum(["flat", "percent"]),
    amount: whole(1),
    /** Percent only: the most the discount may be; null is no cap. */
    max_discount: whole(1).nullable().default(null),
    min_spend: whole(0).default(0),
    starts_at: moment,
    ends_at: moment,
    usage_limit: limit,
    per_customer_limit: limit,
    /** The store whose goods it applies to; null for the whole shop. */
    store_id: z.number().int().positive().nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((v, issue) => {
    if (v.type === "percent" && v.amount > 100)
      issue.addIssue({ code: "custom", path: ["amount"], message: "validation.percent_max" });
    if (Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      issue.addIssue({ code: "custom", path: ["ends_at"], message: "validation.ends_after_start" });
    if (v.usage_limit !== null && v.per_customer_limit !== null && v.per_customer_limit > v.usage_limit)
      issue.addIssue({
        code: "custom",
        path: ["per_customer_limit"],
        message: "validation.within_usage_limit",
      });
  });

export type VoucherInputType = z.infer<typeof VoucherInput>;

const SaleTitle = z.object({ title: z.string().trim().min(1).max(200) });

/** One product of a flash sale: its flash price (below its regular price) and the units allotted to it. */
export const FlashEntryInput = z.object({
  product_id: z.number().int().positive(),
  flash_price: whole(1),
  allotment: whole(1),
});

/** A product named twice in one sale's entries is refused at its second place. */
function refuseRepeatedProducts(products: { product_id: number }[], issue: z.RefinementCtx): void {
  const seen = new Set<number>();
  products.forEach((entry, i) => {
    if (seen.has(entry.product_id))
      issue.addIssue({
        code: "custom",
        path: ["products", i, "product_id"],
        message: "validation.duplicate",
      });
    seen.add(entry.product_id);
  });
}

/** A flash sale: names (English required), its window, switched on or not, and its products. */
export const FlashSaleInput = z
  .object({
    translations: z.object({
      en: SaleTitle,
      fr: SaleTitle.optional(),
      ar: SaleTitle.optional(),
      hi: SaleTitle.optional(),
      tr: SaleTitle.optional(),
    }),
    start_time: moment,
    end_time: moment,
    active: z.boolean().default(true),
    products: z.array(FlashEntryInput).min(1).max(200),
  })
  .superRefine((v, issue) => {
    if (Date.parse(v.end_time) <= Date.parse(v.start_time))
      issue.addIssue({ code: "custom", path: ["end_time"], message: "validation.ends_after_start" });
    refuseRepeatedProducts(v.products, issue);
  });

export type FlashSaleInputType = z.infer<typeof FlashSaleInput>;

/** A seller's own products in a sale the admins scheduled (none: its products leave the sale). */
export const FlashEntriesInput = z
  .object({ products: z.array(FlashEntryInput).max(200) })
  .superRefine((v, issue) => refuseRepeatedProducts(v.products, issue));

export type FlashEntriesInputType = z.infer<typeof FlashEntriesInput>;
