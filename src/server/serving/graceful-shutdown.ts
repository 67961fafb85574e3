import type { Server, ServerResponse } from "node:http";
import net from "node:net";
import type { Logger } from "../platform/log.ts";

/** Idle keep-alive connections are closed once no request has run for this long. */
const TICK_MS = 50;
const QUIET_MS = 1_000;
/**
 * After the signal, new connections are still taken for this long: a load balancer needs a moment
 * to see /readyz fail, and closing the listener at once resets the connections already waiting in
 * its backlog (under load, requests a client sent just before the signal).
 */
const KEEP_LISTENING_MS = 1_000;

export interface ShutdownOptions {
  graceMs: number;
  logger: Logger;
  /** Runs first: readiness reports "shutting down" so a load balancer stops sending. */
  onStopping: () => void;
  /** Runs once no request is left: stops background jobs (letting a running pass end), closes the database. */
  release: () => Promise<void>;
  /** How long new connections are still accepted after the signal (default KEEP_LISTENING_MS). */
  keepListeningMs?: number;
  /** Ends the process (tests pass their own). */
  exit?: (code: number) => void;
}

/**
 * SIGTERM (and SIGINT) stop this server process gently: after a moment it stops accepting connections, answers
 * the requests it has (their transactions commit or roll back as usual) and those arriving on open
 * keep-alive connections, each with `Connection: close`, then releases the database and exits 0. Whatever is still running after the grace
 * period is cut off: a log line, exit 1. Returns the function that starts the same shutdown.
 */
export function stopGracefullyOnSignal(server: Server, options: ShutdownOptions): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let stopping: Promise<void> | undefined;
  const exit = options.exit ?? ((code: number) => process.exit(code));

  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader("connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  async function drain(signal: string): Promise<void> {
    const started = Date.now();
    options.logger.info({ signal, inFlight: inFlight.size }, "stopping: finishing the requests in flight");
    const cutOff = setTimeout(() => {
      options.logger.error(
        { inFlight: inFlight.size, graceMs: options.graceMs },
        "stopping: requests still running after the grace period; exiting anyway",
      );
      exit(1);
    }, options.graceMs);
    options.onStopping();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
    await new Promise((resolve) => setTimeout(resolve, options.keepListeningMs ?? KEEP_LISTENING_MS));
    // After a busy moment the timer fires before the event loop's poll phase has accepted the
    // connections that came meanwhile; setImmediate runs after that phase, so they are taken first.
    await new Promise((resolve) => setImmediate(resolve));
    // net's close, not http's: http's also drops idle keep-alive connections at once, and a request
    // a client wrote on one just before the signal would be lost unread. Those connections are
    // closed once nothing has been running for a moment (every request that arrived is answered).
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let busyAt = Date.now();
    const idleSweep = setInterval(() => {
      if (inFlight.size > 0) busyAt = Date.now();
      else if (Date.now() - busyAt >= QUIET_MS) server.closeIdleConnections();
    }, TICK_MS);
    await closed;
    clearInterval(idleSweep);
    try {
      await options.release();
    } catch (error) {
      options.logger.error({ err: error }, "stopping: releasing the database failed");
      return exit(1);
    } finally {
      clearTimeout(cutOff);
    }
    options.logger.info({ ms: Date.now() - started }, "stopped: every request answered");
    exit(0);
  }

  const begin = (signal: string) => (stopping ??= drain(signal));
  process.once("SIGTERM", () => void begin("SIGTERM"));
  process.once("SIGINT", () => void begin("SIGINT"));
  return () => begin("request");
}
