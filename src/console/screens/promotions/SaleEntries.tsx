import type { Dispatch, SetStateAction } from "react";
import type { ConsoleFlashSale } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { formatMinorPlain, formatMoney, minorUnits } from "../../ui/format.ts";
import { ProductPicker, type PickedProduct } from "./ProductPicker.tsx";
import { wholeOf } from "./promo-form.ts";

/** A product of the sale as the form holds it: the typed flash price and allotment. */
export interface Entry extends PickedProduct {
  flash_price: string;
  allotment: string;
}

/** The form's rows for a saved sale's products (none for a new sale). */
export function entriesOf(sale: ConsoleFlashSale | null): Entry[] {
  return (
    sale?.products.map((p) => ({
      id: p.product_id,
      title: p.product_title,
      price: p.regular_price,
      flash_price: formatMinorPlain(p.flash_price),
      allotment: String(p.allotment),
    })) ?? []
  );
}

/** What the schema checks: minor units and whole numbers (NaN where the text is neither). */
export function entryBodies(entries: Entry[]) {
  return entries.map((e) => ({
    product_id: e.id,
    flash_price: minorUnits(e.flash_price) ?? Number.NaN,
    allotment: wholeOf(e.allotment) ?? Number.NaN,
  }));
}

/** The sale's products, each with its flash price and allotment, a remove button, and a picker to add one. */
export function SaleEntries({
  entries,
  setEntries,
  said,
}: {
  entries: Entry[];
  setEntries: Dispatch<SetStateAction<Entry[]>>;
  said: (field: string) => string | undefined;
}) {
  const { t, lang } = useLanguage();
  const change = (index: number, patch: Partial<Entry>) =>
    setEntries((all) => all.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t("promo.products")}</legend>
      {said("products") && <p className="text-danger">{said("products")}</p>}
      <ul className="space-y-2">
        {entries.map((entry, index) => (
          <li key={entry.id} className="flex flex-wrap items-end gap-3 border-b border-line pb-2">
            <span className="min-w-40 flex-1" dir="auto">
              {entry.title}
              <span className="block text-xs text-muted">
                {t("promo.regularPrice", { price: formatMoney(entry.price, lang) })}
              </span>
            </span>
            <FieldText
              label={t("promo.flashPriceShort")}
              aria-label={t("promo.flashPrice", { name: entry.title })}
              inputMode="decimal"
              dir="ltr"
              value={entry.flash_price}
              serverError={said(`products.${index}.flash_price`)}
              onChange={(event) => change(index, { flash_price: event.target.value })}
            />
            <FieldText
              label={t("promo.allotmentShort")}
              aria-label={t("promo.allotment", { name: entry.title })}
              inputMode="numeric"
              dir="ltr"
              value={entry.allotment}
              serverError={said(`products.${index}.allotment`)}
              onChange={(event) => change(index, { allotment: event.target.value })}
            />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setEntries((all) => all.filter((_, i) => i !== index))}
            >
              {t("promo.remove", { name: entry.title })}
            </button>
          </li>
        ))}
      </ul>
      <ProductPicker
        taken={entries.map((e) => e.id)}
        onPick={(product) => setEntries((all) => [...all, { ...product, flash_price: "", allotment: "" }])}
      />
    </fieldset>
  );
}
