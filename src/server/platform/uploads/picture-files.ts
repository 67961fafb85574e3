import { randomBytes } from "node:crypto";
import { reencodeImage } from "./image-upload.ts";
import { pictureType, uploadStorage } from "./storage.ts";

/**
 * Checks an uploaded picture by its bytes, re-encodes it (no metadata, at most 1600 px) and stores it
 * under /uploads/{folder}; returns its URL. The caller removes it again if its write fails.
 */
export async function storePicture(
  bytes: Uint8Array,
  folder: "products" | "categories" | "banners" | "slider" | "social",
  prefix: string,
  uploadsDir?: string,
): Promise<string> {
  const encoded = await reencodeImage(bytes, (image, kind) => {
    const fitted = image.resize(1600, 1600, { fit: "inside", withoutEnlargement: true });
    return kind === "png" ? fitted.png() : fitted.jpeg({ quality: 85 });
  });
  const name = `${prefix}-${randomBytes(8).toString("hex")}.${encoded.kind === "png" ? "png" : "jpg"}`;
  const key = `${folder}/${name}`;
  await uploadStorage(uploadsDir).put(key, encoded.bytes, pictureType(key));
  return `/uploads/${key}`;
}
