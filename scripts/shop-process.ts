/**
 * Starts the real production server (`scripts/start.ts`, NODE_ENV=production) as a child process on
 * a free loopback port, for the server-process tests (tests/crash) and the soak run. Its output is kept for failures.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface ProductionServer {
  origin: string;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** The ids of the server's processes: the main one and, on PostgreSQL, its workers. */
  processes(): number[];
  /**
   * SIGKILL goes to every process of the server at once (its process group), as when a machine
   * dies: no worker outlives the main process to finish its requests. Another signal goes to the
   * main process, which stops its workers itself. Either way, resolves once all of them are gone.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The processes of process group `group` (Linux: read from /proc). */
function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state, parent, process group.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // A zombie is dead already; nobody may be left to reap it in a container.
      if (Number(pgrp) === group && state !== "Z") members.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return members;
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
  /** Server processes on PostgreSQL (default: the WORKERS setting). */
  workers?: number;
  timeoutMs?: number;
  /** More settings (METRICS_TOKEN, SHUTDOWN_GRACE_SECONDS…). */
  env?: Record<string, string>;
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
      ...(options.workers ? { WORKERS: String(options.workers) } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a kill can reach the workers too.
    detached: true,
  });
  const group = child.pid as number;
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  const server: ProductionServer = {
    origin,
    child,
    output: () => printed,
    processes: () => groupMembers(group),
    async stop(signal = "SIGTERM") {
      if (signal === "SIGKILL") {
        try {
          process.kill(-group, "SIGKILL");
        } catch {
          // nothing left of it
        }
      } else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      while (groupMembers(group).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
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

/**
 * Runs `npm run admin -- …args` (scripts/admin.ts) as an operator would, on the shop whose data
 * directory is `dataDir` (embedded database; mail to its outbox): its printed lines and exit code.
 */
export function runAdminScript(dataDir: string, args: string[]): Promise<{ lines: string[]; code: number }> {
  const { DATABASE_URL: _unset, SMTP_URL: _none, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/admin.ts", ...args],
      { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, timeout: 60_000 },
      (error, stdout) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ lines: stdout.split("\n").filter(Boolean), code });
      },
    );
  });
}
