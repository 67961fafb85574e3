import { sql } from "drizzle-orm";
import type { RequestContext } from "../context.ts";
import { dbOf } from "../context.ts";
import { asc, eq } from "drizzle-orm";
import { VISIBILITY, contactMessages, countries, newsletterSubscribers } from "../db/schema/index.ts";

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  phone?: string;
  subject?: string;
}

/**
 * Stores a contact message. The shop is not e-mailed yet: there is no mail module in the
 * project; the message waits in contact_messages (unread) for the shop.
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
  return row;
}

/**
 * Subscribes an address to the newsletter; subscribing again (any letter case) keeps one row and
 * brings back an address that had unsubscribed. Answers whether it was new.
 */
export async function subscribeToNewsletter(ctx: RequestContext, email: string): Promise<{ created: boolean }> {
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
}

/** Public countries with their dialling codes (spec "countries-phones"). */
export async function listCountryPhones(ctx: RequestContext): Promise<CountryPhone[]> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: countries.id, code: countries.code, name: countries.name, phone_code: countries.phoneCode })
    .from(countries)
    .where(eq(countries.status, VISIBILITY.public))
    .orderBy(asc(countries.sort), asc(countries.name));
  return rows;
}
