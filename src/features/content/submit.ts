import { ApiError, unwrap, type ApiAnswer } from "../../client/api.ts";

export type SubmitResult = { ok: true; message: string } | { ok: false; errors: string[] };

/** A form's answer: success with the server's message, or the list of problems to show. */
export async function submitted(call: Promise<ApiAnswer>, fallbackError: string): Promise<SubmitResult> {
  try {
    return { ok: true, message: (await unwrap(call)).message };
  } catch (error) {
    const errors = error instanceof ApiError ? error.messages : [];
    return { ok: false, errors: errors.length > 0 ? errors : [fallbackError] };
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A non-empty, valid e-mail before submitting. */
export function emailProblem(email: string, labels: { required: string; invalid: string }): string | null {
  if (!email.trim()) return labels.required;
  if (!EMAIL.test(email.trim())) return labels.invalid;
  return null;
}
