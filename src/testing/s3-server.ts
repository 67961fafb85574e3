/**
 * A local S3-compatible server for the tests of uploads to a bucket (S3rver, which keeps its objects
 * in a folder of its own): one bucket, answered on a free loopback port.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: object) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;

/** S3rver's own key pair: it checks every request's signature against it. */
const KEY = "S3RVER";
const BUCKET = "shop-uploads";

export interface LocalS3 {
  /** The S3_URL of its bucket. */
  url: string;
  /** Where it keeps the objects, to look at them from outside. */
  directory: string;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "local-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    url: `http://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}`,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
