import { fork } from "node:child_process";
import type { LoadFigures } from "./load-figures.ts";

/** One kind of request, repeated by every connection. */
export interface RequestPlan {
  method: "GET" | "POST";
  /** The paths requested in turn; one path: every request the same. */
  paths: string[];
  /** The JSON bodies sent in turn (POST). */
  bodies?: unknown[];
  /** Stop after this many requests even before the duration is over. */
  amount?: number;
  /** Every listed request once (a different URL or body each time): the run ends with the lists. */
  eachOnce?: boolean;
}

/** Browsers ask for compressed answers; so does the bench, and the raw server replays the same bytes. */
export const REQUEST_HEADERS = { "accept-encoding": "br, gzip", "accept-language": "en" };

export interface LoadSettings {
  connections: number;
  duration: number;
  /** Requests per second over all connections (a rate-limited load); unset: each connection sends its next request as soon as the last is answered. */
  rate?: number;
}

/** What the load generator's process is given (load-generator.ts). */
export interface LoadJob {
  label: string;
  origin: string;
  plan: RequestPlan;
  settings: LoadSettings;
}

export interface LoadResult extends LoadFigures {
  /** The requests answered 2xx, by their place in the plan's lists. */
  succeeded: number[];
}

/**
 * Runs autocannon against `origin` in a process of its own (load-generator.ts), with a progress
 * bar; with several paths or bodies, each request takes the next one.
 */
export function measureLoad(
  label: string,
  origin: string,
  plan: RequestPlan,
  settings: LoadSettings,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL("./load-generator.ts", import.meta.url));
    let answered = false;
    child.once("message", (message: { result?: LoadResult; error?: string }) => {
      answered = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`The load generator failed: ${message.error}`));
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (!answered) reject(new Error(`The load generator stopped (exit code ${code}) before answering.`));
    });
    const job: LoadJob = { label, origin, plan, settings };
    child.send(job);
  });
}
