import { createRequire } from "node:module";
import autocannon from "autocannon";
import cliProgress from "cli-progress";
import type { LoadFigures } from "./results.ts";

/*
 * autocannon keeps every answer's body as a string, decoding each chunk as UTF-8, for `onResponse`
 * and body checks. The bench reads neither, and on pages of 17 KB that decoding alone capped the
 * load generator at about 4,500 req/s: it measured itself, not the server (47k req/s without it).
 */
const pendingAnswers = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody: (chunk: Buffer) => void };
};
pendingAnswers.prototype.addBody = () => undefined;

/** One kind of request, repeated by every connection; `next` makes each request different when set. */
export interface RequestPlan {
  method: "GET" | "POST";
  /** The path of every request, or of the first one when `next` varies it. */
  path: string;
  /** Each request's path and JSON body; `context` is the connection's own. */
  next?: (context: Record<string, unknown>) => { path?: string; body?: unknown };
  /** Each answer, with the same connection's context (to keep what a request made). */
  onAnswer?: (status: number, context: Record<string, unknown>) => void;
  /** Stop after this many requests even before the duration is over. */
  amount?: number;
}

/** Browsers ask for compressed answers; so does the bench, and the raw server replays the same bytes. */
export const REQUEST_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "en" };

export interface LoadSettings {
  connections: number;
  duration: number;
}

/** Runs autocannon against `origin` with a progress bar and returns req/s, latency and failures. */
export function measureLoad(
  label: string,
  origin: string,
  plan: RequestPlan,
  settings: LoadSettings,
): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const bar = new cliProgress.SingleBar(
      {
        format: `  ${label.padEnd(34)} |{bar}| {value}/{total} s | {answers} answers`,
        noTTYOutput: true,
        notTTYSchedule: 5000,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let answers = 0;
    const instance = autocannon(
      {
        url: origin,
        connections: settings.connections,
        duration: settings.duration,
        amount: plan.amount,
        headers: {
          ...REQUEST_HEADERS,
          ...(plan.method === "POST" ? { "content-type": "application/json" } : {}),
        },
        requests: [
          {
            method: plan.method,
            path: plan.path,
            // autocannon calls these when the keys exist, even when undefined.
            ...(plan.next
              ? {
                  setupRequest: (request: autocannon.Request, context: object) => {
                    const made = plan.next!(context as Record<string, unknown>);
                    return {
                      ...request,
                      ...(made.path ? { path: made.path } : {}),
                      ...(made.body !== undefined ? { body: JSON.stringify(made.body) } : {}),
                    };
                  },
                }
              : {}),
            ...(plan.onAnswer
              ? {
                  onResponse: (status: number, _body: string, context: object) =>
                    plan.onAnswer!(status, context as Record<string, unknown>),
                }
              : {}),
          },
        ],
      },
      (error, result) => {
        clearInterval(ticker);
        clearTimeout(deadline);
        bar.update(Math.min(settings.duration, Math.round(result?.duration ?? 0)), { answers });
        bar.stop();
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const total = result.requests.total;
        resolve({
          rps: result.duration > 0 ? total / result.duration : 0,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: total,
          non2xx: result.non2xx,
          errors: result.errors,
          bytesPerRequest: total > 0 ? result.throughput.total / total : 0,
        });
      },
    );
    instance.on("response", () => answers++);
    const started = Date.now();
    bar.start(settings.duration, 0, { answers: 0 });
    const ticker = setInterval(
      () => bar.update(Math.min(settings.duration, Math.floor((Date.now() - started) / 1000)), { answers }),
      1000,
    );
    // With `amount`, autocannon ignores the duration: stop it when the time is up all the same.
    const deadline = setTimeout(() => instance.stop(), settings.duration * 1000 + 500);
  });
}
