/** What the shop's API answered: the HTTP status and the JSON envelope. */
export interface Answer {
  http: number;
  body: { data?: unknown; message?: string };
}

/** One JSON call to a running shop's API, in English, as a guest or with a session's bearer token. */
export async function apiCall(
  origin: string,
  method: string,
  path: string,
  body?: object,
  session?: string,
): Promise<Answer> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      Language: "en",
      ...(session ? { authorization: `Bearer ${session}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { http: response.status, body: (await response.json()) as Answer["body"] };
}
