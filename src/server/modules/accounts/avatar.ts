import { randomBytes } from "node:crypto";
import { reencodeImage } from "../../platform/uploads/image-upload.ts";
import { uploadStorage } from "../../platform/uploads/storage.ts";

/** Checks, re-encodes (dropping metadata) and stores an avatar; returns its /uploads URL. */
export async function saveAvatar(userId: number, bytes: Uint8Array, uploadsDir?: string): Promise<string> {
  const encoded = await reencodeImage(bytes, (image) =>
    image.resize(256, 256, { fit: "cover" }).jpeg({ quality: 85 }),
  );
  const name = `${userId}-${randomBytes(6).toString("hex")}.jpg`;
  await uploadStorage(uploadsDir).put(`avatars/${name}`, encoded.bytes, "image/jpeg");
  return `/uploads/avatars/${name}`;
}
