import { eq } from "drizzle-orm";
import { isLang, type Lang } from "../../../i18n/locales.ts";
import type { Db } from "../../platform/db/client.ts";
import { siteSettings } from "../../platform/db/schema/index.ts";
import { sendMail, sendMailLater } from "../../platform/mail/mailer.ts";
import { renderMail, type MailKind, type MailValues } from "../../platform/mail/templates.ts";

type Recipient = { email: string; name: string; locale: string };
type Values = Omit<MailValues, "name" | "site">;

async function siteName(db: Db): Promise<string> {
  const [row] = await db
    .select({ name: siteSettings.siteName })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.name ?? "Modest Marketplace";
}

async function render(db: Db, kind: MailKind, to: Recipient, values: Values) {
  const lang: Lang = isLang(to.locale) ? to.locale : "en";
  return renderMail(kind, lang, to.email, { ...values, name: to.name, site: await siteName(db) });
}

/** Sends one of the account e-mails in the user's language. */
export async function notify(db: Db, kind: MailKind, to: Recipient, values: Values = {}): Promise<void> {
  await sendMail(await render(db, kind, to, values));
}

/**
 * The same, but the answer does not wait for the mail server: answers that must not tell whether
 * an address has an account (sign-up, forgot-password, resend-code) take the same time either way.
 * A mail that cannot go is logged; the person can ask again.
 */
export async function notifyAfterAnswer(
  db: Db,
  kind: MailKind,
  to: Recipient,
  values: Values = {},
): Promise<void> {
  sendMailLater(await render(db, kind, to, values), { kind });
}
