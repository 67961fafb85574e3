/**
 * `npm run restore -- <archive.tar.gz>`: puts a backup (scripts/backup.ts) into DATA_DIR: the
 * embedded database and the uploads folder. The target must be empty (a restore never mixes two
 * shops' data) and the shop stopped. On PostgreSQL it restores the uploads; the database comes back
 * with pg_restore (README, Operations).
 */
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { extract } from "tar";
import { env } from "../src/server/platform/env.ts";
import { configuredDatabaseUrl } from "../src/server/platform/db/client.ts";
import { shopUsing } from "../src/server/platform/db/in-use.ts";
import { SETTINGS_KEY_FILE } from "../src/server/platform/secrets/settings-key.ts";
import { DATABASE_FILE, MANIFEST, openEmbedded, progress, UPLOADS, type Manifest } from "./backup-archive.ts";

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function loadEmbeddedDatabase(dump: string): Promise<void> {
  const dir = configuredDatabaseUrl();
  if (!isEmpty(dir)) throw new Error(`${dir} is not empty: move it away (or choose another DATA_DIR) first.`);
  console.log(`Loading the embedded database into ${dir}…`);
  mkdirSync(dir, { recursive: true });
  const client = await openEmbedded(dir, new Blob([readFileSync(dump)]));
  try {
    const { rows } = await client.query<{ orders: number }>("select count(*)::int as orders from orders");
    console.log(`Database: ${rows[0]?.orders ?? 0} orders`);
  } finally {
    await client.close();
  }
}

async function restore(archive: string): Promise<void> {
  if (!existsSync(archive)) throw new Error(`No such archive: ${archive}`);
  const pid = shopUsing(env.DATA_DIR);
  if (pid) throw new Error(`The shop (process ${pid}) is running on ${env.DATA_DIR}: stop it first.`);
  const uploads = resolve(env.DATA_DIR, UPLOADS);
  if (!isEmpty(uploads)) throw new Error(`${uploads} is not empty: move it away first.`);
  const staging = mkdtempSync(join(tmpdir(), "shop-restore-"));
  try {
    const shown = progress("Unpacking");
    await extract({ file: archive, cwd: staging, onReadEntry: (entry) => shown.add(entry.size ?? 0) });
    shown.done();
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), "utf8")) as Manifest;
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
    console.log(
      `Backup of ${manifest.createdAt}: ${manifest.database} database, ${manifest.uploads} uploads`,
    );
    if (manifest.database === "pglite" && !env.DATABASE_URL)
      await loadEmbeddedDatabase(join(staging, DATABASE_FILE));
    else if (manifest.database === "pglite")
      console.log("DATABASE_URL is set: the embedded database in this backup is not loaded into PostgreSQL.");
    else
      console.log("This backup's database is PostgreSQL: restore it with pg_restore (README, Operations).");
    if (existsSync(join(staging, UPLOADS))) cpSync(join(staging, UPLOADS), uploads, { recursive: true });
    if (existsSync(join(staging, SETTINGS_KEY_FILE))) {
      mkdirSync(env.DATA_DIR, { recursive: true });
      copyFileSync(join(staging, SETTINGS_KEY_FILE), join(env.DATA_DIR, SETTINGS_KEY_FILE));
      chmodSync(join(env.DATA_DIR, SETTINGS_KEY_FILE), 0o600);
    }
    console.log(`Restored into ${resolve(env.DATA_DIR)}.`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const archive = process.argv[2];
if (!archive) {
  console.error("Usage: npm run restore -- <backup.tar.gz>");
  process.exit(1);
}
try {
  await restore(resolve(archive));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
