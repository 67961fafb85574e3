import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { env } from "../env.ts";
import { log } from "../log.ts";

/** Where uploaded pictures live, and the folders whose files belong to one user's avatar or review. */
export const uploadsDirOf = () => join(env.DATA_DIR, "uploads");
const OWN_FILE = /^\/uploads\/(avatars|reviews|products|categories)\/([\w-]+\.(?:jpg|png))$/;

/**
 * Deletes an uploaded picture nobody points at any more, by its /uploads URL. Only avatars, review,
 * product and category pictures (the demo's shared pictures stay); a file already gone is fine, and a failure is
 * logged, not thrown: what the database says was done stays done.
 */
export async function removeUpload(url: string | null | undefined, uploadsDir = uploadsDirOf()) {
  const match = url ? OWN_FILE.exec(url) : null;
  if (!match) return;
  await unlink(join(uploadsDir, match[1], match[2])).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") log.warn({ err: error, url }, "uploaded picture not deleted");
  });
}
