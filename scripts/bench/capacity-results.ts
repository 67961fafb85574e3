/** What the write capacity measures (capacity.ts), kept apart so that results.ts can hold it. */
import type { LoadFigures } from "./load-figures.ts";

/** A rate is sustained when at least this share of it is answered, all 2xx. */
export const SUSTAINED_SHARE = 0.95;

export type WriteRoute = "add-to-cart" | "place-order";

/** One window of a rate-limited load. */
export interface RateWindow {
  /** Requests per second sent. */
  rate: number;
  /** Requests per second answered. */
  rps: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, and failed connections. */
  failed: number;
  sustained: boolean;
}

/** The figures of the run at half the capacity (a load run's, with the rate it was sent at). */
export type HalfCapacityRun = LoadFigures & { rate: number };

export interface RouteCapacity {
  route: WriteRoute;
  /** The scenario's full load (each connection sending as soon as answered): where the search starts. */
  fullLoadRps: number;
  windows: RateWindow[];
  /** The highest rate sustained; 0 when none was. */
  capacity: number;
  /** The run at half the capacity, over the scenario's duration. */
  half: HalfCapacityRun | null;
}

export interface CpuPerOrder {
  connections: number;
  rps: number;
  requests: number;
  failed: number;
  /** CPU milliseconds per order of the shop's processes and of PostgreSQL. */
  cpu: { shop: number; database: number } | null;
}

export interface WriteCapacity {
  windowSeconds: number;
  routes: RouteCapacity[];
  cpuPerOrder: CpuPerOrder[];
}
