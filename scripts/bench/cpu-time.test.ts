import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { cpuPerRequest, sampleCpu } from "./cpu-time.ts";

/** Spends 300 ms of CPU, says so, then waits to be ended. */
const SPINNER = `const s = process.cpuUsage();
while ((process.cpuUsage(s).user + process.cpuUsage(s).system) / 1000 < 300);
console.log("spun");
setInterval(() => {}, 1000);`;

describe("CPU time from /proc", () => {
  test("counts the work of the processes in the shop's group", async () => {
    // A process group of its own, as the bench starts the shop: the test runner's own group has
    // other workers that come and go, taking their time with them.
    const child = spawn(process.execPath, ["-e", SPINNER], {
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const before = sampleCpu(child.pid!);
      await once(child.stdout!, "data");
      const after = sampleCpu(child.pid!);
      // Ticks are 10 ms: 300 ms of the child's CPU shows as at least 250 ms of its group's.
      expect(after.shopMs - before.shopMs).toBeGreaterThanOrEqual(250);
    } finally {
      child.kill();
    }
  });

  test("divides by the requests answered, and has nothing to say without any", () => {
    const before = { shopMs: 1000, databaseMs: 500 };
    const after = { shopMs: 1600, databaseMs: 800 };
    expect(cpuPerRequest(before, after, 300)).toEqual({ shop: 2, database: 1 });
    expect(cpuPerRequest(before, after, 0)).toBeNull();
  });
});
