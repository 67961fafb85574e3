import { useId, useState, type FormEvent } from "react";
import { api } from "../../client/api.ts";
import { emailProblem, submitted } from "./submit.ts";

interface Props {
  labels: {
    title: string;
    text: string;
    email: string;
    submit: string;
    submitting: string;
    required: string;
    invalid: string;
    failed: string;
  };
}

type State =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; message: string }
  | { kind: "error"; errors: string[] };

/** Newsletter block: idle, submitting, success (the form is replaced) or error (the server's list). */
export default function Newsletter({ labels }: Props) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email, labels);
    if (problem) {
      setState({ kind: "error", errors: [problem] });
      return;
    }
    setState({ kind: "submitting" });
    const result = await submitted(
      api.POST("/api/v1/email-subscription", { body: { email: email.trim() } }),
      labels.failed,
    );
    setState(
      result.ok ? { kind: "success", message: result.message } : { kind: "error", errors: result.errors },
    );
  }

  return (
    <section className="rounded-xl bg-sand p-6 md:p-8" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        {labels.title}
      </h2>
      {state.kind === "success" ? (
        <p role="status" className="mt-3 font-medium text-success">
          {state.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <p className="text-muted">{labels.text}</p>
          <div className="flex flex-wrap gap-2">
            <label htmlFor={`${id}-email`} className="sr-only">
              {labels.email}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder={labels.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={state.kind === "error" ? true : undefined}
              aria-describedby={state.kind === "error" ? `${id}-errors` : undefined}
              className="h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3"
            />
            <button type="submit" className="btn btn-primary" disabled={state.kind === "submitting"}>
              {state.kind === "submitting" ? labels.submitting : labels.submit}
            </button>
          </div>
          {state.kind === "error" && (
            <ul id={`${id}-errors`} role="alert" className="text-sm text-danger">
              {state.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </form>
      )}
    </section>
  );
}
