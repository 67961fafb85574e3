import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { useT } from "../../i18n/strings.tsx";
import { useAskPayout, useRecordPayout } from "../../data/money.ts";
import { formatMinorPlain, minorUnits } from "../../ui/format.ts";
import { FieldText } from "../../ui/FieldText.tsx";

/**
 * The forms' messages live in the screen: a form is made again when the request it follows changes,
 * so the outcome is read from the mutation's promise (a form made again never hears its own
 * `mutate` callbacks).
 */
interface FormProps {
  storeId: number;
  onNotice: (text: string) => void;
}

/** The seller asks to be paid (at most the available balance; the server checks it again). */
export function AskPayout({ storeId, available, onNotice }: FormProps & { available: number }) {
  const t = useT();
  const ask = useAskPayout(storeId);
  const [amount, setAmount] = useState(formatMinorPlain(Math.max(0, available)));
  const [problem, setProblem] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = minorUnits(amount);
    if (minor === null || minor <= 0) return setProblem(t("money.badAmount"));
    setProblem("");
    ask.mutateAsync(minor).then(
      () => onNotice(t("money.asked")),
      (error: unknown) => onNotice(messageOf(error, t("app.error"))),
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border border-line bg-white p-4">
      <h2 className="font-semibold">{t("money.ask")}</h2>
      <p className="text-sm text-muted">{t("money.askHint")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FieldText
          label={t("money.amount")}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          serverError={problem || undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
          {t("money.ask")}
        </button>
      </div>
    </form>
  );
}

/** An admin records money paid to the store, with the transfer's reference. */
export function RecordPayout({ storeId, suggested, onNotice }: FormProps & { suggested: number }) {
  const t = useT();
  const record = useRecordPayout(storeId);
  const [amount, setAmount] = useState(formatMinorPlain(Math.max(0, suggested)));
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = minorUnits(amount);
    if (minor === null || minor <= 0) return setProblem(t("money.badAmount"));
    setProblem("");
    record.mutateAsync({ amount: minor, reference: reference.trim() }).then(
      () => {
        onNotice(t("money.recorded"));
        setReference("");
      },
      (error: unknown) => onNotice(messageOf(error, t("app.error"))),
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border border-line bg-white p-4">
      <h2 className="font-semibold">{t("money.recordTitle")}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <FieldText
          label={t("money.amount")}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          serverError={problem || undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FieldText
          label={t("money.reference")}
          dir="ltr"
          required
          maxLength={200}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={record.isPending}>
          {t("money.record")}
        </button>
      </div>
    </form>
  );
}
