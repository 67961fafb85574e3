import { useState, type FormEvent } from "react";
import { api } from "../../client/api.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { emailProblem, submitted } from "./submit.ts";

interface Props {
  labels: {
    name: string;
    email: string;
    message: string;
    send: string;
    sending: string;
    /** "{{type}} is required" */
    required: string;
    invalid: string;
    failed: string;
  };
}

type Field = "name" | "email" | "message";

/** Contact form: checks the fields first, then shows the server's answer (its message or its list of problems). */
export default function ContactForm({ labels }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", message: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const required = (field: string) => interpolate(labels.required, { type: field });

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = required(labels.name);
    const email = emailProblem(values.email, { required: required(labels.email), invalid: labels.invalid });
    if (email) found.email = email;
    if (!values.message.trim()) found.message = required(labels.message);
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setServerErrors([]);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await submitted(api.POST("/api/v1/contact", { body: values }), labels.failed);
    setSending(false);
    if (result.ok) setDone(result.message);
    else setServerErrors(result.errors);
  }

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-success/10 p-4 font-medium text-success">
        {done}
      </p>
    );
  }

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const common = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: "w-full rounded-md border border-line bg-white px-3 py-2",
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {field(
        "name",
        labels.name,
        <input type="text" autoComplete="name" maxLength={191} {...common("name")} />,
      )}
      {field(
        "email",
        labels.email,
        <input type="email" autoComplete="email" maxLength={191} {...common("email")} />,
      )}
      {field("message", labels.message, <textarea rows={6} maxLength={5000} {...common("message")} />)}
      {serverErrors.length > 0 && (
        <ul role="alert" className="text-sm text-danger">
          {serverErrors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? labels.sending : labels.send}
      </button>
    </form>
  );
}
