import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { cpuPerRequest, sampleCpu } from "./cpu-time.ts";

const ownGroup = () => Number(readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")[2]);

describe("CPU time from /proc", () => {
  test("counts the work of the processes in the shop's group", () => {
    const before = sampleCpu(ownGroup());
    const started = process.cpuUsage();
    let spun = 0;
    while ((process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000 < 300) spun++;
    const after = sampleCpu(ownGroup());
    expect(spun).toBeGreaterThan(0);
    // Ticks are 10 ms: 300 ms of this process's CPU shows as at least 250 ms of its group's.
    expect(after.shopMs - before.shopMs).toBeGreaterThanOrEqual(250);
  });

  test("divides by the requests answered, and has nothing to say without any", () => {
    const before = { shopMs: 1000, databaseMs: 500 };
    const after = { shopMs: 1600, databaseMs: 800 };
    expect(cpuPerRequest(before, after, 300)).toEqual({ shop: 2, database: 1 });
    expect(cpuPerRequest(before, after, 0)).toBeNull();
  });
});
