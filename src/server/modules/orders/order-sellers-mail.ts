import { sql } from "drizzle-orm";
import { directionOf, isLang, type Lang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import { formatPrice } from "../../../lib/money.ts";
import type { Db } from "../../platform/db/client.ts";
import { siteOrigin } from "../../platform/env.ts";
import { log } from "../../platform/log.ts";
import { mailMessageId, sendMail } from "../../platform/mail/mailer.ts";
import { partCode } from "./part-code.ts";

/** One store's part of a new order, with where its mail goes and in which language. */
interface StorePart {
  partId: number;
  number: number;
  store: string | null;
  /** The store's own address, else its owner's; null: nobody to tell. */
  to: string | null;
  locale: string | null;
  total: number;
  lines: { title: string; variant: string | null; quantity: number; amount: number }[];
}

interface NewOrderFacts {
  orderId: number;
  trackingCode: string;
  total: number;
  currency: string;
  city: string;
  country: string;
  shopEmail: string | null;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function partsToTell(db: Db, orderId: number): Promise<StorePart[]> {
  const { rows } = (await db.execute(sql`
    select p.id as "partId", p.number, s.name as store, coalesce(nullif(s.email, ''), u.email) as "to",
      u.locale, p.total,
      coalesce((select json_agg(json_build_object('title', i.title, 'variant', i.variant,
        'quantity', i.quantity, 'amount', i.unit_price * (i.quantity - i.free_quantity)) order by i.id)
        from order_items i where i.part_id = p.id), '[]'::json) as lines
    from order_parts p left join stores s on s.id = p.store_id left join users u on u.id = s.owner_id
    where p.order_id = ${orderId}::int order by p.number
  `)) as { rows: StorePart[] };
  return rows;
}

async function orderFacts(db: Db, orderId: number): Promise<NewOrderFacts | undefined> {
  const { rows } = (await db.execute(sql`
    select o.id as "orderId", o.tracking_code as "trackingCode", o.total, o.currency,
      o.address->>'city' as city, o.address->>'country' as country,
      (select nullif(email, '') from settings where id = 1) as "shopEmail"
    from orders o where o.id = ${orderId}::int
  `)) as { rows: NewOrderFacts[] };
  return rows[0];
}

function asMail(lang: Lang, to: string, subject: string, lines: string[], messageId: string) {
  return {
    to,
    subject,
    text: lines.join("\n\n"),
    html: `<div dir="${directionOf(lang)}">${lines.map((l) => `<p>${escape(l)}</p>`).join("")}</div>`,
    messageId,
  };
}

/** The mail telling one store its part of the order: the lines to ship and the part's total. */
function storeMail(order: NewOrderFacts, part: StorePart, to: string, idBase: string) {
  const lang: Lang = part.locale && isLang(part.locale) ? part.locale : "en";
  const t = useTranslations(lang);
  const money = (amount: number) => formatPrice(amount, { currency: order.currency });
  const code = partCode(order.trackingCode, part.number);
  const units = part.lines.reduce((sum, line) => sum + line.quantity, 0);
  const lines = [
    t("shop.mail_seller_intro", { store: part.store ?? "—", code }),
    ...part.lines.map((line) =>
      t("shop.mail_seller_line", {
        quantity: line.quantity,
        title: line.variant ? `${line.title} (${line.variant})` : line.title,
        amount: money(line.amount),
      }),
    ),
    t("shop.mail_seller_total", { total: money(part.total) }),
    t("shop.mail_seller_ship_to", { city: order.city, country: order.country }),
    t("shop.mail_seller_console", { url: `${siteOrigin()}/console/orders/${part.partId}` }),
  ];
  const subject = t("shop.mail_seller_subject", { code, count: units });
  return asMail(lang, to, subject, lines, mailMessageId(`${idBase}-part-${part.partId}`));
}

/** The mail telling the shop's own address of the order: each store's part and the order's total. */
function shopMail(order: NewOrderFacts, parts: StorePart[], to: string, idBase: string) {
  const t = useTranslations("en");
  const money = (amount: number) => formatPrice(amount, { currency: order.currency });
  const lines = [
    t("shop.mail_shop_intro", { code: order.trackingCode, count: parts.length }),
    ...parts.map((part) =>
      t("shop.mail_shop_part", {
        code: partCode(order.trackingCode, part.number),
        store: part.store ?? "—",
        count: part.lines.reduce((sum, line) => sum + line.quantity, 0),
        total: money(part.total),
      }),
    ),
    t("shop.mail_total_line", { total: money(order.total) }),
  ];
  const subject = t("shop.mail_shop_subject", { code: order.trackingCode, total: money(order.total) });
  return asMail("en", to, subject, lines, mailMessageId(`${idBase}-shop`));
}

/**
 * The new order told to each store in it (its store's address, else its owner's, in the owner's
 * language) and to the shop's address (settings.email), one mail each. `idBase` makes each
 * recipient's Message-ID: a retry of the queue row sends the same ids, so a copy is recognisable.
 * True only when every mail went out (the row is then dequeued; else all are tried again).
 */
export async function sendSellersMail(db: Db, orderId: number, idBase: string): Promise<boolean> {
  try {
    const order = await orderFacts(db, orderId);
    if (!order) return true;
    const parts = await partsToTell(db, orderId);
    const mails = [
      ...parts.flatMap((part) => (part.to ? [storeMail(order, part, part.to, idBase)] : [])),
      ...(order.shopEmail ? [shopMail(order, parts, order.shopEmail, idBase)] : []),
    ];
    for (const mail of mails) await sendMail(mail);
    return true;
  } catch (error) {
    log.error({ err: error, order: orderId }, "new-order mail to the stores failed");
    return false;
  }
}
