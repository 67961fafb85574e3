import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { env } from "../env.ts";

/**
 * Where uploaded pictures live: the folder DATA_DIR/uploads, or, with S3_URL set, an S3-compatible
 * bucket that every shop instance shares. Keys are paths below /uploads ("products/12-ab12.jpg").
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes and when they were written, or undefined when there is no such file. */
  get(key: string): Promise<{ bytes: Buffer; modified: Date } | undefined>;
  /** Removes the file; one already gone is fine. */
  remove(key: string): Promise<void>;
}

export function folderStorage(root: string): UploadStorage {
  return {
    async put(key, bytes) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = join(root, key);
      try {
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        return { bytes, modified: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await unlink(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}

/** http(s)://KEY:SECRET@host[:port]/bucket[?region=…] → the client and the bucket (path-style). */
export function bucketOf(s3Url: string): { client: S3Client; bucket: string } {
  const url = new URL(s3Url);
  const bucket = url.pathname.split("/").filter(Boolean)[0] ?? "";
  const client = new S3Client({
    endpoint: url.origin,
    region: url.searchParams.get("region") ?? "us-east-1",
    forcePathStyle: true,
    credentials: {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    },
  });
  return { client, bucket };
}

export function bucketStorage(s3Url: string): UploadStorage {
  const { client, bucket } = bucketOf(s3Url);
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return { bytes, modified: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/** The content type of a stored picture, by its name. */
export const pictureType = (key: string) => (key.endsWith(".png") ? "image/png" : "image/jpeg");

let shared: UploadStorage | undefined;

/**
 * The shop's storage: the bucket when S3_URL is set, else the folder `uploadsDir` (tests pass a
 * folder of their own; the default is DATA_DIR/uploads).
 */
export function uploadStorage(uploadsDir?: string): UploadStorage {
  if (env.S3_URL) return (shared ??= bucketStorage(env.S3_URL));
  return folderStorage(uploadsDir ?? join(env.DATA_DIR, "uploads"));
}
