import { useEffect } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { sameOriginPath } from "../../lib/same-origin.ts";
import { ApiError } from "../../client/api.ts";
import { carryGuestTokenOnSocialLinks } from "./social-links.ts";
import { Field, FormErrors, SubmitButton, useSubmit, type Strings } from "./form.tsx";
import { signInWithPassword } from "./session-actions.ts";

interface Props {
  strings: Strings;
  links: { home: string; register: string; forgot: string; verify: string };
  /** Shown above the form, e.g. after verifying the account. */
  notice?: string;
}

export default function LoginForm({ strings: s, links, notice }: Props) {
  const { busy, errors, handle } = useSubmit(s["error.default"]);
  useEffect(() => carryGuestTokenOnSocialLinks(document.documentElement.lang || "en"), []);
  const submit = handle(async (form) => {
    const email = String(form.get("email") ?? "");
    try {
      await signInWithPassword(email, String(form.get("password") ?? ""));
    } catch (error) {
      // 409: the account exists but is not verified yet; the verify page can send a new code.
      if (error instanceof ApiError && error.http === 409) {
        navigate(`${links.verify}?email=${encodeURIComponent(email)}&unverified=1`);
        return;
      }
      throw error;
    }
    navigate(sameOriginPath(new URLSearchParams(location.search).get("redirect"), links.home));
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" data-testid="login-form">
      <h1 className="text-center font-display text-2xl text-ink">{s["account.login.title"]}</h1>
      {notice && (
        <p role="status" className="rounded-md bg-sand px-4 py-3 text-sm text-ink">
          {notice}
        </p>
      )}
      <FormErrors errors={errors} />
      <Field label={s["account.email"]} name="email" type="email" autoComplete="email" required />
      <Field
        label={s["account.password"]}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <p className="text-end text-sm">
        <a href={links.forgot} className="text-primary underline underline-offset-2">
          {s["account.forgotLink"]}
        </a>
      </p>
      <SubmitButton busy={busy} label={s["account.submitLogin"]} busyLabel={s["account.sending"]} />
      <p className="text-center text-sm text-muted">
        {s["account.noAccount"]}{" "}
        <a href={links.register} className="font-semibold text-primary underline underline-offset-2">
          {s["account.registerLink"]}
        </a>
      </p>
    </form>
  );
}
