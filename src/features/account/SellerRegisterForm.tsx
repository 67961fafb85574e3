import { useState } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { api, unwrap } from "../../client/api.ts";
import {
  Field,
  NewPasswordFields,
  FormErrors,
  FormNotice,
  SubmitButton,
  useSubmit,
  valuesOf,
  type Strings,
} from "./form.tsx";
import { interpolate } from "../../i18n/interpolate.ts";

interface Props {
  strings: Strings;
  /** Signed in: the application joins this account and needs no code. */
  signedInAs?: string;
  links: { verify: string; login: string };
}

export default function SellerRegisterForm({ strings: s, signedInAs, links }: Props) {
  const { busy, errors, handle } = useSubmit(s["error.default"]);
  const [received, setReceived] = useState("");
  const submit = handle(async (form) => {
    const store = valuesOf(form, ["store_name", "phone", "address", "message"]);
    const account = signedInAs ? {} : valuesOf(form, ["name", "email", "password", "password_confirmation"]);
    const { data, message } = await unwrap(
      api.POST("/api/v1/seller/signup", { body: { ...store, ...account } }),
    );
    if (data.needs_code) navigate(`${links.verify}?email=${encodeURIComponent(data.email)}&purpose=seller`);
    else setReceived(message);
  });

  if (received) return <FormNotice>{received}</FormNotice>;
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" data-testid="seller-form">
      <h1 className="text-center font-display text-2xl text-ink">{s["account.seller.title"]}</h1>
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        role="note"
      >
        {s["account.sellerWarning"]}
      </p>
      <p className="text-sm text-muted">{s["account.sellerLater"]}</p>
      <FormErrors errors={errors} />
      {signedInAs ? (
        <p className="text-sm text-ink">{interpolate(s["account.sellerSignedIn"], { name: signedInAs })}</p>
      ) : (
        <>
          <Field label={s["account.name"]} name="name" autoComplete="name" required />
          <Field label={s["account.email"]} name="email" type="email" autoComplete="email" required />
          <NewPasswordFields s={s} label={s["account.password"]} />
        </>
      )}
      <Field label={s["account.storeName"]} name="store_name" required />
      <Field label={s["account.phone"]} name="phone" type="tel" autoComplete="tel" required />
      <Field label={s["account.address"]} name="address" autoComplete="street-address" />
      <Field label={s["account.message"]} name="message" />
      <SubmitButton busy={busy} label={s["account.submitSeller"]} busyLabel={s["account.sending"]} />
      {!signedInAs && (
        <p className="text-center text-sm text-muted">
          {s["account.haveAccount"]}{" "}
          <a href={links.login} className="font-semibold text-primary underline underline-offset-2">
            {s["account.loginLink"]}
          </a>
        </p>
      )}
    </form>
  );
}
