/**
 * Everything the bench starts (servers, databases, data directories) registers how to undo it here;
 * `cleanUp` runs those in reverse order, once, whether the bench ends normally, fails or is interrupted.
 */
const steps: { what: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | null = null;

export function onCleanup(what: string, run: () => Promise<void> | void): void {
  steps.push({ what, run });
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        console.log(`Cleaning up: ${step.what}`);
        await step.run();
      } catch (error) {
        console.error(`  could not ${step.what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill: clean up, then leave with the usual code. */
export function cleanUpOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the bench.`);
      void cleanUp().finally(() =>
        process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1)),
      );
    });
  }
}
