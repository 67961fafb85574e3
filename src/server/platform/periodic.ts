import { log } from "./log.ts";

/**
 * Runs `work` now and then every `ms` in this server process, logging a failure and going on; the
 * timer does not keep the process alive. Returns the function that stops it.
 */
export function runPeriodically(what: string, ms: number, work: () => Promise<unknown>): () => void {
  const run = () => void work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
}
