import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { categories } from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

/**
 * Sets (bytes) or removes (null) the picture of a category's tile, through the product pictures'
 * pipeline. The file it replaces is deleted once the change is saved; a new file whose save fails
 * is deleted too.
 */
export async function setCategoryPicture(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  bytes: Uint8Array | null,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const url = bytes ? await storePicture(bytes, "categories", String(id), uploadsDir) : null;
  const before = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select({ image: categories.image })
        .from(categories)
        .where(eq(categories.id, id));
      if (!row) throw new AppError("not_found", { key: "server.not_found", params: { type: "category" } });
      await tx.update(categories).set({ image: url }).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        entity: "category",
        entityId: id,
        action: url ? "picture" : "remove_picture",
        storeId: null,
        before: { image: row.image },
        after: { image: url },
      });
      return row.image;
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir);
      throw error;
    });
  await removeUpload(before, uploadsDir);
}
