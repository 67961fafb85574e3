import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { FlashEntriesInput, type FlashEntriesInputType } from "../../../lib/console/promotion-input.ts";
import type { ConsoleFlashSale } from "../../data/promotions.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FormFrame } from "../taxonomy/FormFrame.tsx";
import { nameIn } from "../taxonomy/name-in.ts";
import { CountdownPreview } from "./CountdownPreview.tsx";
import { SaleEntries, entriesOf, entryBodies, type Entry } from "./SaleEntries.tsx";
import { fieldProblems } from "./promo-form.ts";

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
  const [problems, setProblems] = useState<Record<string, ConsoleStringKey>>({});
  const [problem, setProblem] = useState("");
  const said = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const submit = () => {
    const parsed = FlashEntriesInput.safeParse({ products: entryBodies(entries) });
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      setProblem(t("promo.error.check"));
      return;
    }
    setProblems({});
    setProblem("");
    save(parsed.data).then(
      () => onDone(t("taxonomy.saved")),
      (error: unknown) => setProblem(messageOf(error, t("app.error"))),
    );
  };

  return (
    <FormFrame
      heading={t("promo.myProducts", { name: nameIn(sale.translations, lang, `#${sale.id}`) })}
      problem={problem}
      pending={pending}
      onSubmit={submit}
      onCancel={() => onDone("")}
    >
      <CountdownPreview start={sale.start_time} end={sale.end_time} active={sale.active} />
      <SaleEntries entries={entries} setEntries={setEntries} said={said} />
    </FormFrame>
  );
}
