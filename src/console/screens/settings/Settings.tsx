import { useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/strings.tsx";
import { useSettings } from "../../data/settings.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { LanguagesForm } from "./LanguagesForm.tsx";
import { PaymentMethodForm } from "./PaymentMethodForm.tsx";
import { ShopSettingsForm } from "./ShopSettingsForm.tsx";

/** Admins: the shop's settings, its languages and its payment methods with their keys. */
export function Settings() {
  const { t } = useLanguage();
  const settings = useSettings();
  const [notice, setNotice] = useState("");
  if (settings.isError) return <ErrorNote error={settings.error} onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  return (
    <>
      <PageHeading>{t("settings.title")}</PageHeading>
      <p className="mb-4 max-w-prose text-sm">
        {t("settings.intro")}{" "}
        <Link to="../commission" relative="path" className="underline">
          {t("settings.commissionLink")}
        </Link>
      </p>
      <StatusNote>{notice}</StatusNote>
      {data && (
        <>
          <ShopSettingsForm shop={data.shop} onNotice={setNotice} />
          <LanguagesForm languages={data.languages} onNotice={setNotice} />
          <section aria-labelledby="settings-payments" className="mb-10 max-w-3xl">
            <h2 id="settings-payments" className="mb-2 text-lg font-semibold">
              {t("settings.payments")}
            </h2>
            <p className="mb-4 text-sm">{t("settings.paymentsIntro")}</p>
            <div className="flex flex-col gap-4">
              {data.payments.map((method) => (
                <PaymentMethodForm key={method.id} method={method} />
              ))}
            </div>
          </section>
        </>
      )}
    </>
  );
}

/** What a console user without the Settings capability sees at /console/settings. */
export function SettingsNoAccess() {
  const { t } = useLanguage();
  return (
    <>
      <PageHeading>{t("noAccess.title")}</PageHeading>
      <p className="text-muted" data-testid="console-no-access">
        {t("settings.noAccess")}
      </p>
    </>
  );
}
