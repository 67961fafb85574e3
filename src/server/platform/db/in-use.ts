import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database allows one opener, and a copy of its files taken while the shop writes is
 * not consistent. The shop marks its data directory with its process id while it has it open, so
 * `npm run backup` and `npm run restore` can refuse; a mark left by a killed shop names a process
 * that is gone and is ignored.
 */
const MARK = "shop.pid";

export function markInUse(dataDir: string): () => void {
  const path = join(dataDir, MARK);
  writeFileSync(path, `${process.pid}\n`);
  return () => rmSync(path, { force: true });
}

/** The id of the running shop process that has `dataDir` open, if any. */
export function shopUsing(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, MARK), "utf8").trim());
  } catch {
    return undefined;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still running.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}
