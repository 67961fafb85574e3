import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useSaveShop, type ConsoleSettings, type ShopSettingsInput } from "../../data/settings.ts";
import { FieldText } from "../../ui/FieldText.tsx";

const selectClass = "rounded-md border border-line bg-white px-2 py-2";

/** The shop's identity, currency, seller rules, return days and mail sender: one form, one save. */
export function ShopSettingsForm(props: { shop: ConsoleSettings["shop"]; onNotice: (text: string) => void }) {
  const { t } = useLanguage();
  const save = useSaveShop();
  const [form, setForm] = useState(() => ({
    ...props.shop,
    email: props.shop.email ?? "",
    phone: props.shop.phone ?? "",
    address: props.shop.address ?? "",
    mail_from: props.shop.mail_from ?? "",
    return_days: String(props.shop.return_days),
  }));
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ShopSettingsInput = {
      ...form,
      email: form.email || null,
      phone: form.phone || null,
      address: form.address || null,
      mail_from: form.mail_from || null,
      currency: form.currency.trim().toUpperCase(),
      return_days: Number(form.return_days),
    };
    save.mutate(body, {
      onSuccess: () => props.onNotice(t("settings.saved")),
      onError: (error) => props.onNotice(messageOf(error, t("app.error"))),
    });
  };
  const text = (field: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <FieldText label={label} value={String(form[field])} onChange={set(field)} {...extra} />
  );
  return (
    <form onSubmit={submit} className="mb-10 flex max-w-2xl flex-col gap-6" aria-labelledby="settings-shop">
      <h2 id="settings-shop" className="text-lg font-semibold">
        {t("settings.shop")}
      </h2>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium">{t("settings.identity")}</legend>
        {text("site_name", t("settings.siteName"), { required: true, maxLength: 120 })}
        {text("email", t("settings.email"), { type: "email", dir: "ltr" })}
        {text("phone", t("settings.phone"), { type: "tel", dir: "ltr" })}
        {text("address", t("settings.address"))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium">{t("settings.currency")}</legend>
        {text("currency", t("settings.currencyCode"), { dir: "ltr", maxLength: 3 })}
        {text("currency_icon", t("settings.currencySymbol"), { maxLength: 8 })}
        <label className="flex flex-col gap-1 text-sm">
          {t("settings.currencyPosition")}
          <select
            className={selectClass}
            value={form.currency_position}
            onChange={(e) => setForm({ ...form, currency_position: e.target.value === "2" ? 2 : 1 })}
          >
            <option value="1">{t("settings.position.before")}</option>
            <option value="2">{t("settings.position.after")}</option>
          </select>
        </label>
        {text("decimal_format", t("settings.numberFormat"), { dir: "ltr" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium">{t("settings.sellers")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.vendor_registration}
            onChange={(e) => setForm({ ...form, vendor_registration: e.target.checked })}
          />
          {t("settings.vendorRegistration")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.product_approval}
            onChange={(e) => setForm({ ...form, product_approval: e.target.checked })}
          />
          {t("settings.productApproval")}
        </label>
        {text("return_days", t("settings.returnDays"), { inputMode: "numeric", dir: "ltr" })}
        {text("mail_from", t("settings.mailFrom"), { dir: "ltr", placeholder: "Shop <shop@example.com>" })}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("settings.saveShop")}
        </button>
      </div>
    </form>
  );
}
