import { useState } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { showToast } from "../../stores/ui.ts";
import { api, unwrap } from "../../client/api.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { Field, FormErrors, FormNotice, SubmitButton, useSubmit, valuesOf, type Strings } from "./form.tsx";

interface Props {
  strings: Strings;
  email: string;
  purpose: "signup" | "seller";
  /** The account exists but was never verified: offer a new code at once. */
  unverified?: boolean;
  links: { login: string; done: string };
}

/**
 * The code from the e-mail is pasted into a code field. An account verified already (the server
 * tells only the browser that signed up) goes to the sign-in page with that message.
 */
export default function VerifyForm({ strings: s, email, purpose, unverified, links }: Props) {
  const { busy, errors, setErrors, handle } = useSubmit(s["error.default"]);
  const [notice, setNotice] = useState(unverified ? s["account.unverified"] : "");
  const [finished, setFinished] = useState(false);
  const signInInstead = (message: string) => {
    showToast({ message });
    navigate(`${links.login}?verified=already`);
  };
  const submit = handle(async (form) => {
    const body = valuesOf(form, ["email", "code"]);
    const path = purpose === "seller" ? "/api/v1/seller/verify" : "/api/v1/user/verify";
    const { data, message } = await unwrap(api.POST(path, { body }));
    if (data.already_verified) return signInInstead(message);
    if (purpose === "seller") {
      setNotice(message);
      setFinished(true);
      return;
    }
    showToast({ message });
    navigate(`${links.login}?verified=1`);
  });

  async function resend(form: HTMLFormElement | null) {
    const address = String(new FormData(form ?? undefined).get("email") ?? email);
    try {
      const { data, message } = await unwrap(
        api.POST("/api/v1/user/resend-code", { body: { email: address, purpose } }),
      );
      if (data.already_verified) return signInInstead(message);
      setErrors([]);
      setNotice(message);
    } catch (error) {
      setErrors([error instanceof Error && error.message ? error.message : s["error.default"]]);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" data-testid="verify-form">
      <h1 className="text-center font-display text-2xl text-ink">{s["account.verify.title"]}</h1>
      {notice && <FormNotice>{notice}</FormNotice>}
      <FormErrors errors={errors} />
      {finished ? (
        <a href={links.done} className="btn btn-primary w-full">
          {s["account.loginLink"]}
        </a>
      ) : (
        <>
          <Field
            label={s["account.email"]}
            name="email"
            type="email"
            defaultValue={email}
            autoComplete="email"
          />
          <Field
            label={s["account.code"]}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            hint={email ? interpolate(s["account.codeHint"], { email }) : undefined}
            required
          />
          <SubmitButton busy={busy} label={s["account.submitVerify"]} busyLabel={s["account.sending"]} />
          <button
            type="button"
            className="btn btn-outline w-full"
            onClick={(event) => resend(event.currentTarget.form)}
          >
            {s["account.resend"]}
          </button>
          <p className="text-center text-sm">
            <a href={links.login} className="text-primary underline underline-offset-2">
              {s["account.alreadyVerifiedLink"]}
            </a>
          </p>
        </>
      )}
    </form>
  );
}
