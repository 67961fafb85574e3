import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where a
    // test file mostly waits on its embedded database, so two side by side nearly halve the run.
    maxWorkers: 2,
  },
});
