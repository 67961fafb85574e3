import { describe, expect, test } from "vitest";
import { BenchUsageError, defaultWorkers, parseBenchArguments } from "./arguments.ts";

describe("npm run bench arguments", () => {
  test("defaults: 10,000 products on PostgreSQL, 10 s, 50 connections, with Lighthouse", () => {
    expect(parseBenchArguments([])).toEqual({
      sizes: [10_000],
      database: "postgres",
      duration: 10,
      connections: 50,
      port: 4404,
      workers: defaultWorkers(),
      skipLighthouse: false,
      skipRebuild: false,
      keepSeed: false,
      compare: false,
      help: false,
    });
  });

  test("every option, with the seed's product counts (100k, 1m)", () => {
    const options = parseBenchArguments([
      "--products",
      "1m",
      "--database",
      "pglite",
      "--duration",
      "3",
      "--connections",
      "100",
      "--port",
      "4612",
      "--workers",
      "3",
      "--skip-lighthouse",
      "--skip-rebuild",
      "--keep-seed",
    ]);
    expect(options).toMatchObject({
      sizes: [1_000_000],
      database: "pglite",
      duration: 3,
      connections: 100,
      port: 4612,
      workers: 3,
    });
    expect(options).toMatchObject({ skipLighthouse: true, skipRebuild: true, keepSeed: true });
  });

  test("--compare runs two or more sizes, smallest first", () => {
    expect(parseBenchArguments(["--compare", "10000,100k"])).toMatchObject({
      sizes: [10_000, 100_000],
      compare: true,
    });
    expect(parseBenchArguments(["--compare", "10000,100k,1m"]).sizes).toEqual([10_000, 100_000, 1_000_000]);
    expect(() => parseBenchArguments(["--compare", "100000,10000"])).toThrow(/smallest first/);
    expect(() => parseBenchArguments(["--compare", "10000,1m,100k"])).toThrow(/smallest first/);
    expect(() => parseBenchArguments(["--compare", "10000"])).toThrow(/two or more catalogue sizes/);
  });

  test("wrong values are refused with a message naming the option", () => {
    expect(() => parseBenchArguments(["--database", "mysql"])).toThrow(/--database is pglite or postgres/);
    expect(() => parseBenchArguments(["--duration", "0"])).toThrow(/--duration needs a whole number/);
    expect(() => parseBenchArguments(["--connections", "ten"])).toThrow(/--connections needs a whole number/);
    expect(() => parseBenchArguments(["--port", "65534"])).toThrow(
      /--port needs a whole number from 1 to 65533/,
    );
    expect(() => parseBenchArguments(["--workers", "0"])).toThrow(/--workers needs a whole number/);
    expect(() => parseBenchArguments(["--products", "lots"])).toThrow(BenchUsageError);
    expect(() => parseBenchArguments(["--fast"])).toThrow(BenchUsageError);
  });
});
