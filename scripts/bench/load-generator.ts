/**
 * The load generator's own process (started by measureLoad in load.ts for every run): autocannon
 * with nothing else in its heap or event loop. Inside the bench process it shared both with
 * Lighthouse, the database client and the results, and its garbage collection showed up as the
 * server's latency (a raw Node server measured 45k req/s at p99 7 ms there, 55–62k at p99 2–4 ms here).
 */
import { createRequire } from "node:module";
import autocannon from "autocannon";
import cliProgress from "cli-progress";
import { REQUEST_HEADERS, type LoadJob, type LoadResult } from "./load.ts";

/*
 * autocannon keeps every answer's body as a string, decoding each chunk as UTF-8, for `onResponse`
 * and body checks. The bench reads neither, and on pages of 17 KB that decoding alone capped the
 * load generator at about 4,500 req/s: it measured itself, not the server (47k req/s without it).
 */
const pendingAnswers = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody: (chunk: Buffer) => void };
};
pendingAnswers.prototype.addBody = () => undefined;

/** Each request takes the next path and body; answers 2xx are noted by their place in the lists. */
function variedRequest(plan: LoadJob["plan"], succeeded: number[]): autocannon.Request {
  let sent = 0;
  return {
    method: plan.method,
    path: plan.paths[0],
    setupRequest: (request: autocannon.Request, context: object) => {
      const i = sent++;
      (context as { index: number }).index = i;
      const body = plan.bodies?.[i % plan.bodies.length];
      return {
        ...request,
        path: plan.paths[i % plan.paths.length],
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      };
    },
    onResponse: (status: number, _body: string, context: object) => {
      if (status >= 200 && status < 300) succeeded.push((context as { index: number }).index);
    },
  };
}

function run(job: LoadJob): Promise<LoadResult> {
  const { plan, settings } = job;
  const bar = new cliProgress.SingleBar(
    {
      format: `  ${job.label.padEnd(34)} |{bar}| {value}/{total} s | {answers} answers`,
      noTTYOutput: true,
      notTTYSchedule: 5000,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const succeeded: number[] = [];
  let answers = 0;
  const varied = plan.paths.length > 1 || plan.bodies !== undefined;
  // A margin of one request per connection: autocannon may start a few past `amount`.
  const listed = Math.max(plan.paths.length, plan.bodies?.length ?? 0) - settings.connections;
  const amount = Math.min(plan.amount ?? Infinity, plan.eachOnce ? listed : Infinity);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: settings.connections,
        duration: settings.duration,
        amount: Number.isFinite(amount) ? amount : undefined,
        // Latencies at a fixed rate count from when a request was due, not sent (coordinated omission).
        ...(settings.rate ? { overallRate: settings.rate } : {}),
        headers: {
          ...REQUEST_HEADERS,
          ...(plan.method === "POST" ? { "content-type": "application/json" } : {}),
        },
        // A fixed request is built once; a varied one is made for every request (slower: only when needed).
        requests: [varied ? variedRequest(plan, succeeded) : { method: plan.method, path: plan.paths[0] }],
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
          succeeded,
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

/**
 * A fresh process runs autocannon's code cold: a second of the same GET first, not counted, so the
 * run measures the server. Varied and POST runs skip it (it would use up their different requests).
 */
async function warmUp(job: LoadJob): Promise<void> {
  if (job.plan.method !== "GET" || job.plan.eachOnce) return;
  await autocannon({
    url: new URL(job.plan.paths[0], job.origin).href,
    connections: job.settings.connections,
    duration: 1,
    headers: REQUEST_HEADERS,
  });
}

process.once("message", (job: LoadJob) => {
  warmUp(job)
    .then(() => run(job))
    .then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) =>
        process.send?.({ error: error instanceof Error ? error.message : String(error) }, () =>
          process.exit(1),
        ),
    );
});
