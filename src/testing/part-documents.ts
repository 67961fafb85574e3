import type { Lang } from "../i18n/locales.ts";
import type { DocumentKind, PartDocument } from "../server/modules/documents/index.ts";

/** Words a customer or store in each language would type, so documents are tested with real text. */
const TEXTS = {
  en: {
    store: "Atelier Nour",
    customer: "Amina Diallo",
    street: "24 Liberty Avenue",
    shirt: "Blue cotton shirt",
    payment: "Cash on delivery",
  },
  fr: {
    store: "Atelier Nour",
    customer: "Amina Diallo",
    street: "24 avenue de la Liberté",
    shirt: "Chemise en coton bleue",
    payment: "Paiement à la livraison",
  },
  ar: {
    store: "متجر النور",
    customer: "فاطمة الزهراء",
    street: "٢٤ شارع الحرية، الطابق 3",
    shirt: "قميص قطني أزرق",
    payment: "الدفع عند الاستلام",
  },
  hi: {
    store: "नूर स्टोर",
    customer: "अमीना डायलो",
    street: "24 लिबर्टी एवेन्यू",
    shirt: "नीली सूती कमीज़",
    payment: "डिलीवरी पर भुगतान",
  },
  tr: {
    store: "Nur Atölyesi",
    customer: "Amina Diallo",
    street: "Özgürlük Caddesi 24",
    shirt: "Mavi pamuklu gömlek",
    payment: "Kapıda ödeme",
  },
} satisfies Record<Lang, Record<string, string>>;

/** One order part with two lines (the second an English title with markup), in `lang`. */
export function partDocument(
  kind: DocumentKind,
  lang: Lang,
  change: Partial<PartDocument> = {},
): PartDocument {
  const text = TEXTS[lang];
  return {
    kind,
    lang,
    shop: {
      name: "Modest Market",
      address: "12 Harbour Road\nLyon 69002, France",
      email: "hello@modest.example",
      phone: "+33 4 72 00 00 00",
    },
    store: { name: text.store, address: "5 rue des Fleurs, Paris", email: "nour@store.example" },
    order: {
      code: "ABCD2345",
      placedAt: new Date("2026-11-20T10:00:00Z"),
      partNumber: "ABCD2345-2",
      paymentMethod: text.payment,
      paid: false,
    },
    shipTo: {
      name: text.customer,
      phone: "+33 6 12 34 56 78",
      email: "amina@example.com",
      lines: [text.street, "75011 Paris", "France"],
    },
    lines: [
      { title: text.shirt, variant: "L", sku: "SH-001-BL", quantity: 2, unitPrice: 2450, total: 4900 },
      {
        title: "Wallet <script>alert(1)</script>",
        variant: null,
        sku: null,
        quantity: 1,
        unitPrice: 123450,
        total: 123450,
      },
    ],
    totals: { goods: 128350, shipping: 700, discount: 1000, total: 128050, currency: "EUR" },
    ...change,
  };
}
