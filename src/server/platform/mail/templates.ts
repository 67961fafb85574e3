import type { Lang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import type { Mail } from "./mailer.ts";

export type MailKind =
  | "verify"
  | "reset"
  | "seller_received"
  | "seller_approved"
  | "seller_rejected"
  | "welcome"
  | "account_exists"
  | "sign_in_attempts";

export interface MailValues {
  name: string;
  site: string;
  code?: string;
  minutes?: number;
  store?: string;
  link?: string;
  reason?: string;
  count?: number;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** One e-mail in the reader's language; keys `mail.<kind>.subject|body` of locales/<lang>/account.json. */
export function renderMail(kind: MailKind, lang: Lang, to: string, values: MailValues): Mail {
  const t = useTranslations(lang);
  const params = { ...values, code: values.code ?? "", minutes: values.minutes ?? 0 };
  const subject = t(`mail.${kind}.subject`, params);
  const body = t(`mail.${kind}.body`, params);
  const greeting = t("mail.greeting", params);
  const signature = t("mail.signature", params);
  const text = [greeting, "", body, ...(values.code ? ["", values.code] : []), "", signature].join("\n");
  const dir = lang === "ar" ? "rtl" : "ltr";
  const paragraphs = body
    .split("\n")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
  const code = values.code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(values.code)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(greeting)}</p>${paragraphs}${code}<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html };
}
