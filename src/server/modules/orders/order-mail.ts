import { directionOf, isLang, type Lang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import { formatPrice } from "../../../lib/money.ts";
import { sql } from "drizzle-orm";
import { orderStatusKey, statusNameKey } from "../../../lib/order-view.ts";
import type { Db } from "../../platform/db/client.ts";
import { DELIVERY_STATUS, PAYMENT_METHOD, PAYMENT_STATUS } from "../../platform/db/schema/enums.ts";
import { log } from "../../platform/log.ts";
import { sendMail } from "../../platform/mail/mailer.ts";
import { shopBankAccount, type ShopBankAccount } from "../payments/index.ts";

export interface OrderMailData {
  trackingCode: string;
  email: string;
  name: string;
  total: number;
  currency: string;
  lang: string;
  deliveryStatus: number;
  cancelled: boolean;
  paymentMethod: number;
  /** 1 paid, 0 unpaid. */
  paymentStatus: number;
  refunded: boolean;
  /** The order's latest history event when the mail is written (order_status_history.event): why it changed. */
  event?: string | null;
}

/** What a status mail says happened, for the events the shop makes by itself or a refund. */
const EVENT_LINES: Record<string, string> = {
  payment_expired: "shop.mail_event_payment_expired",
  payment_failed: "shop.payment_failed",
  paid: "shop.payment_received",
  refunded: "shop.mail_event_refunded",
  partly_refunded: "shop.mail_event_partly_refunded",
};

/** "placed": the order confirmation; "status": the order's status after a change. */
export type OrderMailKind = "placed" | "status";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An open bank-transfer order not paid yet: its mails tell where to send the money. */
function owesTransfer(order: OrderMailData): boolean {
  return (
    order.paymentMethod === PAYMENT_METHOD.bankTransfer &&
    order.paymentStatus !== PAYMENT_STATUS.paid &&
    !order.cancelled
  );
}

/** A part of the order as its mails tell it: the store, its status, how it travels. */
interface MailPart {
  store: string | null;
  status: number;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** The order's parts as they stand when the mail leaves (newer than the mail's order row, if anything). */
async function partsOfOrder(db: Db, trackingCode: string): Promise<MailPart[]> {
  const { rows } = (await db.execute(sql`
    select s.name as store, p.delivery_status as status, p.carrier, p.tracking_number as "trackingNumber",
      p.tracking_url as "trackingUrl"
    from order_parts p join orders o on o.id = p.order_id left join stores s on s.id = p.store_id
    where o.tracking_code = ${trackingCode} order by p.number
  `)) as { rows: MailPart[] };
  return rows;
}

/** One line per part (when there are several, or one is on its way with a tracking number). */
function partLines(parts: MailPart[], t: ReturnType<typeof useTranslations>): string[] {
  if (parts.length < 2 && !parts.some((p) => p.trackingNumber)) return [];
  return [
    ...(parts.length > 1 ? [t("shop.mail_parts_intro", { count: parts.length })] : []),
    ...parts.flatMap((p) => [
      t("shop.mail_part_line", { store: p.store ?? "—", status: t(statusNameKey(p.status)) }),
      ...(p.trackingNumber
        ? [
            t("shop.mail_part_tracking", { carrier: p.carrier ?? "—", number: p.trackingNumber }) +
              (p.trackingUrl ? ` ${p.trackingUrl}` : ""),
          ]
        : []),
    ]),
  ];
}

/** The order e-mail in the order's language: on placement ("placed") and on each status change. */
function orderMail(
  order: OrderMailData,
  kind: OrderMailKind,
  bank: ShopBankAccount | null,
  parts: MailPart[],
) {
  const lang: Lang = isLang(order.lang) ? order.lang : "en";
  const t = useTranslations(lang);
  const status = t(orderStatusKey({ delivery_status: order.deliveryStatus, cancelled: order.cancelled }));
  const paid = order.paymentStatus === PAYMENT_STATUS.paid;
  const payment = t(
    order.refunded ? "checkout.order.refunded" : paid ? "checkout.orders.paid" : "checkout.orders.unpaid",
  );
  // A status mail for a pending order can only be about its payment: the subject says so.
  const news =
    !order.cancelled && order.deliveryStatus === DELIVERY_STATUS.pending && paid ? payment : status;
  const subject =
    kind === "placed"
      ? t("shop.mail_placed_subject", { code: order.trackingCode })
      : t("shop.mail_status_subject", { code: order.trackingCode, status: news });
  // A refund of part of the order (a return, a goodwill gesture) leaves the rest paid.
  const event = order.event === "refunded" && !order.refunded ? "partly_refunded" : order.event;
  const happened = kind === "status" && event ? EVENT_LINES[event] : undefined;
  const total = formatPrice(order.total, { currency: order.currency });
  const transfer =
    bank && owesTransfer(order)
      ? [
          t("shop.mail_bank_intro", { total, code: order.trackingCode }),
          t("shop.mail_bank_name", { value: bank.bank_name }),
          t("shop.mail_bank_holder", { value: bank.account_holder }),
          t("shop.mail_bank_account", { value: bank.account_number }),
          ...(bank.branch ? [t("shop.mail_bank_branch", { value: bank.branch })] : []),
        ]
      : [];
  const lines = [
    t("shop.mail_greeting", { name: order.name }),
    ...(happened ? [t(happened)] : []),
    t("shop.mail_status_line", { status }),
    ...(order.cancelled ? [] : partLines(parts, t)),
    t("shop.mail_payment_line", { status: payment }),
    t("shop.mail_total_line", { total }),
    ...transfer,
    t("shop.mail_track_line", { code: order.trackingCode }),
  ];
  const dir = directionOf(lang);
  return {
    to: order.email,
    subject,
    text: lines.join("\n\n"),
    html: `<div dir="${dir}">${lines.map((l) => `<p>${escape(l)}</p>`).join("")}</div>`,
  };
}

/** Sends without ever failing the request that caused it: a mail problem is logged, the order stands. */
export async function sendOrderMail(
  db: Db,
  order: OrderMailData,
  kind: OrderMailKind,
  messageId?: string,
): Promise<boolean> {
  try {
    const [bank, parts] = await Promise.all([
      owesTransfer(order) ? shopBankAccount(db) : null,
      partsOfOrder(db, order.trackingCode),
    ]);
    await sendMail({ ...orderMail(order, kind, bank, parts), messageId });
    return true;
  } catch (error) {
    log.error({ err: error, order: order.trackingCode }, "order mail failed");
    return false;
  }
}
