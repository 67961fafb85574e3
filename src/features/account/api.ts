/** The envelope of every API answer (BUSINESS-RULES.md "Response envelope"). */
export interface Envelope<T> {
  status: number;
  data: T;
  message: string;
}

export class ApiFailure extends Error {
  readonly http: number;
  readonly messages: string[];
  constructor(http: number, messages: string[]) {
    super(messages[0] ?? "");
    this.http = http;
    this.messages = messages;
  }
}

function language(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/** Calls /api/v1/<path> with the page's language and the session cookie; a failure throws ApiFailure. */
export async function callApi<T>(
  path: string,
  body?: Record<string, unknown> | FormData,
  fetcher: typeof fetch = fetch,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Language: language(), Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetcher(`/api/v1/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: payload,
    credentials: "same-origin",
  });
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiFailure(response.status, []);
  }
  if (envelope.status !== 200) {
    const form = (envelope.data as { form?: string[] } | null)?.form;
    throw new ApiFailure(response.status, form?.length ? form : [envelope.message].filter(Boolean));
  }
  return envelope as Envelope<T>;
}
