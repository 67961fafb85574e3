import { useState } from "react";
import { LOCALES } from "../../../i18n/locales.ts";
import { FlashSaleInput, type FlashSaleInputType } from "../../../lib/console/promotion-input.ts";
import type { ConsoleFlashSale } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { FormFrame } from "../taxonomy/FormFrame.tsx";
import { LanguageTabs } from "../taxonomy/LanguageTabs.tsx";
import { CountdownPreview } from "./CountdownPreview.tsx";
import { SaleEntries, entriesOf, entryBodies, type Entry } from "./SaleEntries.tsx";
import { instantOf, localInput, windowFromNow } from "./promo-form.ts";
import { useCheckedSave } from "./use-checked-save.ts";

/** Schedule or edit a flash sale: names, window, switched on, and each product's flash price and allotment. */
export function FlashSaleForm({
  start,
  pending,
  save,
  onDone,
}: {
  start: ConsoleFlashSale | null;
  pending: boolean;
  save: (body: FlashSaleInputType) => Promise<unknown>;
  onDone: (note: string) => void;
}) {
  const { t } = useLanguage();
  const fresh = windowFromNow(24);
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries(LOCALES.map((l) => [l.code, start?.translations[l.code]?.title ?? ""])),
  );
  const [from, setFrom] = useState(start ? localInput(start.start_time) : fresh.start);
  const [until, setUntil] = useState(start ? localInput(start.end_time) : fresh.end);
  const [active, setActive] = useState(start?.active ?? true);
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(start));
  const { problem, said, submit: check } = useCheckedSave(FlashSaleInput, save, onDone);

  const submit = () => {
    check({
      translations: Object.fromEntries(
        Object.entries(titles)
          .filter(([code, title]) => code === "en" || title.trim())
          .map(([code, title]) => [code, { title }]),
      ),
      start_time: instantOf(from),
      end_time: instantOf(until),
      active,
      products: entryBodies(entries),
    });
  };

  return (
    <FormFrame
      heading={start ? t("promo.editSale") : t("promo.newSale")}
      problem={problem}
      pending={pending}
      onSubmit={submit}
      onCancel={() => onDone("")}
    >
      <LanguageTabs>
        {(locale) => (
          <FieldText
            label={`${t("promo.saleTitle")} (${locale.name})`}
            lang={locale.code}
            dir={locale.direction}
            value={titles[locale.code] ?? ""}
            serverError={locale.code === "en" ? said("translations.en.title") : undefined}
            onChange={(event) => setTitles((all) => ({ ...all, [locale.code]: event.target.value }))}
          />
        )}
      </LanguageTabs>
      <div className="flex flex-wrap gap-3">
        <FieldText
          label={t("promo.starts")}
          type="datetime-local"
          value={from}
          serverError={said("start_time")}
          onChange={(event) => setFrom(event.target.value)}
        />
        <FieldText
          label={t("promo.ends")}
          type="datetime-local"
          value={until}
          serverError={said("end_time")}
          onChange={(event) => setUntil(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        {t("promo.active")}
      </label>
      <CountdownPreview start={instantOf(from)} end={instantOf(until)} active={active} />
      <SaleEntries entries={entries} setEntries={setEntries} said={said} />
    </FormFrame>
  );
}
