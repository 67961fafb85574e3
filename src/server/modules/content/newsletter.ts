/**
 * The newsletter's subscribers in the console (admins: a searchable list and a CSV export) and the
 * way out of every marketing mail: a signed link that unsubscribes in one click
 * (`/newsletter/unsubscribe?token=…`, in the reader's language) and the matching `List-Unsubscribe`
 * headers (RFC 8058), both made by `marketingMail`, which every marketing mail goes through.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { and, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import type { Lang } from "../../../i18n/locales.ts";
import { localizePath } from "../../../i18n/paths.ts";
import { siteOrigin } from "../../platform/env.ts";
import type { Db } from "../../platform/db/client.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { containing } from "../../platform/db/like.ts";
import { settingsKey } from "../../platform/secrets/settings-key.ts";
import { sendMail, type Mail } from "../../platform/mail/mailer.ts";
import { isLang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import { log } from "../../platform/log.ts";

/** A key of its own, derived from the one every process of the shop shares. */
const secret = () => createHmac("sha256", settingsKey()).update("newsletter unsubscribe links").digest();
const sign = (payload: string) => createHmac("sha256", secret()).update(payload).digest("base64url");

/** A token naming one subscriber; it does not expire (an old mail's link keeps working). */
export function unsubscribeToken(subscriberId: number): string {
  return `${subscriberId}.${sign(`unsubscribe.${subscriberId}`)}`;
}

/** The subscriber a token names, or undefined when it is forged or altered. */
export function subscriberOfToken(token: string): number | undefined {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(`unsubscribe.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(id);
}

export function unsubscribeUrl(subscriberId: number, lang: Lang): string {
  const path = localizePath("/newsletter/unsubscribe", lang);
  return `${siteOrigin()}${path}?token=${unsubscribeToken(subscriberId)}`;
}

/** Unsubscribes the token's subscriber (again is fine); false when the token is not the shop's. */
export async function unsubscribeWithToken(db: Db, token: string): Promise<boolean> {
  const id = subscriberOfToken(token);
  if (id === undefined) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (row) return true;
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return Boolean(known);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * A marketing mail to one subscriber: the unsubscribe link at the end of its text and HTML, and
 * the headers mail programs show as an "Unsubscribe" button (one click, by POST to the same link).
 */
export function marketingMail(
  subscriber: { id: number; email: string; lang: Lang },
  mail: Omit<Mail, "to" | "headers">,
  footer: string,
): Mail {
  const link = unsubscribeUrl(subscriber.id, subscriber.lang);
  const foot = `<p style="font-size:12px"><a href="${link.replace(/&/g, "&amp;")}">${escapeHtml(footer)}</a></p>`;
  return {
    ...mail,
    to: subscriber.email,
    text: `${mail.text}\n\n${footer}: ${link}`,
    html: mail.html.includes("</body>") ? mail.html.replace("</body>", `${foot}</body>`) : mail.html + foot,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Sends one newsletter (a subject and plain text) to everybody subscribed, each with their own
 * unsubscribe link in their language. A mail that cannot go is logged and counted; the rest go on.
 */
export async function sendNewsletter(db: Db, letter: { subject: string; text: string }) {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(newsletterSubscribers.id);
  let sent = 0;
  for (const row of rows) {
    const lang = isLang(row.lang) ? row.lang : "en";
    const html = letter.text
      .split("\n")
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("");
    const mail = marketingMail(
      { id: row.id, email: row.email, lang },
      {
        subject: letter.subject,
        text: letter.text,
        html: `<!doctype html><html lang="${lang}"><body>${html}</body></html>`,
      },
      useTranslations(lang)("newsletter.unsubscribe.footer"),
    );
    try {
      await sendMail(mail);
      sent += 1;
    } catch (error) {
      log.error({ err: error, subscriberId: row.id }, "newsletter mail failed");
    }
  }
  return { sent, failed: rows.length - sent };
}

export interface SubscriberFilters {
  q?: string;
  page: number;
  perPage: number;
}

const matching = (q?: string): SQL | undefined =>
  q ? ilike(newsletterSubscribers.email, containing(q)) : undefined;

const subscriberView = (row: typeof newsletterSubscribers.$inferSelect) => ({
  id: row.id,
  email: row.email,
  lang: row.lang,
  subscribed_at: row.createdAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

/** One page of subscribers (and those who left), newest first. */
export async function listSubscribers(db: Db, filters: SubscriberFilters) {
  const where = matching(filters.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return paged(rows.map(subscriberView), {
    page: filters.page,
    perPage: filters.perPage,
    total: Number(total?.n ?? 0),
  });
}

/** A cell a spreadsheet would run as a formula is kept as text. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Every subscriber still subscribed (matching the search) as CSV: email, language, subscribed at. */
export async function subscribersCsv(db: Db, q?: string): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.unsubscribedAt), matching(q)))
    .orderBy(newsletterSubscribers.id);
  return stringify([
    ["email", "lang", "subscribed_at"],
    ...rows.map((row) => [safeCell(row.email), row.lang, row.createdAt.toISOString()]),
  ]);
}
