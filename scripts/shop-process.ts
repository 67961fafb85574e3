/**
 * Starts the real production server (`scripts/start.ts`, NODE_ENV=production) as a child process on
 * a free loopback port, for the crash-safety test and the soak run. Its output is kept for failures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export interface ProductionServer {
  origin: string;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits until the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startProductionServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
}): Promise<ProductionServer> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      SITE_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  const server: ProductionServer = {
    origin,
    child,
    output: () => printed,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${printed}`);
    const ready = await fetch(`${origin}/api/v1/common`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server did not answer within the time limit:\n${printed}`);
}
