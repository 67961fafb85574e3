import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { cpuPerRequest, sampleCpu, TICKS_PER_SECOND } from "./cpu-time.ts";

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
      expect(cpuPerRequest(before, after, 1)!.shop).toBeGreaterThanOrEqual(250);
    } finally {
      child.kill();
    }
  });

  test("divides by the requests answered, and has nothing to say without any", () => {
    const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
    const before = { shop: new Map([[1, 100]]), database: new Map([[2, 50]]) };
    const after = { shop: new Map([[1, 160]]), database: new Map([[2, 80]]) };
    expect(cpuPerRequest(before, after, 3)).toEqual({ shop: ms(20), database: ms(10) });
    expect(cpuPerRequest(before, after, 0)).toBeNull();
  });

  test("a backend that ended in between is left out, one that started counts in full", () => {
    const before = {
      shop: new Map(),
      database: new Map([
        [7, 5000],
        [8, 100],
      ]),
    };
    const after = {
      shop: new Map(),
      database: new Map([
        [8, 130],
        [9, 20],
      ]),
    };
    expect(cpuPerRequest(before, after, 1)!.database).toBe((50 * 1000) / TICKS_PER_SECOND);
  });
});
