import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime. */
export const TICKS_PER_SECOND =
  Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time used so far (user + system) per process id, in clock ticks. */
export interface CpuSample {
  /** By the processes of the shop's process group (its server and any workers). */
  shop: Map<number, number>;
  /** By this machine's PostgreSQL server processes (none with the embedded database: it runs in the shop). */
  database: Map<number, number>;
}

/** Reads /proc. */
export function sampleCpu(shopGroup: number): CpuSample {
  const shop = new Map<number, number>();
  const database = new Map<number, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended while we read
    }
    // "pid (comm) state ppid pgrp … utime stime …": comm may hold spaces, so split after its ")".
    const end = stat.lastIndexOf(")");
    const command = stat.slice(stat.indexOf("(") + 1, end);
    const fields = stat.slice(end + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (Number(fields[2]) === shopGroup) shop.set(Number(pid), ticks);
    else if (command === "postgres") database.set(Number(pid), ticks);
  }
  return { shop, database };
}

/**
 * CPU milliseconds used between two samples by the processes alive at the second: each one's growth,
 * or all its time when it started in between. A process that ended in between (a finished
 * connection's backend) is left out rather than subtracted, which once made the figure negative.
 */
function usedBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - Math.min(before.get(pid) ?? 0, now);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  if (requests <= 0) return null;
  return {
    shop: usedBetween(before.shop, after.shop) / requests,
    database: usedBetween(before.database, after.database) / requests,
  };
}
