import { directionOf, LOCALES, type Dir, type Lang } from "../../../i18n/locales.ts";
import { useTranslations } from "../../../i18n/translate.ts";
import { formatPrice } from "../../../lib/money.ts";
import type { DocumentKind, PartDocument } from "./types.ts";

export interface Party {
  heading: string;
  name: string;
  lines: string[];
}

interface ViewRow {
  title: string;
  /** Variant and SKU on one line, or null. */
  detail: string | null;
  quantity: string;
  unitPrice: string;
  total: string;
}

interface ViewLabels {
  product: string;
  quantity: string;
  unitPrice: string;
  total: string;
  packed: string;
  totalQuantity: string;
  note: string;
}

/**
 * A document with every text already translated and formatted: the HTML page and the PDF draw the
 * same view, so what is printed, and in which words, is decided here only.
 */
export interface DocumentView {
  kind: DocumentKind;
  lang: Lang;
  dir: Dir;
  title: string;
  shopName: string;
  shopLines: string[];
  facts: { label: string; value: string }[];
  soldBy: Party;
  shipTo: Party;
  labels: ViewLabels;
  rows: ViewRow[];
  totalQuantity: string;
  /** Invoice only: goods, shipping, discount (when there is one) and the total, last. */
  totals: { label: string; value: string }[];
  pageLabel: (page: number, pages: number) => string;
}

const present = (values: (string | undefined | null)[]) =>
  values.map((v) => v?.trim() ?? "").filter((v) => v !== "");

/** An address typed on several lines keeps its lines. */
const addressLines = (address: string) => present(address.split(/\r?\n/));

export function documentView(doc: PartDocument): DocumentView {
  const t = useTranslations(doc.lang);
  const intl = LOCALES.find((l) => l.code === doc.lang)?.intl ?? "en-US";
  const money = (minor: number) => formatPrice(minor, { currency: doc.totals.currency, decimalFormat: intl });
  const count = new Intl.NumberFormat(intl);
  // The date the customer saw when ordering; UTC so that every server prints the same day.
  const date = new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  const totals = [
    { label: t("documents.goods"), value: money(doc.totals.goods) },
    { label: t("documents.shipping"), value: money(doc.totals.shipping) },
    ...(doc.totals.discount > 0
      ? [{ label: t("documents.discount"), value: money(-doc.totals.discount) }]
      : []),
    { label: t("documents.total"), value: money(doc.totals.total) },
  ];
  return {
    kind: doc.kind,
    lang: doc.lang,
    dir: directionOf(doc.lang),
    title: t(doc.kind === "invoice" ? "documents.invoice" : "documents.packing_slip"),
    shopName: doc.shop.name,
    shopLines: present([...addressLines(doc.shop.address), doc.shop.email, doc.shop.phone]),
    facts: [
      { label: t("documents.order"), value: doc.order.code },
      { label: t("documents.part"), value: doc.order.partNumber },
      { label: t("documents.order_date"), value: date.format(doc.order.placedAt) },
      {
        label: t("documents.payment"),
        value: `${doc.order.paymentMethod} · ${t(doc.order.paid ? "documents.paid" : "documents.unpaid")}`,
      },
    ],
    soldBy: {
      heading: t("documents.sold_by"),
      name: doc.store.name,
      lines: present([...addressLines(doc.store.address), doc.store.email, doc.store.phone]),
    },
    shipTo: {
      heading: t("documents.ship_to"),
      name: doc.shipTo.name,
      lines: present([...doc.shipTo.lines, doc.shipTo.phone, doc.shipTo.email]),
    },
    labels: {
      product: t("documents.product"),
      quantity: t("documents.quantity"),
      unitPrice: t("documents.unit_price"),
      total: t("documents.total"),
      packed: t("documents.packed"),
      totalQuantity: t("documents.total_quantity"),
      note: t(doc.kind === "invoice" ? "documents.invoice_note" : "documents.slip_note"),
    },
    rows: doc.lines.map((line) => {
      const detail = present([line.variant, line.sku ? `${t("documents.sku")}: ${line.sku}` : null]);
      return {
        title: line.title,
        detail: detail.length ? detail.join(" · ") : null,
        quantity: count.format(line.quantity),
        unitPrice: money(line.unitPrice),
        total: money(line.total),
      };
    }),
    totalQuantity: count.format(doc.lines.reduce((sum, line) => sum + line.quantity, 0)),
    totals: doc.kind === "invoice" ? totals : [],
    pageLabel: (page, pages) => t("documents.page", { page, pages }),
  };
}
