import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("configuration", () => {
  it("starts with sensible defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(".data");
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL address", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop" }).DATABASE_URL).toContain(
      "5432",
    );
  });

  it("names each wrong variable and how to fix it", () => {
    const message = (() => {
      try {
        parseEnv({ DATABASE_URL: "mysql://x", PORT: "http" });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(
      /DATABASE_URL: must start with postgres:\/\/.*unset it to use the embedded database/,
    );
    expect(message).toMatch(/PORT: .*use a whole number between 1 and 65535/);
  });

  it("keeps metrics off unless a long enough token is set", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters.*openssl rand/,
    );
    expect(parseEnv({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
  });

  it("waits ten seconds for requests in flight when stopping, unless told otherwise", () => {
    expect(parseEnv({}).SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "30" }).SHUTDOWN_GRACE_SECONDS).toBe(30);
    expect(() => parseEnv({ SHUTDOWN_GRACE_SECONDS: "0" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
