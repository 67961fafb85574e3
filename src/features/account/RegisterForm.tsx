import { useEffect } from "react";
import { navigate } from "../../components/ui/progress.ts";
import { api, unwrap } from "../../client/api.ts";
import { carryGuestTokenOnSocialLinks } from "./social-links.ts";
import {
  Field,
  NewPasswordFields,
  FormErrors,
  SubmitButton,
  useSubmit,
  valuesOf,
  type Strings,
} from "./form.tsx";

interface Props {
  strings: Strings;
  links: { login: string; verify: string; seller?: string };
}

export default function RegisterForm({ strings: s, links }: Props) {
  const { busy, errors, handle } = useSubmit(s["error.default"]);
  useEffect(() => carryGuestTokenOnSocialLinks(document.documentElement.lang || "en"), []);
  const submit = handle(async (form) => {
    const body = valuesOf(form, ["name", "email", "password", "password_confirmation"]);
    const { data } = await unwrap(api.POST("/api/v1/user/signup", { body }));
    navigate(`${links.verify}?email=${encodeURIComponent(data.email)}`);
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4" data-testid="register-form">
      <h1 className="text-center font-display text-2xl text-ink">{s["account.register.title"]}</h1>
      <FormErrors errors={errors} />
      <Field label={s["account.name"]} name="name" autoComplete="name" required />
      <Field label={s["account.email"]} name="email" type="email" autoComplete="email" required />
      <NewPasswordFields s={s} label={s["account.password"]} />
      <SubmitButton busy={busy} label={s["account.submitRegister"]} busyLabel={s["account.sending"]} />
      <p className="text-center text-sm text-muted">
        {s["account.haveAccount"]}{" "}
        <a href={links.login} className="font-semibold text-primary underline underline-offset-2">
          {s["account.loginLink"]}
        </a>
      </p>
      {links.seller && (
        <p className="text-center text-sm">
          <a href={links.seller} className="text-primary underline underline-offset-2">
            {s["account.sellerLink"]}
          </a>
        </p>
      )}
    </form>
  );
}
