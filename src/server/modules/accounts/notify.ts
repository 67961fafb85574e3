import { eq } from "drizzle-orm";
import { isLang, type Lang } from "../../../i18n/locales.ts";
import type { Db } from "../../platform/db/client.ts";
import { siteSettings } from "../../platform/db/schema/index.ts";
import { sendMail } from "../../platform/mail/mailer.ts";
import { renderMail, type MailKind, type MailValues } from "../../platform/mail/templates.ts";

async function siteName(db: Db): Promise<string> {
  const [row] = await db
    .select({ name: siteSettings.siteName })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.name ?? "Modest Marketplace";
}

/** Sends one of the account e-mails in the user's language. */
export async function notify(
  db: Db,
  kind: MailKind,
  to: { email: string; name: string; locale: string },
  values: Omit<MailValues, "name" | "site"> = {},
): Promise<void> {
  const lang: Lang = isLang(to.locale) ? to.locale : "en";
  await sendMail(renderMail(kind, lang, to.email, { ...values, name: to.name, site: await siteName(db) }));
}
