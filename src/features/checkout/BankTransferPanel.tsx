import { useState, type FormEvent } from "react";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import type { BankTransferView, ShopBankAccountView } from "../../lib/order-view.ts";
import { sendBankTransfer, type BankTransferDetails } from "./order-api.ts";

const FIELDS: { name: keyof BankTransferDetails; label: string }[] = [
  { name: "transaction_id", label: "checkout.bank.transactionId" },
  { name: "bank_name", label: "checkout.bank.bankName" },
  { name: "account_holder_name", label: "checkout.bank.accountHolder" },
  { name: "account_number", label: "checkout.bank.accountNumber" },
  { name: "branch_name", label: "checkout.bank.branchName" },
];

const ACCOUNT_LINES: { name: keyof ShopBankAccountView; label: string }[] = [
  { name: "bank_name", label: "checkout.bank.shopBankName" },
  { name: "account_holder", label: "checkout.bank.shopHolder" },
  { name: "account_number", label: "checkout.bank.shopAccountNumber" },
  { name: "branch", label: "checkout.bank.shopBranch" },
];

type Submitted = NonNullable<BankTransferView["submitted"]>;

interface Props {
  orderId: number;
  trackingCode: string;
  /** The order total, formatted. */
  total: string;
  account: ShopBankAccountView | null;
  submitted: Submitted | null;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The details the shop now has (the server keeps them as the latest submission). */
  onSent: (submitted: Submitted) => void;
}

/**
 * An unpaid bank-transfer order: the shop's bank account, where the customer's latest details stand
 * with the shop, and the form to send them or send corrected ones.
 */
export default function BankTransferPanel({
  orderId,
  trackingCode,
  total,
  account,
  submitted,
  t,
  onSent,
}: Props) {
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
      onSent({ ...details, status: "submitted" });
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5" data-testid="bank-transfer">
      {account && (
        <section className="rounded-md border border-line bg-white p-4" data-testid="shop-bank-account">
          <h2 className="font-display text-xl text-ink">{t("checkout.bank.shopAccount")}</h2>
          <p className="mt-1 text-sm text-muted">{t("checkout.bank.payTo", { total, code: trackingCode })}</p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {ACCOUNT_LINES.filter((line) => account[line.name]).map((line) => (
              <div key={line.name} className="contents">
                <dt className="text-muted">{t(line.label)}</dt>
                <dd className="font-medium text-ink" dir="ltr">
                  {account[line.name]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="bank-transfer-form">
        <h2 className="font-display text-2xl text-ink">{t("checkout.bank.title")}</h2>
        {submitted ? (
          <p
            className={`text-sm ${submitted.status === "rejected" ? "text-danger" : "text-muted"}`}
            role="status"
            data-testid="bank-transfer-status"
          >
            {t(`checkout.bank.status.${submitted.status}`)}
          </p>
        ) : (
          <p className="text-sm text-muted">{t("checkout.bank.intro")}</p>
        )}
        {/* A new submission starts from the one the shop has: correcting changes only what was wrong. */}
        <div className="grid gap-4 sm:grid-cols-2" key={JSON.stringify(submitted)}>
          {FIELDS.map((f) => (
            <div key={f.name} className="space-y-1">
              <label htmlFor={`bank-${f.name}`} className="block text-sm font-medium text-ink">
                {t(f.label)}
              </label>
              <input
                id={`bank-${f.name}`}
                name={f.name}
                required
                defaultValue={submitted?.[f.name] ?? ""}
                className="h-11 w-full rounded-md border border-line bg-white px-3"
              />
            </div>
          ))}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitted ? t("checkout.bank.correct") : t("checkout.bank.submit")}
        </button>
      </form>
    </div>
  );
}
