import { spawn, type ChildProcess } from "node:child_process";
import { onCleanup } from "./cleanup.ts";

const NODE = "node_modules/.bin/node";

/** The bench's own environment with `changes` applied; an undefined value removes the variable. */
function childEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Runs a Node script to its end with the terminal's output (seed progress bar); rejects on failure. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [script, ...args], { stdio: "inherit", env: childEnv(env) });
    const stop = () => child.kill("SIGTERM");
    process.once("exit", stop);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("exit", stop);
      if (code === 0) resolve();
      else reject(new Error(`${script} ${args.join(" ")} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Starts a long-running Node process in its own process group, so that stopping it also stops the
 * workers it may fork; the last lines of its output are kept for the error message if it dies.
 */
export function startService(
  name: string,
  script: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): Service {
  return startProcess(name, NODE, [script, ...args], env);
}

export interface Service {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Any program started like startService (own process group, stopped by cleanup). */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
): Service {
  const child = spawn(command, args, {
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    detached: true,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // A crash of the bench itself must not leave the server running.
  const onExit = () => signalGroup("SIGKILL");
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup("SIGTERM");
    const timer = setTimeout(() => signalGroup("SIGKILL"), 5000);
    await gone;
    clearTimeout(timer);
    signalGroup("SIGKILL"); // workers the server forked, if any outlived it
  };
  onCleanup(`stop ${name}`, stop);
  return { child, output: () => lines.join("\n"), stop };
}
