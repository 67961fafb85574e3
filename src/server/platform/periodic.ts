import { log } from "./log.ts";

/**
 * Runs `work` now and then every `ms` in this server process, logging a failure and going on; the
 * timer does not keep the process alive. Returns the function that stops it, which resolves once a
 * pass running at that moment has finished (a stopping server lets its transaction end).
 */
export function runPeriodically(what: string, ms: number, work: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
