/**
 * What `npm run backup` and `npm run restore` share: the archive's layout, the embedded database
 * opened as the shop opens it, and a progress line.
 *
 * One .tar.gz file holds manifest.json, database.tar (the embedded database's data directory, from
 * PGlite's dumpDataDir; absent on PostgreSQL, which pg_dump backs up) and uploads/ (every uploaded
 * and generated image).
 */
import type { PGlite } from "@electric-sql/pglite";

export const MANIFEST = "manifest.json";
export const DATABASE_FILE = "database.tar";
export const UPLOADS = "uploads";

export interface Manifest {
  format: 1;
  createdAt: string;
  /** "pglite": database.tar holds the embedded database; "postgresql": the database is not in the archive. */
  database: "pglite" | "postgresql";
  uploads: number;
}

/** The embedded database at `dir`, with the extensions the shop uses, optionally loaded from a dump. */
export async function openEmbedded(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  return PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A line that counts files and bytes; rewritten in place on a terminal, every 500 files otherwise. */
export function progress(what: string, totalFiles?: number) {
  let files = 0;
  let bytes = 0;
  const line = () =>
    `${what}: ${files}${totalFiles === undefined ? "" : `/${totalFiles}`} files, ${megabytes(bytes)}`;
  return {
    add(size: number) {
      files += 1;
      bytes += size;
      if (process.stdout.isTTY) process.stdout.write(`\r${line()}`);
      else if (files % 500 === 0) console.log(line());
    },
    done() {
      if (process.stdout.isTTY) process.stdout.write("\r");
      console.log(line());
    },
  };
}
