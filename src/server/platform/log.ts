import { pino, type DestinationStream, type Logger } from "pino";
import { env } from "./env.ts";

export type { Logger };

/** A JSON logger; `destination` lets tests capture lines instead of writing to stdout. */
export function createLogger(destination?: DestinationStream, level: string = env.LOG_LEVEL): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/** The process-wide logger (level from LOG_LEVEL). */
export const log: Logger = createLogger();
