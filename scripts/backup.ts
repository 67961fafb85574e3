/**
 * `npm run backup [-- --out file.tar.gz]`: the shop's data in one archive (see backup-archive.ts):
 * the embedded database, copied consistently (the shop must be stopped: PGlite allows one opener),
 * and the uploads folder. On PostgreSQL the archive holds the uploads; the database is backed up
 * with pg_dump (README, Operations).
 */
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { create } from "tar";
import { env } from "../src/server/platform/env.ts";
import { configuredDatabaseUrl } from "../src/server/platform/db/client.ts";
import { shopUsing } from "../src/server/platform/db/in-use.ts";
import { SETTINGS_KEY_FILE } from "../src/server/platform/secrets/settings-key.ts";
import {
  DATABASE_FILE,
  MANIFEST,
  megabytes,
  openEmbedded,
  progress,
  UPLOADS,
  type Manifest,
} from "./backup-archive.ts";

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

async function dumpEmbeddedDatabase(to: string): Promise<void> {
  const dir = configuredDatabaseUrl();
  if (!existsSync(join(dir, "PG_VERSION"))) throw new Error(`No embedded database in ${dir}.`);
  const pid = shopUsing(env.DATA_DIR);
  if (pid) throw new Error(`The shop (process ${pid}) has ${dir} open: stop it first, then back up.`);
  console.log(`Copying the embedded database (${dir})…`);
  const client = await openEmbedded(dir);
  try {
    const dump = await client.dumpDataDir("none");
    writeFileSync(to, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  console.log(`Database: ${megabytes(statSync(to).size)}`);
}

async function backup(out: string): Promise<void> {
  const staging = mkdtempSync(join(tmpdir(), "shop-backup-"));
  try {
    const embedded = !env.DATABASE_URL;
    if (embedded) await dumpEmbeddedDatabase(join(staging, DATABASE_FILE));
    else
      console.log(
        "PostgreSQL: back the database up with pg_dump (README, Operations); archiving the uploads.",
      );
    const uploads = resolve(env.DATA_DIR, UPLOADS);
    const files = countFiles(uploads);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: embedded ? "pglite" : "postgresql",
      uploads: files,
    };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, ...(embedded ? [DATABASE_FILE] : [])];
    // The key that opens the payment keys sealed in the database, when the shop made its own.
    const keyFile = join(env.DATA_DIR, SETTINGS_KEY_FILE);
    if (existsSync(keyFile)) {
      copyFileSync(keyFile, join(staging, SETTINGS_KEY_FILE));
      entries.push(SETTINGS_KEY_FILE);
    }
    if (existsSync(uploads)) {
      symlinkSync(uploads, join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    const shown = progress("Archiving", files + entries.length - (existsSync(uploads) ? 1 : 0));
    await create(
      {
        gzip: true,
        file: out,
        cwd: staging,
        follow: true,
        filter: (_path, stat) => {
          if ("isFile" in stat && stat.isFile()) shown.add(stat.size);
          return true;
        },
      },
      entries,
    );
    shown.done();
    console.log(`Backup written: ${out} (${megabytes(statSync(out).size)})`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
try {
  await backup(resolve(values.out ?? `shop-backup-${stamp}.tar.gz`));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
