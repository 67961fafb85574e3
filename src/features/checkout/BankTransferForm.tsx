import { useState, type FormEvent } from "react";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import { sendBankTransfer, type BankTransferDetails } from "./order-api.ts";

const FIELDS: { name: keyof BankTransferDetails; label: string }[] = [
  { name: "transaction_id", label: "checkout.bank.transactionId" },
  { name: "bank_name", label: "checkout.bank.bankName" },
  { name: "account_holder_name", label: "checkout.bank.accountHolder" },
  { name: "account_number", label: "checkout.bank.accountNumber" },
  { name: "branch_name", label: "checkout.bank.branchName" },
];

interface Props {
  orderId: number;
  t: (key: string, values?: Record<string, string | number>) => string;
  onSent: () => void;
}

/** Payment verification: the customer's transfer details; the shop confirms them later. */
export default function BankTransferForm({ orderId, t, onSent }: Props) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = Object.fromEntries(
      FIELDS.map((f) => [f.name, String(form.get(f.name) ?? "").trim()]),
    ) as unknown as BankTransferDetails;
    const missing = FIELDS.find((f) => !details[f.name]);
    if (missing) return showError(t("validation.required", { type: t(missing.label) }));
    setBusy(true);
    try {
      const message = await sendBankTransfer(orderId, details);
      showToast({ message: message || t("checkout.bank.sent") });
      onSent();
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="bank-transfer-form">
      <h2 className="font-display text-2xl text-ink">{t("checkout.bank.title")}</h2>
      <p className="text-sm text-muted">{t("checkout.bank.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className="space-y-1">
            <label htmlFor={`bank-${f.name}`} className="block text-sm font-medium text-ink">
              {t(f.label)}
            </label>
            <input
              id={`bank-${f.name}`}
              name={f.name}
              required
              className="h-11 w-full rounded-md border border-line bg-white px-3"
            />
          </div>
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("checkout.bank.submit")}
      </button>
    </form>
  );
}
