/**
 * Runs the built yardstick on the database of DATABASE_URL: `run.ts <plan JSON> <result file>`.
 * A process of its own, so that its CPU time is its renders' alone.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { YardstickFigures, YardstickPlan } from "./figures.ts";
import { YARDSTICK_BUILT } from "./paths.ts";

const [planJson, resultFile] = process.argv.slice(2);
const plan = JSON.parse(planJson) as YardstickPlan;
const built = (await import(pathToFileURL(resolve(YARDSTICK_BUILT)).href)) as {
  measureYardstick: (plan: YardstickPlan) => Promise<YardstickFigures>;
};
writeFileSync(resultFile, JSON.stringify(await built.measureYardstick(plan)));
