import { request } from "node:http";
import { REQUEST_HEADERS } from "./load.ts";

/** An answer as sent on the wire: status, the headers that shape the bytes, and the body undecoded. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Generous: a slow shop may still be working off the previous run's requests. */
const ANSWER_TIMEOUT_MS = 300_000;

const KEPT_HEADERS = ["content-type", "content-encoding", "vary"];

/** One request with the bench's headers; the body is kept exactly as sent (compressed if it was). */
export function fetchAnswer(
  origin: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const outgoing = request(
      new URL(path, origin),
      {
        method,
        headers: {
          ...REQUEST_HEADERS,
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
        },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`${method} ${path}: no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** JSON of a plain request (decoded), failing with the server's message when not 2xx. */
export async function callJson<T>(
  origin: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, origin), {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
