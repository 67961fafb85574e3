/** The API envelope as forms read it (BUSINESS-RULES "Response envelope"). */
export interface Envelope {
  status?: number;
  data?: { form?: string[] } | unknown;
  message?: string;
}

export type SubmitResult = { ok: true; message: string } | { ok: false; errors: string[] };

/** POSTs JSON to the API and reads the envelope: status 200 is success, else data.form is the list shown. */
export async function submitJson(
  url: string,
  body: unknown,
  lang: string,
  fallbackError: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", Language: lang },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope;
    if (envelope.status === 200) return { ok: true, message: envelope.message ?? "" };
    const form = (envelope.data as { form?: unknown } | undefined)?.form;
    const errors = Array.isArray(form) ? form.filter((m): m is string => typeof m === "string") : [];
    return { ok: false, errors: errors.length > 0 ? errors : [envelope.message || fallbackError] };
  } catch {
    return { ok: false, errors: [fallbackError] };
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: a non-empty, valid e-mail before submitting. */
export function emailProblem(email: string, labels: { required: string; invalid: string }): string | null {
  if (!email.trim()) return labels.required;
  if (!EMAIL.test(email.trim())) return labels.invalid;
  return null;
}
