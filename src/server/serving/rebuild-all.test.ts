import { describe, expect, it } from "vitest";
import { createConsoleWorld } from "../../testing/console-world.ts";
import { useCachedShop } from "../../testing/cached-shop.ts";
import { useTestWorld } from "../../testing/world.ts";
import { rebuildJobs } from "../platform/db/schema/index.ts";
import { rebuildPaths, type RebuildJob } from "../modules/content/rebuild-job.ts";

const world = useTestWorld({ fill: createConsoleWorld });
const shop = useCachedShop(world);

async function call(role: "editor" | "admin" | "seller", method: string) {
  const response = await fetch(new URL("/api/v1/console/content/rebuild", shop().server.origin), {
    method,
    headers: { authorization: `Bearer ${world.fx.tokens[role]}` },
  });
  const body = (await response.json()) as { data: { job: RebuildJob; joined: boolean } & RebuildJob };
  return { http: response.status, data: body.data };
}

async function finished(): Promise<RebuildJob> {
  for (;;) {
    const { data } = await call("editor", "GET");
    if (data.status !== "running") return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("Rebuild all", () => {
  it("renders every public page in every language into the cache, once, while shoppers keep getting answers", async () => {
    const paths = await rebuildPaths({ lang: "en", dir: "ltr", db: world.db });
    expect(paths).toContain("/");
    expect(paths).toContain("/ar/");
    expect(paths).toContain("/fr/categories");
    expect(paths.at(-1)).toBe("/sitemap.xml");

    // Pressed twice at once: one job, the second press joins it.
    const presses = await Promise.all([call("editor", "POST"), call("admin", "POST")]);
    expect(presses.map((p) => p.http)).toEqual([200, 200]);
    expect(presses.map((p) => p.data.joined).sort()).toEqual([false, true]);
    const first = presses.find((p) => !p.data.joined)!;
    expect(presses.map((p) => p.data.job.id)).toEqual([first.data.job.id, first.data.job.id]);
    expect(first.data.job.total).toBe(paths.length);

    const shoppers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(new URL(["/", "/ar/", "/all/shop"][i % 3]!, shop().server.origin)),
      ),
    );
    expect(shoppers.filter((r) => r.status !== 200)).toEqual([]);

    const report = await finished();
    expect(report).toMatchObject({ status: "done", total: paths.length, done: paths.length, errors: [] });
    expect(report.finished_at).not.toBeNull();
    expect(await world.db.select().from(rebuildJobs)).toHaveLength(1);
    for (const path of ["/", "/ar/", "/tr/categories"]) {
      const response = await fetch(new URL(path, shop().server.origin));
      expect(response.headers.get("x-cache"), path).toBe("HIT");
    }

    // Ended: pressing starts a new job.
    const next = await call("admin", "POST");
    expect(next.data.joined).toBe(false);
    expect(next.data.job.id).not.toBe(first.data.job.id);
    await finished();
  });

  it("a seller may neither start nor see a rebuild", async () => {
    expect((await call("seller", "POST")).http).toBe(403);
    expect((await call("seller", "GET")).http).toBe(403);
  });
});
