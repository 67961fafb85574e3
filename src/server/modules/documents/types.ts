import type { Lang } from "../../../i18n/locales.ts";

export type DocumentKind = "packing_slip" | "invoice";

/** Everything printed on one order part's packing slip or invoice; money in minor units. */
export interface PartDocument {
  kind: DocumentKind;
  lang: Lang;
  /** The marketplace that took the order. */
  shop: { name: string; address: string; email: string; phone?: string };
  /** The store that sells and ships this part. */
  store: { name: string; address: string; email?: string; phone?: string };
  order: {
    code: string;
    placedAt: Date;
    /** The part's own number, e.g. "ABCD2345-2". */
    partNumber: string;
    /** Already translated into `lang`. */
    paymentMethod: string;
    paid: boolean;
  };
  shipTo: { name: string; phone: string; email: string; lines: string[] };
  lines: DocumentLine[];
  totals: { goods: number; shipping: number; discount: number; total: number; currency: string };
}

export interface DocumentLine {
  title: string;
  variant: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
}
