import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime. */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time used so far (user + system), in milliseconds. */
export interface CpuSample {
  /** By the processes of the shop's process group (its server and any workers). */
  shopMs: number;
  /** By this machine's PostgreSQL server processes (0 with the embedded database: it runs in the shop). */
  databaseMs: number;
}

/** Reads /proc: a process that ended since the last sample takes its time with it. */
export function sampleCpu(shopGroup: number): CpuSample {
  let shop = 0;
  let database = 0;
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
    if (Number(fields[2]) === shopGroup) shop += ticks;
    else if (command === "postgres") database += ticks;
  }
  return { shopMs: (shop * 1000) / TICKS_PER_SECOND, databaseMs: (database * 1000) / TICKS_PER_SECOND };
}

/** CPU milliseconds per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  if (requests <= 0) return null;
  return {
    shop: (after.shopMs - before.shopMs) / requests,
    database: (after.databaseMs - before.databaseMs) / requests,
  };
}
