import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, createdAt, id } from "./columns.ts";
import { users } from "./identity.ts";
import { orderParts } from "./orders.ts";
import { stores } from "./stores.ts";

export const LEDGER_KINDS = ["sale", "refund_reversal", "payout", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYOUT_REQUEST_STATUSES = ["open", "paid", "cancelled"] as const;
export type PayoutRequestStatus = (typeof PAYOUT_REQUEST_STATUSES)[number];

/**
 * What the shop paid a store: the admin records it with the bank's or gateway's reference, and the
 * store's ledger gets one payout entry for it (same transaction).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payouts_store_id_idx").on(t.storeId, t.createdAt),
    check("payouts_amount_check", sql`${t.amount} > 0`),
  ],
);

/** A seller asking to be paid: at most one open request per store; a recorded payout closes it. */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PayoutRequestStatus>().notNull().default("open"),
    note: text("note"),
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    payoutId: integer("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    closedAt: at("closed_at"),
  },
  (t) => [
    index("payout_requests_store_id_idx").on(t.storeId, t.createdAt),
    uniqueIndex("payout_requests_one_open_per_store")
      .on(t.storeId)
      .where(sql`${t.status} = 'open'`),
    check("payout_requests_amount_check", sql`${t.amount} > 0`),
    checkIn("payout_requests_status_check", t.status, PAYOUT_REQUEST_STATUSES),
  ],
);

/**
 * A store's money, one row per event and never changed (a trigger refuses UPDATE and DELETE): the
 * balance is the sum of `amount`. sale: a delivered and paid part, goods + shipping − discount −
 * commission (the breakdown columns); refund_reversal: minus a refund less the commission given
 * back; payout: minus what the shop paid out; adjustment: an admin's correction. The unique keys
 * let each event post at most once.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    kind: text("kind").$type<LedgerKind>().notNull(),
    /** Signed, in minor units of `currency`: what the shop owes the store more (+) or less (−). */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    partId: integer("part_id").references(() => orderParts.id, { onDelete: "restrict" }),
    /** The refund this entry reverses (refunds live in the returns module). */
    refundId: integer("refund_id"),
    payoutId: integer("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    goods: integer("goods"),
    shipping: integer("shipping"),
    discount: integer("discount"),
    /** Sales: the shop's commission; reversals: minus the commission given back. */
    commission: integer("commission"),
    /** Reversals: what this refund gave back to the shopper. */
    refunded: integer("refunded"),
    note: text("note"),
    /**
     * Who posted it (null: the system). No foreign key: a deleted person's id would have to be set
     * to null, and entries are never updated.
     */
    createdBy: integer("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_store_id_idx").on(t.storeId, t.createdAt),
    uniqueIndex("ledger_entries_sale_part_unique")
      .on(t.partId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex("ledger_entries_refund_unique")
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex("ledger_entries_payout_unique")
      .on(t.payoutId)
      .where(sql`${t.payoutId} is not null`),
    checkIn("ledger_entries_kind_check", t.kind, LEDGER_KINDS),
    check("ledger_entries_sale_part_check", sql`${t.kind} <> 'sale' or ${t.partId} is not null`),
    check(
      "ledger_entries_reversal_check",
      sql`${t.kind} <> 'refund_reversal' or (${t.refundId} is not null and ${t.partId} is not null)`,
    ),
    check("ledger_entries_payout_check", sql`${t.kind} <> 'payout' or ${t.payoutId} is not null`),
  ],
);
