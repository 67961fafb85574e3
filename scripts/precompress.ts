import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt", ".xml", ".html"]);

/** Writes <file>.br and <file>.gz beside each text asset of the build, so no request compresses them. */
export function precompressAssets(folder: string): number {
  let count = 0;
  for (const name of readdirSync(folder)) {
    if (!COMPRESSIBLE.has(extname(name))) continue;
    const path = join(folder, name);
    const raw = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
}

/** Written last by every build; `npm start` rebuilds when a source is newer (build-if-stale.ts). */
export const BUILT_STAMP = "dist/.built-at";

/** The steps after `astro build`: precompressed assets, then the stamp that says dist/ is complete. */
export function finishBuild(): void {
  console.log(`${precompressAssets("dist/client/_astro")} assets precompressed`);
  writeFileSync(BUILT_STAMP, new Date().toISOString());
}

if (import.meta.main) finishBuild();
