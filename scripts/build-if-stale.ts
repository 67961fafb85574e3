import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { BUILT_STAMP, finishBuild } from "./precompress.ts";

const SOURCES = ["src", "locales", "public", "astro.config.ts", "package.json", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds the site when dist/ is missing or older than the sources, so `npm start` always serves the code in the tree. */
export function buildIfStale(): void {
  const builtAt = existsSync(BUILT_STAMP) ? statSync(BUILT_STAMP).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map(newestChange));
  if (builtAt > sourcesAt && existsSync("dist/server/entry.mjs")) return;
  console.log("Building the shop (first start or sources changed)…");
  execFileSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], { stdio: "inherit" });
  finishBuild();
}

if (import.meta.main) buildIfStale();
