import { useState } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { showToast } from "../../stores/ui.ts";
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

interface Props {
  strings: Strings;
  links: { login: string };
}

/** Step 1: the e-mail gets a code. Step 2: the code is pasted, then the new password (twice). */
export default function ForgotPasswordForm({ strings: s, links }: Props) {
  const { busy, errors, handle } = useSubmit(s["error.default"]);
  const [email, setEmail] = useState("");
  const [notice, setNotice] = useState("");

  const sendCode = handle(async (form) => {
    const body = valuesOf(form, ["email"]);
    const { message } = await unwrap(api.POST("/api/v1/user/forgot-password", { body }));
    setEmail(body.email ?? "");
    setNotice(message);
  });
  const reset = handle(async (form) => {
    const body = { email, ...valuesOf(form, ["code", "password", "password_confirmation"]) };
    const { message } = await unwrap(api.POST("/api/v1/user/update-password", { body }));
    showToast({ message });
    navigate(links.login);
  });

  return (
    <div className="space-y-4">
      <h1 className="text-center font-display text-2xl text-ink">{s["account.forgot.title"]}</h1>
      {notice && <FormNotice>{notice}</FormNotice>}
      <FormErrors errors={errors} />
      {!email ? (
        <form method="post" noValidate onSubmit={sendCode} className="space-y-4" data-testid="forgot-form">
          <Field label={s["account.email"]} name="email" type="email" autoComplete="email" required />
          <SubmitButton busy={busy} label={s["account.submitSendCode"]} busyLabel={s["account.sending"]} />
        </form>
      ) : (
        <form method="post" noValidate onSubmit={reset} className="space-y-4" data-testid="reset-form">
          <Field
            label={s["account.code"]}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <NewPasswordFields s={s} />
          <SubmitButton busy={busy} label={s["account.submitReset"]} busyLabel={s["account.sending"]} />
        </form>
      )}
      <p className="text-center text-sm">
        <a href={links.login} className="text-primary underline underline-offset-2">
          {s["account.loginLink"]}
        </a>
      </p>
    </div>
  );
}
