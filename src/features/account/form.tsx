import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { showError } from "../../stores/ui.ts";
import { ApiError } from "../../client/api.ts";
import type { Strings } from "../../i18n/interpolate.ts";

export type { Strings };

/**
 * Submit state of a form: busy while the call runs; the server's translated messages are listed in
 * the form and the first one is toasted.
 */
export function useSubmit(fallbackError: string) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  function handle(work: (form: FormData) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      setErrors([]);
      try {
        await work(new FormData(event.currentTarget));
      } catch (error) {
        const messages =
          error instanceof ApiError && error.messages.length ? error.messages : [fallbackError];
        setErrors(messages);
        showError(messages[0]);
      } finally {
        setBusy(false);
      }
    };
  }
  return { busy, errors, setErrors, handle };
}

export function FormErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-line bg-sand px-4 py-3 text-sm text-ink">
      {children}
    </p>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string;
}

export function Field({ label, name, hint, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={hintId}
        className="block w-full rounded-md border border-line bg-white px-3 py-2 text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A new password and its confirmation (sign-up, seller sign-up, reset, password change). */
export function NewPasswordFields({ s, label = s["account.newPassword"] }: { s: Strings; label?: string }) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
      />
      <Field
        label={s["account.passwordConfirm"]}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  // Disabled until the island runs, so a quick click never submits the form the native way.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || !ready} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * Text of a form's fields. Empty fields are left out so the server names what is missing in its
 * own words: typed as present, because what is missing is the server's to say.
 */
export function valuesOf<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}
