import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { scriptForm } from "../../../testing/content-fixtures.ts";
import { auditLog, customScripts } from "../../platform/db/schema/index.ts";
import { getCommonData, invalidateCommonData } from "../common/index.ts";
import { customScriptsFor } from "../../../layouts/shell.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

describe("custom scripts in the console", () => {
  it("an admin adds, changes and deletes a script; the shop prints it on the pages its pattern names", async () => {
    const form = scriptForm({ name: "Chat widget", place: "head", route_pattern: "/product/*" });
    const added = await as("admin", "POST", "/console/content/scripts", form);
    expect(added.http).toBe(200);
    const script = (added.body.data as { id: number; name: string }[]).find((s) => s.name === "Chat widget")!;
    expect(script).toMatchObject({
      place: "head",
      route_pattern: "/product/*",
      code: form.code,
      public: true,
    });
    const [row] = await world.db.select().from(customScripts).where(eq(customScripts.id, script.id));
    expect(row).toMatchObject({ headerScript: true, headerScriptCode: form.code, bodyScript: false });

    const common = await getCommonData({ lang: "en", dir: "ltr", db: world.db });
    const printed = (path: string) => customScriptsFor(common.custom_scripts, { path, name: "" });
    expect(printed("/product/12").head).toContain(form.code);
    expect(printed("/faq").head).not.toContain(form.code);

    const off = await as("admin", "PUT", `/console/content/scripts/${script.id}`, { ...form, public: false });
    expect(off.http).toBe(200);
    invalidateCommonData(); // no change listener runs in this test: the shop's would drop it
    const after = await getCommonData({ lang: "en", dir: "ltr", db: world.db });
    expect(after.custom_scripts.map((s) => s.header_script_code)).not.toContain(form.code);
    expect((await as("admin", "DELETE", `/console/content/scripts/${script.id}`)).http).toBe(200);
    expect(await world.db.select().from(customScripts).where(eq(customScripts.id, script.id))).toEqual([]);
    const actions = (await world.db.select().from(auditLog).where(eq(auditLog.entityId, script.id)))
      .filter((e) => e.entity === "custom_script")
      .map((e) => e.action);
    expect(actions).toEqual(["create", "update", "delete"]);
  });

  it("code that is not a script element is refused with a translated message, and nothing is written", async () => {
    const before = await world.db.select().from(customScripts);
    const refused = await as(
      "admin",
      "POST",
      "/console/content/scripts",
      scriptForm({ code: "alert(1)" }),
      "fr",
    );
    expect(refused.http).toBe(422);
    expect(refused.body.message).toBe("Saisissez un ou plusieurs éléments <script>.");
    expect(await world.db.select().from(customScripts)).toHaveLength(before.length);
  });

  it("an editor may not see or change scripts", async () => {
    expect((await as("editor", "GET", "/console/content/scripts")).http).toBe(403);
    expect((await as("editor", "POST", "/console/content/scripts", scriptForm())).http).toBe(403);
  });
});
