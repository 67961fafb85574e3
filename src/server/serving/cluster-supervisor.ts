import cluster, { type Worker } from "node:cluster";
import { gatherWorkerMetrics } from "./cluster-metrics.ts";

/** Beyond the workers' own grace period: time for them to close the database and exit. */
const EXIT_MARGIN_MS = 5_000;

/**
 * The main process on PostgreSQL: starts `count` server processes and starts another when one
 * dies. On SIGTERM (or SIGINT) it passes SIGTERM on to every worker, which finishes its requests
 * (graceful-shutdown.ts), and exits once all are gone; a worker still running after the grace
 * period is killed, with a log line.
 */
export function superviseWorkers(count: number, graceMs: number): void {
  let stopping = false;
  const running = new Set<Worker>();
  const fork = () => running.add(cluster.fork());
  gatherWorkerMetrics();
  for (let i = 0; i < count; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    if (code === 0) return;
    console.error(`Server process ${worker.process.pid} stopped (${code ?? signal}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (running.size === 0) process.exit(0);
    for (const worker of running) worker.process.kill("SIGTERM");
    setTimeout(() => {
      console.error(`${running.size} server processes still running after the grace period; killing them.`);
      for (const worker of running) worker.process.kill("SIGKILL");
      process.exit(1);
    }, graceMs + EXIT_MARGIN_MS);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
