import { asc, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import {
  VISIBILITY,
  contactMessages,
  countries,
  newsletterSubscribers,
  settings,
  states,
} from "../../platform/db/schema/index.ts";
import { log } from "../../platform/log.ts";
import { sendMail, type Mail } from "../../platform/mail/mailer.ts";

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  phone?: string;
  subject?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The notice the shop receives for a contact message (in the shop's language: English). */
function contactNotice(to: string, input: ContactInput): Mail {
  const lines = [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    ...(input.phone ? [`Phone: ${input.phone}`] : []),
    ...(input.subject ? [`Subject: ${input.subject}`] : []),
    "",
    input.message,
  ];
  return {
    to,
    subject: `Contact form: ${input.subject || input.name}`.slice(0, 150),
    text: lines.join("\n"),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(""),
  };
}

/**
 * Stores a contact message, then tells the shop by e-mail (settings.email). The message is kept
 * even when the mail cannot go out: the failure is logged, the sender still gets their answer.
 */
export async function saveContactMessage(ctx: RequestContext, input: ContactInput): Promise<{ id: number }> {
  const db = await dbOf(ctx);
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name.trim(),
      email: input.email.trim(),
      message: input.message.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject?.trim() || null,
    })
    .returning({ id: contactMessages.id });
  const [shop] = await db.select({ email: settings.email }).from(settings).where(eq(settings.id, 1));
  if (shop?.email) {
    try {
      await sendMail(
        contactNotice(shop.email, { ...input, name: input.name.trim(), message: input.message.trim() }),
      );
    } catch (error) {
      log.error(
        { err: error, contactMessageId: row.id },
        "contact message stored but the shop could not be e-mailed",
      );
    }
  }
  return row;
}

/**
 * Subscribes an address to the newsletter; subscribing again (any letter case) keeps one row and
 * brings back an address that had unsubscribed. Answers whether it was new.
 */
export async function subscribeToNewsletter(
  ctx: RequestContext,
  email: string,
): Promise<{ created: boolean }> {
  const db = await dbOf(ctx);
  const result = (await db.execute(sql`
    insert into ${newsletterSubscribers} (email, lang) values (${email.trim()}, ${ctx.lang})
    on conflict (lower(email)) do update set unsubscribed_at = null
    returning (xmax = 0) as created`)) as { rows: { created: boolean }[] };
  return { created: Boolean(result.rows[0]?.created) };
}

export interface CountryPhone {
  id: number;
  code: string;
  name: string;
  phone_code: string | null;
  /** The country's states for the address form's list (empty: the state is typed). */
  states: { code: string; name: string }[];
}

/** Public countries with their dialling codes and states (spec "countries-phones"). */
export async function listCountryPhones(ctx: RequestContext): Promise<CountryPhone[]> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: countries.id, code: countries.code, name: countries.name, phone_code: countries.phoneCode })
    .from(countries)
    .where(eq(countries.status, VISIBILITY.public))
    .orderBy(asc(countries.sort), asc(countries.name));
  const stateRows = await db
    .select({ countryId: states.countryId, code: states.code, name: states.name })
    .from(states)
    .orderBy(asc(states.name));
  return rows.map((country) => ({
    ...country,
    states: stateRows.filter((s) => s.countryId === country.id).map(({ code, name }) => ({ code, name })),
  }));
}
