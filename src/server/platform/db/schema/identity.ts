import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, checkNonNegative, createdAt, id, updatedAt } from "./columns.ts";
import { CODE_PURPOSES, OAUTH_PROVIDERS, USER_ROLES } from "./enums.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    avatar: text("avatar"),
    /** Null for accounts that only ever signed in through a social provider. */
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("customer"),
    verifiedAt: at("verified_at"),
    locale: text("locale").notNull().default("en"),
    /** 1 active, 2 banned/suspended. */
    status: smallint("status").notNull().default(1),
    /** The latest sign-in (null: none since the shop began keeping it). */
    lastSignInAt: at("last_sign_in_at"),
    deletedAt: at("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    checkIn("users_role_check", t.role, USER_ROLES),
    checkIn("users_status_check", t.status, [1, 2]),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha-256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique("sessions_token_hash_unique"),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Store details typed in a seller sign-up; they become an application when the e-mail is verified. */
export interface PendingApplication {
  storeName: string;
  phone?: string;
  address?: string;
  message?: string;
}

/**
 * One sign-up (or sign-in to an unverified account) waiting for its code: what was typed, and the
 * hash of the claim kept in that browser's cookie. Only the code together with this claim verifies
 * the e-mail, and only then do these values reach the account.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: id(),
    /** sha-256 of the claim in the browser's cookie; the claim itself is never stored. */
    claimHash: text("claim_hash").notNull().unique("pending_signups_claim_hash_unique"),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    phone: text("phone"),
    locale: text("locale").notNull(),
    application: jsonb("application").$type<PendingApplication>(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("pending_signups_email_idx").on(sql`lower(${t.email})`),
    index("pending_signups_expires_at_idx").on(t.expiresAt),
    checkIn("pending_signups_purpose_check", t.purpose, ["signup", "seller"]),
  ],
);

/** Six-digit codes e-mailed for sign-up, seller sign-up and password reset (stored hashed). */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The sign-up a sign-up or seller code was sent for (null for reset codes). */
    pendingSignupId: integer("pending_signup_id").references(() => pendingSignups.id, {
      onDelete: "cascade",
    }),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: at("consumed_at"),
    sentAt: at("sent_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_codes_email_purpose_idx").on(sql`lower(${t.email})`, t.purpose),
    index("one_time_codes_user_id_idx").on(t.userId),
    index("one_time_codes_pending_signup_id_idx").on(t.pendingSignupId),
    checkIn("one_time_codes_purpose_check", t.purpose, CODE_PURPOSES),
    checkNonNegative("one_time_codes_attempts_check", t.attempts),
  ],
);

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_accounts_provider_subject_unique").on(t.provider, t.subject),
    index("oauth_accounts_user_id_idx").on(t.userId),
    checkIn("oauth_accounts_provider_check", t.provider, OAUTH_PROVIDERS),
  ],
);
