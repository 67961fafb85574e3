import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";

/**
 * /metrics covers every server process: on PostgreSQL the shop runs one worker per core behind one
 * port, and a scrape reaches any one of them. That worker asks the main process, which gathers the
 * metrics of all workers (prom-client's AggregatorRegistry) and sends the sum back.
 */
const ASK = "modest-marketplace:metrics?";
const REPLY = "modest-marketplace:metrics";

interface Reply {
  type: typeof REPLY;
  id: number;
  text?: string;
  error?: string;
}

/** In the main process: answers the workers' requests for everyone's metrics. */
export function gatherWorkerMetrics(): void {
  const registry = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (fields: Partial<Reply>) => worker.send({ type: REPLY, id: message.id, ...fields });
    registry.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

let asked = 0;

/** In a worker: answers the main process's requests for this worker's metrics. */
export function shareWorkerMetrics(): () => Promise<string> {
  new AggregatorRegistry(); // installs prom-client's worker-side listener
  return () =>
    new Promise((resolve, reject) => {
      const id = ++asked;
      const onReply = (message: Reply) => {
        if (message?.type !== REPLY || message.id !== id) return;
        process.off("message", onReply);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? "");
      };
      process.on("message", onReply);
      process.send?.({ type: ASK, id });
    });
}
