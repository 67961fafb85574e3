import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useCommission, useSetCommission, type CommissionSettings } from "../../data/money.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";

type Target = { kind: "shop" } | { kind: "store" | "category"; id: number };

/** "12.5" → 12.5; "" → null (no rate of its own); anything else → undefined (refused). */
function rateOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? Math.round(value * 100) / 100 : undefined;
}

/** One rate's field and its save button; the notice says what happened. */
function RateForm(props: {
  target: Target;
  label: string;
  saveLabel: string;
  percent: number | null;
  optional: boolean;
  onNotice: (text: string) => void;
}) {
  const { t, lang } = useLanguage();
  const save = useSetCommission();
  const [text, setText] = useState(props.percent === null ? "" : props.percent.toLocaleString("en"));
  const [problem, setProblem] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percent = rateOf(text);
    if (percent === undefined || (percent === null && !props.optional))
      return setProblem(t("commission.badRate"));
    setProblem("");
    save.mutate(
      { target: props.target, percent },
      {
        onSuccess: () => props.onNotice(t("commission.saved")),
        onError: (error) => props.onNotice(messageOf(error, t("app.error"))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" lang={lang}>
      <FieldText
        label={props.label}
        inputMode="decimal"
        dir="ltr"
        className="w-32"
        value={text}
        serverError={problem || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        className="btn btn-outline"
        aria-label={props.saveLabel}
        disabled={save.isPending}
      >
        {t("commission.save")}
      </button>
    </form>
  );
}

function RateTable(props: {
  title: string;
  kind: "store" | "category";
  rows: (CommissionSettings["stores"][number] | CommissionSettings["categories"][number])[];
  onNotice: (text: string) => void;
  sourceText: (row: { source: string; effective: number | null }) => string;
}) {
  const { t } = useLanguage();
  return (
    <section className="mb-8">
      <h2 className="mb-2 text-lg font-semibold">{props.title}</h2>
      <p className="mb-2 text-sm text-muted">{t("commission.none")}</p>
      <div
        role="region"
        aria-label={props.title}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-line bg-white"
      >
        <table className="w-full text-start text-sm" aria-label={props.title}>
          <thead className="bg-sand">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("commission.column.name")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("commission.column.own")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("commission.column.applies")}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-3 py-2 align-top">
                  <span dir="auto">{row.name}</span>
                </td>
                <td className="px-3 py-2 align-top">
                  <RateForm
                    key={String(row.percent)}
                    target={{ kind: props.kind, id: row.id }}
                    label={t("commission.ownFor", { name: row.name })}
                    saveLabel={t("commission.saveFor", { name: row.name })}
                    percent={row.percent}
                    optional
                    onNotice={props.onNotice}
                  />
                </td>
                <td className="px-3 py-2 align-top">{props.sourceText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Admins: the shop's default rate, each store's and each category's, and which applies where. */
export function Commission() {
  const { t } = useLanguage();
  const rates = useCommission();
  const [notice, setNotice] = useState("");
  if (rates.isError) return <ErrorNote error={rates.error} onRetry={() => void rates.refetch()} />;
  const data = rates.data;
  const source = (row: { source: string; effective: number | null }) =>
    t(`commission.source.${row.source}` as ConsoleStringKey, {
      rate: (row.effective ?? data?.shop_percent ?? 0).toString(),
    });
  return (
    <>
      <PageHeading>{t("commission.title")}</PageHeading>
      <p className="mb-4 max-w-prose text-sm">{t("commission.intro")}</p>
      <StatusNote>{notice}</StatusNote>
      {data && (
        <>
          <div className="mb-8">
            <RateForm
              key={data.shop_percent}
              target={{ kind: "shop" }}
              label={t("commission.shop")}
              saveLabel={t("commission.shop")}
              percent={data.shop_percent}
              optional={false}
              onNotice={setNotice}
            />
          </div>
          <RateTable
            title={t("commission.stores")}
            kind="store"
            rows={data.stores}
            onNotice={setNotice}
            sourceText={source}
          />
          <RateTable
            title={t("commission.categories")}
            kind="category"
            rows={data.categories}
            onNotice={setNotice}
            sourceText={source}
          />
        </>
      )}
    </>
  );
}
