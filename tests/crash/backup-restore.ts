/**
 * Backup and restore (run by `npm test` after the production build): a shop takes orders and has an
 * uploaded picture; it is stopped and backed up (`npm run backup`: the embedded database and the
 * uploads in one archive; on PostgreSQL the uploads, the database by the README's pg_dump command);
 * the backup is restored into an empty DATA_DIR (`npm run restore`; on PostgreSQL pg_restore into an
 * empty database) and the shop started there serves the same orders and the same picture. Backing up
 * a running embedded shop and restoring over existing data are refused.
 *
 *   node tests/crash/backup-restore.ts
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, startProductionServer } from "../../scripts/shop-process.ts";
import { onBothDatabases, placeOrder, prepare } from "./order-world.ts";

const ORDERED = 6;
const PICTURE = "products/backup-test.png";

/** Runs one of the shop's npm scripts as the owner would, on `dataDir` (and PostgreSQL when given). */
function npmScript(script: string, args: string[], dataDir: string, databaseUrl?: string) {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

function command(name: string, args: string[]) {
  const run = spawnSync(name, args, { encoding: "utf8" });
  assert.equal(run.status, 0, `${name} ${args.join(" ")}:\n${run.stdout}${run.stderr}`);
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What the shop shows of each order and of the picture. */
async function whatTheShopServes(origin: string, trackingCodes: string[]) {
  const orders = [];
  for (const code of trackingCodes) {
    const response = await fetch(`${origin}/api/v1/track-order?tracking_code=${code}`);
    orders.push({ status: response.status, body: (await response.json()) as unknown });
  }
  const picture = await fetch(`${origin}/uploads/${PICTURE}`);
  return { orders, picture: { status: picture.status, bytes: Buffer.from(await picture.arrayBuffer()) } };
}

async function backUpAndRestore(label: string, url: string, dataDir: string, databaseUrl?: string) {
  const started = performance.now();
  const { guests } = await prepare(url, ORDERED);
  mkdirSync(join(dataDir, "uploads", "products"), { recursive: true });
  writeFileSync(join(dataDir, "uploads", PICTURE), randomBytes(4096));
  // The key the shop made for the payment keys it seals in the database (no SETTINGS_KEY set).
  const settingsKey = `${randomBytes(32).toString("hex")}\n`;
  writeFileSync(join(dataDir, "settings.key"), settingsKey, { mode: 0o600 });
  const work = mkdtempSync(join(tmpdir(), "backup-test-"));
  const restoredDir = join(work, "restored");
  const restoredDb = databaseUrl ? new URL(databaseUrl) : undefined;
  if (restoredDb) restoredDb.pathname = `${restoredDb.pathname}_restored`;
  try {
    const port = await freePort();
    const shop = await startProductionServer({ port, dataDir, databaseUrl });
    const codes: string[] = [];
    let before;
    try {
      for (const guest of guests) codes.push((await placeOrder(shop.origin, guest)) ?? "refused");
      assert.ok(!codes.includes("refused"), `${label}: an order was refused`);
      before = await whatTheShopServes(shop.origin, codes);
      if (!databaseUrl) {
        const refused = npmScript("backup", ["--out", join(work, "refused.tar.gz")], dataDir);
        assert.equal(refused.code, 1, `${label}: a backup of a running embedded shop was taken`);
        assert.match(refused.output, /stop it first/);
      }
    } finally {
      await shop.stop("SIGTERM");
    }
    const archive = join(work, "shop.tar.gz");
    const backup = npmScript("backup", ["--out", archive], dataDir, databaseUrl);
    assert.equal(backup.code, 0, `${label}: npm run backup\n${backup.output}`);
    assert.match(backup.output, /Archiving: \d+\/\d+ files/, `${label}: backup progress`);
    if (databaseUrl && restoredDb) {
      // The README's path: pg_dump in the custom format, pg_restore into an empty database.
      command("pg_dump", ["--format=custom", "--file", join(work, "shop.dump"), databaseUrl]);
      await admin(databaseUrl, `create database "${restoredDb.pathname.slice(1)}"`);
      command("pg_restore", ["--no-owner", "--dbname", restoredDb.toString(), join(work, "shop.dump")]);
    }
    const restore = npmScript("restore", [archive], restoredDir, restoredDb?.toString());
    assert.equal(restore.code, 0, `${label}: npm run restore\n${restore.output}`);
    assert.equal(
      readFileSync(join(restoredDir, "settings.key"), "utf8"),
      settingsKey,
      `${label}: the restored shop cannot open its sealed payment keys`,
    );
    const again = npmScript("restore", [archive], restoredDir, restoredDb?.toString());
    assert.equal(again.code, 1, `${label}: a restore over existing data was not refused`);
    assert.match(again.output, /not empty/);

    const restored = await startProductionServer({
      port,
      dataDir: restoredDir,
      databaseUrl: restoredDb?.toString(),
    });
    try {
      const after = await whatTheShopServes(restored.origin, codes);
      assert.ok(
        before.orders.every((order) => order.status === 200),
        `${label}: orders before the backup`,
      );
      assert.deepEqual(after.orders, before.orders, `${label}: the restored shop shows other orders`);
      assert.equal(after.picture.status, 200, `${label}: the restored picture`);
      assert.ok(after.picture.bytes.equals(before.picture.bytes), `${label}: the picture changed`);
    } finally {
      await restored.stop("SIGTERM");
    }
    console.log(
      `✔ ${label}: ${codes.length} orders and a picture backed up, restored into an empty DATA_DIR and served ` +
        `the same; ${databaseUrl ? "" : "backup of the running shop and "}restore over data refused ` +
        `(${Math.round((performance.now() - started) / 100) / 10} s)`,
    );
  } finally {
    if (databaseUrl && restoredDb)
      await admin(databaseUrl, `drop database if exists "${restoredDb.pathname.slice(1)}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

await onBothDatabases("backup", backUpAndRestore);
