import { join } from "node:path";
import { env } from "../env.ts";
import { log } from "../log.ts";
import { uploadStorage } from "./storage.ts";

/** Where uploaded pictures live without S3_URL, and the folders whose files belong to one owner. */
export const uploadsDirOf = () => join(env.DATA_DIR, "uploads");
const OWN_FILE = /^\/uploads\/((?:avatars|reviews|products|categories|social)\/[\w-]+\.(?:jpg|png))$/;

/**
 * Deletes an uploaded picture nobody points at any more, by its /uploads URL. Only avatars, review,
 * product, category and social link pictures (the demo's shared pictures and banners, which old versions show, stay); a file already
 * gone is fine, and a failure is logged, not thrown: what the database says was done stays done.
 */
export async function removeUpload(url: string | null | undefined, uploadsDir = uploadsDirOf()) {
  const match = url ? OWN_FILE.exec(url) : null;
  if (!match?.[1]) return;
  await uploadStorage(uploadsDir)
    .remove(match[1])
    .catch((error: unknown) => log.warn({ err: error, url }, "uploaded picture not deleted"));
}
