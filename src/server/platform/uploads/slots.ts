import { AppError } from "../../core/errors.ts";

/**
 * At most `size` tasks run at once; the next ones wait their turn in order, up to `maxWaiting`
 * (beyond that the request is refused as "too many requests" rather than piling up in memory).
 */
export function slots(size: number, maxWaiting: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  const state = {
    /** The most tasks that ran at once since the last resetPeak (tests, logs). */
    peak: 0,
    resetPeak() {
      state.peak = busy;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (busy >= size) {
        if (waiting.length >= maxWaiting) throw new AppError("rate_limited", "server.rate_limited");
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        busy++;
      }
      state.peak = Math.max(state.peak, busy);
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or frees up.
        const next = waiting.shift();
        if (next) next();
        else busy--;
      }
    },
  };
  return state;
}
