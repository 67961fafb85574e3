import { describe, expect, it } from "vitest";
import { slots } from "./slots.ts";

describe("decode slots", () => {
  it("run two at once in order of arrival, and refuse the ones beyond the waiting line", async () => {
    const gate = slots(2, 3);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) =>
      gate.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        return n;
      });
    const running = [1, 2, 3, 4, 5].map(task);
    const refused = task(6);
    await expect(refused).rejects.toMatchObject({ kind: "rate_limited" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2]);
    while (started.length < 5 || releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(gate.peak).toBe(2);
  });
});
