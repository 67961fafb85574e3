import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { FlashSaleInput, type FlashSaleInputType } from "../../../lib/console/promotion-input.ts";
import type { ConsoleFlashSale } from "../../data/promotions.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { formatMinorPlain, formatMoney, minorUnits } from "../../ui/format.ts";
import { FormFrame } from "../taxonomy/FormFrame.tsx";
import { LanguageTabs } from "../taxonomy/LanguageTabs.tsx";
import { CountdownPreview } from "./CountdownPreview.tsx";
import { ProductPicker, type PickedProduct } from "./ProductPicker.tsx";
import { fieldProblems, instantOf, localInput, wholeOf, windowFromNow } from "./promo-form.ts";

interface Entry extends PickedProduct {
  flash_price: string;
  allotment: string;
}

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
  const { t, lang } = useLanguage();
  const fresh = windowFromNow(24);
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries(LOCALES.map((l) => [l.code, start?.translations[l.code]?.title ?? ""])),
  );
  const [from, setFrom] = useState(start ? localInput(start.start_time) : fresh.start);
  const [until, setUntil] = useState(start ? localInput(start.end_time) : fresh.end);
  const [active, setActive] = useState(start?.active ?? true);
  const [entries, setEntries] = useState<Entry[]>(
    () =>
      start?.products.map((p) => ({
        id: p.product_id,
        title: p.product_title,
        price: p.regular_price,
        flash_price: formatMinorPlain(p.flash_price),
        allotment: String(p.allotment),
      })) ?? [],
  );
  const [problems, setProblems] = useState<Record<string, ConsoleStringKey>>({});
  const [problem, setProblem] = useState("");
  const said = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const change = (index: number, patch: Partial<Entry>) =>
    setEntries((all) => all.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));

  const submit = () => {
    const parsed = FlashSaleInput.safeParse({
      translations: Object.fromEntries(
        Object.entries(titles)
          .filter(([code, title]) => code === "en" || title.trim())
          .map(([code, title]) => [code, { title }]),
      ),
      start_time: instantOf(from),
      end_time: instantOf(until),
      active,
      products: entries.map((e) => ({
        product_id: e.id,
        flash_price: minorUnits(e.flash_price) ?? Number.NaN,
        allotment: wholeOf(e.allotment) ?? Number.NaN,
      })),
    });
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
                label={t("promo.flashPrice", { name: entry.title })}
                inputMode="decimal"
                dir="ltr"
                value={entry.flash_price}
                serverError={said(`products.${index}.flash_price`)}
                onChange={(event) => change(index, { flash_price: event.target.value })}
              />
              <FieldText
                label={t("promo.allotment", { name: entry.title })}
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
    </FormFrame>
  );
}
