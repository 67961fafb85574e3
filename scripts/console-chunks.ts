import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/** Where the browser build's report lands: beside dist/client, so that no browser can fetch it. */
export const CONSOLE_CHUNKS_REPORT = "dist/console-chunks.json";

/** The report: for each script of the browser build, the console-only modules it holds. */
export interface ConsoleChunks {
  /** The console app's entry scripts ("_astro/App.xxxx.js"). */
  entries: string[];
  /** Every script ("_astro/name.hash.js") with the modules in it that only the console imports. */
  chunks: Record<string, string[]>;
}

const isConsoleModule = (id: string) => id.includes("/src/console/");

/**
 * The React renderer, React DOM and the scheduler: one chunk that storefront islands and the
 * console both load. Left to itself, the bundler splits React DOM's entry out of the renderer's
 * chunk once the console shares it, and storefront pages paid about 1 KB gzip more for the same code.
 */
export const SHARED_REACT_CHUNK = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
};

/**
 * Writes CONSOLE_CHUNKS_REPORT after the browser build: a module is console-only when no
 * storefront entry (every island and page script but the console's) reaches it by static or
 * dynamic imports. The page weight budget (tests/e2e/budget.spec.ts) refuses any storefront page
 * that loads a script holding one.
 */
export function reportConsoleChunks(): Plugin {
  return {
    name: "modest:console-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const reached = new Set<string>();
      const queue = entries.filter((id) => !isConsoleModule(id));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        const info = this.getModuleInfo(id);
        queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
      const report: ConsoleChunks = { entries: [], chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        // "\0…" modules are the bundler's own helpers, which every chunk may share.
        report.chunks[output.fileName] = output.moduleIds
          .filter((id) => !reached.has(id) && !id.startsWith("\0"))
          .map((id) => relative(process.cwd(), id));
        if (output.isEntry && output.facadeModuleId && isConsoleModule(output.facadeModuleId)) {
          report.entries.push(output.fileName);
        }
      }
      mkdirSync(dirname(CONSOLE_CHUNKS_REPORT), { recursive: true });
      writeFileSync(join(process.cwd(), CONSOLE_CHUNKS_REPORT), JSON.stringify(report, null, 1));
    },
  };
}
