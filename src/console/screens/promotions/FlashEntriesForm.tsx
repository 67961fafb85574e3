import { useState } from "react";
import { FlashEntriesInput, type FlashEntriesInputType } from "../../../lib/console/promotion-input.ts";
import type { ConsoleFlashSale } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FormFrame } from "../taxonomy/FormFrame.tsx";
import { nameIn } from "../taxonomy/name-in.ts";
import { CountdownPreview } from "./CountdownPreview.tsx";
import { SaleEntries, entriesOf, entryBodies, type Entry } from "./SaleEntries.tsx";
import { useCheckedSave } from "./use-checked-save.ts";

/** A seller's own products in a sale the admins scheduled: add, change or take them out. */
export function FlashEntriesForm({
  sale,
  pending,
  save,
  onDone,
}: {
  sale: ConsoleFlashSale;
  pending: boolean;
  save: (body: FlashEntriesInputType) => Promise<unknown>;
  onDone: (note: string) => void;
}) {
  const { t, lang } = useLanguage();
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(sale));
  const { problem, said, submit } = useCheckedSave(FlashEntriesInput, save, onDone);

  return (
    <FormFrame
      heading={t("promo.myProducts", { name: nameIn(sale.translations, lang, `#${sale.id}`) })}
      problem={problem}
      pending={pending}
      onSubmit={() => submit({ products: entryBodies(entries) })}
      onCancel={() => onDone("")}
    >
      <CountdownPreview start={sale.start_time} end={sale.end_time} active={sale.active} />
      <SaleEntries entries={entries} setEntries={setEntries} said={said} />
    </FormFrame>
  );
}
