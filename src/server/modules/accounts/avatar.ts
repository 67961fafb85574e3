import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { reencodeImage } from "../../platform/uploads/image-upload.ts";
import { uploadsDirOf } from "../../platform/uploads/stored-files.ts";

/** Checks, re-encodes (dropping metadata) and stores an avatar; returns its /uploads URL. */
export async function saveAvatar(
  userId: number,
  bytes: Uint8Array,
  uploadsDir = uploadsDirOf(),
): Promise<string> {
  const encoded = await reencodeImage(bytes, (image) =>
    image.resize(256, 256, { fit: "cover" }).jpeg({ quality: 85 }),
  );
  const name = `${userId}-${randomBytes(6).toString("hex")}.jpg`;
  await mkdir(join(uploadsDir, "avatars"), { recursive: true });
  await writeFile(join(uploadsDir, "avatars", name), encoded.bytes);
  return `/uploads/avatars/${name}`;
}
