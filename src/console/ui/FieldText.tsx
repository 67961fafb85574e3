import type { InputHTMLAttributes } from "react";
import { useId } from "react";
import type { FieldError } from "react-hook-form";
import type { ConsoleStringKey } from "../i18n/en.ts";
import { useT } from "../i18n/strings.tsx";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: FieldError;
  /** A message from the server about this field, shown like the form's own. */
  serverError?: string;
};

/** A labelled input whose error is shown under it and read out with it (aria-describedby). */
export function FieldText({ label, error, serverError, className, ...input }: Props) {
  const t = useT();
  const id = useId();
  const message = error?.message ? t(error.message as ConsoleStringKey) : serverError;
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className="rounded-md border border-line bg-white px-2 py-2 aria-invalid:border-danger"
        {...input}
      />
      {message && (
        <span id={`${id}-error`} className="text-danger">
          {message}
        </span>
      )}
    </div>
  );
}
