import type { ConsoleStringKey } from "./en.ts";
import type { Translate } from "./strings.tsx";

/**
 * The codes the API sends that the console shows to people, each with its string; one table per
 * kind of code. A code not listed yet (a new kind of audit entry) shows as it came.
 */
const CODES = {
  stockReason: ["order", "cancel", "return", "manual", "import"],
  auditAction: [
    "create",
    "update",
    "delete",
    "move",
    "submit",
    "approve",
    "reject",
    "publish",
    "unpublish",
    "adjust_stock",
    "reorder_pictures",
    "change_status",
    "receive",
    "refund",
    "disable",
    "entries",
    "save_draft",
    "picture_draft",
    "restore",
    "block",
    "unblock",
    "sign_out_everywhere",
    "password_reset",
    "change_role",
    "hide",
    "show",
    "answer",
    "handle",
    "reopen",
    "translate",
  ],
  auditEntity: [
    "product",
    "inventory",
    "category",
    "product_picture",
    "seller_application",
    "order",
    "order_part",
    "return",
    "refund",
    "payout",
    "payout_request",
    "store",
    "settings",
    "voucher",
    "flash_sale",
    "banner",
    "user",
    "review",
    "contact_message",
    "sub_category",
    "brand",
    "collection",
    "tag",
    "attribute",
    "page",
    "link",
    "social_link",
  ],
  ledgerKind: ["sale", "refund_reversal", "payout", "adjustment"],
  applicationStatus: ["pending", "approved", "rejected"],
  returnStatus: ["requested", "approved", "rejected", "received", "refunded"],
  refundStatus: ["pending", "succeeded", "failed"],
  auditField: [
    "id",
    "status",
    "rejection_reason",
    "slug",
    "translations",
    "category_id",
    "sub_category_id",
    "brand_id",
    "collection_ids",
    "tag_ids",
    "selling",
    "offered",
    "stock",
    "sku",
    "image",
    "free_shipping",
    "refundable",
    "attributes",
    "variants",
    "bundle",
    "store",
    "store_id",
    "note",
    "position",
    "pictures",
    "alt",
    "attribute_value_id",
    "product_id",
    "public",
    "delivery_status",
    "carrier",
    "tracking_number",
    "commission_percent",
    "amount",
    "reference",
    "code",
    "type",
    "max_discount",
    "min_spend",
    "starts_at",
    "ends_at",
    "usage_limit",
    "per_customer_limit",
    "active",
    "start_time",
    "end_time",
    "products",
    "blocked",
    "reason",
    "sessions",
    "role",
    "hidden",
    "answer",
    "handled",
    "order",
    "url",
    "labels",
    "title",
  ],
} as const;

type CodeKind = keyof typeof CODES;
type CodeKey = { [K in CodeKind]: `code.${K}.${(typeof CODES)[K][number]}` }[CodeKind];
/** The compiler checks that every listed code has its string. */
const everyCodeHasAString: CodeKey extends ConsoleStringKey ? true : never = true;
void everyCodeHasAString;

/** The entities the audit log's filter offers. */
export const AUDIT_ENTITIES = CODES.auditEntity;

/** A return's steps, in order (the returns list filters by them). */
export const RETURN_STATUSES = CODES.returnStatus;

/** A code in the console's language. */
export function codeLabel(t: Translate, kind: CodeKind, code: string): string {
  const known = (CODES[kind] as readonly string[]).includes(code);
  return known ? t(`code.${kind}.${code}` as ConsoleStringKey) : code;
}
