import { useState } from "react";
import { VoucherInput, type VoucherInputType } from "../../../lib/console/promotion-input.ts";
import type { ConsoleVoucher } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { formatMinorPlain, minorUnits } from "../../ui/format.ts";
import { FormFrame } from "../taxonomy/FormFrame.tsx";
import { instantOf, localInput, wholeOf, windowFromNow } from "./promo-form.ts";
import { useCheckedSave } from "./use-checked-save.ts";

const money = (minor: number | null) => (minor === null ? "" : formatMinorPlain(minor));
/** A typed amount as minor units: null when empty, NaN when not an amount (the schema refuses it). */
const minorOf = (text: string) => (text.trim() === "" ? null : (minorUnits(text) ?? Number.NaN));

/** Create or edit a voucher with every rule of the business rules; "Active" off disables it. */
export function VoucherForm({
  start,
  pending,
  save,
  onDone,
}: {
  start: ConsoleVoucher | null;
  pending: boolean;
  save: (body: VoucherInputType) => Promise<unknown>;
  onDone: (note: string) => void;
}) {
  const { t } = useLanguage();
  const fresh = windowFromNow(24 * 30);
  const [code, setCode] = useState(start?.code ?? "");
  const [type, setType] = useState<"flat" | "percent">(start?.type ?? "flat");
  const [amount, setAmount] = useState(
    start ? (start.type === "percent" ? String(start.amount) : money(start.amount)) : "",
  );
  const [cap, setCap] = useState(money(start?.max_discount ?? null));
  const [minSpend, setMinSpend] = useState(money(start?.min_spend ?? 0));
  const [from, setFrom] = useState(start ? localInput(start.starts_at) : fresh.start);
  const [until, setUntil] = useState(start ? localInput(start.ends_at) : fresh.end);
  const [usageLimit, setUsageLimit] = useState(start?.usage_limit?.toString() ?? "");
  const [perCustomer, setPerCustomer] = useState(start?.per_customer_limit?.toString() ?? "");
  const [storeId, setStoreId] = useState(start?.store_id?.toString() ?? "");
  const [active, setActive] = useState(start?.active ?? true);
  const { problem, said, submit: check } = useCheckedSave(VoucherInput, save, onDone);

  const submit = () => {
    check({
      code,
      type,
      amount: type === "percent" ? (wholeOf(amount) ?? Number.NaN) : (minorOf(amount) ?? Number.NaN),
      max_discount: type === "percent" ? minorOf(cap) : null,
      min_spend: minorOf(minSpend) ?? 0,
      starts_at: instantOf(from),
      ends_at: instantOf(until),
      usage_limit: wholeOf(usageLimit),
      per_customer_limit: wholeOf(perCustomer),
      store_id: wholeOf(storeId),
      active,
    });
  };

  return (
    <FormFrame
      heading={start ? t("promo.editVoucher", { code: start.code }) : t("promo.newVoucher")}
      problem={problem}
      pending={pending}
      onSubmit={submit}
      onCancel={() => onDone("")}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <FieldText
          label={t("promo.code")}
          dir="ltr"
          value={code}
          serverError={said("code")}
          onChange={(event) => setCode(event.target.value)}
        />
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend>{t("promo.type")}</legend>
          <div className="flex gap-4 py-2">
            {(["flat", "percent"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="voucher-type"
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {t(value === "flat" ? "promo.type.flat" : "promo.type.percent")}
              </label>
            ))}
          </div>
        </fieldset>
        <FieldText
          label={type === "percent" ? t("promo.percent") : t("promo.amount")}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          serverError={said("amount")}
          onChange={(event) => setAmount(event.target.value)}
        />
        {type === "percent" && (
          <FieldText
            label={t("promo.maxDiscount")}
            inputMode="decimal"
            dir="ltr"
            value={cap}
            serverError={said("max_discount")}
            onChange={(event) => setCap(event.target.value)}
          />
        )}
        <FieldText
          label={t("promo.minSpend")}
          inputMode="decimal"
          dir="ltr"
          value={minSpend}
          serverError={said("min_spend")}
          onChange={(event) => setMinSpend(event.target.value)}
        />
        <FieldText
          label={t("promo.starts")}
          type="datetime-local"
          value={from}
          serverError={said("starts_at")}
          onChange={(event) => setFrom(event.target.value)}
        />
        <FieldText
          label={t("promo.ends")}
          type="datetime-local"
          value={until}
          serverError={said("ends_at")}
          onChange={(event) => setUntil(event.target.value)}
        />
        <FieldText
          label={t("promo.usageLimit")}
          inputMode="numeric"
          dir="ltr"
          value={usageLimit}
          serverError={said("usage_limit")}
          onChange={(event) => setUsageLimit(event.target.value)}
        />
        <FieldText
          label={t("promo.perCustomerLimit")}
          inputMode="numeric"
          dir="ltr"
          value={perCustomer}
          serverError={said("per_customer_limit")}
          onChange={(event) => setPerCustomer(event.target.value)}
        />
        <FieldText
          label={t("promo.storeId")}
          inputMode="numeric"
          dir="ltr"
          value={storeId}
          serverError={said("store_id")}
          onChange={(event) => setStoreId(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        {t("promo.active")}
      </label>
    </FormFrame>
  );
}
