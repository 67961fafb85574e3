/** What one load run measures (results.ts and capacity-results.ts both hold it). */
export interface LoadFigures {
  /** Average requests per second over the run. */
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a run with any is not a valid figure. */
  non2xx: number;
  errors: number;
  /** Average body size of an answer, bytes as sent (compressed when the server compressed). */
  bytesPerRequest: number;
  /** CPU milliseconds per answer of the shop's processes and of PostgreSQL (not for raw Node). */
  cpuPerRequest?: { shop: number; database: number } | null;
}
