import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../../testing/s3-server.ts";
import { bucketStorage, folderStorage, type UploadStorage } from "./storage.ts";

let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(join(tmpdir(), "uploads-"));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const storages: [string, () => UploadStorage][] = [
  ["the folder", () => folderStorage(folder)],
  ["an S3 bucket", () => bucketStorage(s3.url)],
];

describe.each(storages)("uploaded pictures kept in %s", (_where, storage) => {
  it("gives back what was put, with when it was written; nothing once removed", async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    const before = Date.now() - 2_000;
    await storage().put("products/7-ab12cd.jpg", bytes, "image/jpeg");
    const stored = await storage().get("products/7-ab12cd.jpg");
    expect(stored?.bytes.equals(bytes)).toBe(true);
    expect(stored?.modified.getTime()).toBeGreaterThan(before);
    await storage().remove("products/7-ab12cd.jpg");
    expect(await storage().get("products/7-ab12cd.jpg")).toBeUndefined();
    await expect(storage().remove("products/7-ab12cd.jpg")).resolves.toBeUndefined();
  });

  it("answers undefined for a file that was never there", async () => {
    expect(await storage().get("reviews/none.png")).toBeUndefined();
  });
});
