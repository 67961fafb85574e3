import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { env } from "../env.ts";
import { AppError } from "../http/errors.ts";

/** Spec §5/§9: jpeg or png, at most 1000 KB. */
export const AVATAR_MAX_BYTES = 1000 * 1024;

/** Decided by the file's first bytes, never by its name or declared type. */
export function imageKindOf(bytes: Uint8Array): "jpeg" | "png" | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return "png";
  return undefined;
}

/** Checks, re-encodes (dropping metadata) and stores an avatar; returns its /uploads URL. */
export async function saveAvatar(
  userId: number,
  bytes: Uint8Array,
  uploadsDir = join(env.DATA_DIR, "uploads"),
): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES || !imageKindOf(bytes)) {
    throw new AppError("invalid", "validation.image_upload");
  }
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes).rotate().resize(256, 256, { fit: "cover" }).jpeg({ quality: 85 }).toBuffer();
  } catch (error) {
    throw new AppError("invalid", "validation.image_upload", { cause: error });
  }
  const name = `${userId}-${randomBytes(6).toString("hex")}.jpg`;
  await mkdir(join(uploadsDir, "avatars"), { recursive: true });
  await writeFile(join(uploadsDir, "avatars", name), encoded);
  return `/uploads/avatars/${name}`;
}
