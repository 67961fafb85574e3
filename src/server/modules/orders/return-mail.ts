import { directionOf, isLang, type Lang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import { formatPrice } from "../../../lib/money.ts";
import { sendMailLater } from "../../platform/mail/mailer.ts";

/** The step a return mail tells the shopper about. */
export type ReturnStep = "requested" | "approved" | "rejected" | "received" | "refunded";

export interface ReturnMailData {
  step: ReturnStep;
  email: string;
  name: string;
  lang: string;
  /** The part's code, e.g. "AB12CD-2". */
  partCode: string;
  trackingCode: string;
  lines: { title: string; quantity: number }[];
  rejectionReason?: string | null;
  refund?: { amount: number; currency: string } | null;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A return's step in the order's language, in the style of the order mails. */
export function returnMail(data: ReturnMailData) {
  const lang: Lang = isLang(data.lang) ? data.lang : "en";
  const t = useTranslations(lang);
  const subject = t("shop.mail_return_subject", {
    code: data.partCode,
    status: t(`shop.return_status_${data.step}`),
  });
  const lines = [
    t("shop.mail_greeting", { name: data.name }),
    t(`shop.mail_return_${data.step}`, { code: data.partCode }),
    ...data.lines.map((l) => t("shop.mail_return_line", { title: l.title, quantity: l.quantity })),
    ...(data.step === "rejected" && data.rejectionReason
      ? [t("shop.mail_return_rejection", { reason: data.rejectionReason })]
      : []),
    ...(data.refund
      ? [
          t("shop.mail_return_refund", {
            amount: formatPrice(data.refund.amount, { currency: data.refund.currency }),
          }),
        ]
      : []),
    t("shop.mail_track_line", { code: data.trackingCode }),
  ];
  return {
    to: data.email,
    subject,
    text: lines.join("\n\n"),
    html: `<div dir="${directionOf(lang)}">${lines.map((l) => `<p>${escape(l)}</p>`).join("")}</div>`,
  };
}

/** Sent after the step's commit; a mail that cannot go is logged, the step stands. */
export function sendReturnMail(data: ReturnMailData): void {
  sendMailLater(returnMail(data), { return: data.partCode, step: data.step });
}
