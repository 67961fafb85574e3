import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

describe("how deep a JSON body may nest", () => {
  it("allows the limit and refuses one level more", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[${nested(MAX_JSON_DEPTH)}]}}`, MAX_JSON_DEPTH)).toBe(true);
  });

  it("does not count brackets inside texts, escaped quotes included", () => {
    const text = JSON.stringify({ comment: `a "quoted" ${"[{".repeat(200)} \\ end` });
    expect(nestsDeeperThan(text, 2)).toBe(false);
  });

  it("reads a million levels without running out of stack", () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
