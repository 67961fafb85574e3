import { asc, eq } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, customScripts } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { ScriptInputType } from "../../../lib/console/script-input.ts";

type ScriptRow = typeof customScripts.$inferSelect;

/** A custom script as the console shows it: one place (head or end of body) and its code. */
function scriptView(row: ScriptRow) {
  const place = row.headerScript ? ("head" as const) : ("body" as const);
  return {
    id: row.id,
    name: row.name,
    place,
    route_pattern: row.routePattern,
    code: (place === "head" ? row.headerScriptCode : row.bodyScriptCode) ?? "",
    public: row.status === VISIBILITY.public,
  };
}

function columnsOf(input: ScriptInputType) {
  const head = input.place === "head";
  return {
    name: input.name,
    routePattern: input.route_pattern || "*",
    headerScript: head,
    headerScriptCode: head ? input.code : null,
    bodyScript: !head,
    bodyScriptCode: head ? null : input.code,
    status: input.public ? VISIBILITY.public : VISIBILITY.private,
  };
}

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "script" } });

export async function listCustomScripts(db: DbOrTx) {
  const rows = await db.select().from(customScripts).orderBy(asc(customScripts.id));
  return rows.map(scriptView);
}

/** Adds a script; every cached page is dropped (each one may print it: migration 0005's trigger). */
export async function createCustomScript(ctx: RequestContext, actor: ConsoleActor, input: ScriptInputType) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customScripts).values(columnsOf(input)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      entity: "custom_script",
      entityId: row.id,
      action: "create",
      storeId: null,
      after: scriptView(row),
    });
    return listCustomScripts(tx);
  });
}

export async function updateCustomScript(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: ScriptInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(customScripts).where(eq(customScripts.id, id));
    if (!was) throw notFound();
    const [row] = await tx
      .update(customScripts)
      .set(columnsOf(input))
      .where(eq(customScripts.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      entity: "custom_script",
      entityId: id,
      action: "update",
      storeId: null,
      before: scriptView(was),
      after: scriptView(row),
    });
    return listCustomScripts(tx);
  });
}

export async function deleteCustomScript(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [was] = await tx.delete(customScripts).where(eq(customScripts.id, id)).returning();
    if (!was) throw notFound();
    await recordAudit(tx, actor, {
      entity: "custom_script",
      entityId: id,
      action: "delete",
      storeId: null,
      before: scriptView(was),
    });
    return listCustomScripts(tx);
  });
}
