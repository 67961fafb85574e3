import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * How `npm run admin` reaches the running shop: at start the shop's main process writes a fresh
 * random token, its process id and a loopback address to `DATA_DIR/operator-credential.json`,
 * readable by its own system account only (0600), and removes it when it stops. Reading that file
 * is the proof: whoever may read the shop's data directory may already open its embedded database,
 * so the token grants nothing they lack, and it is accepted from a loopback address only
 * (operator-commands.ts), never from the network nor through a reverse proxy.
 */
const FILE = "operator-credential.json";

const CredentialSchema = z.object({
  pid: z.number().int().positive(),
  url: z.url(),
  token: z.string().min(32),
});

export type OperatorCredential = z.infer<typeof CredentialSchema>;

/** Where the command line reaches a server listening on `host` from this machine; undefined: it cannot. */
export function loopbackUrl(host: string, port: number): string | undefined {
  if (host === "localhost") return `http://localhost:${port}`;
  if (host === "0.0.0.0" || host === "::" || host.startsWith("127.")) {
    return `http://${host.startsWith("127.") ? host : "127.0.0.1"}:${port}`;
  }
  if (host === "::1") return `http://[::1]:${port}`;
  return undefined;
}

/** Writes a new credential for the shop process `pid` (0600, replaced in one step); returns it and its removal. */
export function issueOperatorCredential(
  dataDir: string,
  url: string,
  pid = process.pid,
): { credential: OperatorCredential; revoke: () => void } {
  const credential = { pid, url, token: randomBytes(32).toString("base64url") };
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, FILE);
  const draft = `${path}.${pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(credential)}\n`, { mode: 0o600 });
  // The mode given to writeFileSync applies to a new file only: a leftover draft keeps its own.
  chmodSync(draft, 0o600);
  renameSync(draft, path);
  return {
    credential,
    revoke: () => {
      if (readOperatorCredential(dataDir)?.token === credential.token) rmSync(path, { force: true });
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The credential of the shop running on `dataDir`; undefined when none (a killed shop's names a process that is gone). */
export function readOperatorCredential(dataDir: string): OperatorCredential | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, FILE), "utf8");
  } catch {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const credential = CredentialSchema.safeParse(parsed);
  return credential.success && isRunning(credential.data.pid) ? credential.data : undefined;
}
