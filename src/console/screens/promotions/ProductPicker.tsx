import { useState } from "react";
import { useProductChoices } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { formatMoney } from "../../ui/format.ts";

export interface PickedProduct {
  id: number;
  title: string;
  /** The price before the sale, minor units. */
  price: number;
}

/** Finds products by title or SKU and adds one to the sale with a button per result. */
export function ProductPicker({
  taken,
  onPick,
  status,
}: {
  taken: number[];
  onPick: (product: PickedProduct) => void;
  /** Only products in this state (the home page features published ones). */
  status?: "published";
}) {
  const { t, lang } = useLanguage();
  const [q, setQ] = useState("");
  const choices = useProductChoices(q, status);
  // Once per product: the console's product list can repeat a row (seen on the embedded database).
  const rows = (choices.data?.data ?? []).filter(
    (row, index, all) => !taken.includes(row.id) && all.findIndex((other) => other.id === row.id) === index,
  );
  return (
    <div className="space-y-2">
      <FieldText
        label={t("promo.findProduct")}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {q.trim() !== "" && (
        <ul aria-label={t("promo.found")} aria-busy={choices.isFetching || undefined} className="space-y-1">
          {rows.length === 0 && !choices.isFetching && <li>{t("promo.noneFound")}</li>}
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  onPick({ id: row.id, title: row.title, price: row.price });
                  setQ("");
                }}
              >
                {t("promo.add", { name: row.title })} · {formatMoney(row.price, lang)} · {row.store.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
