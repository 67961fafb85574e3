import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, type ConsoleRole } from "../../../testing/console-world.ts";
import { users } from "../../platform/db/schema/index.ts";
import { recordAudit } from "./audit.service.ts";

/** Entries by named people in both stores, so the filter has someone to find and someone to hide. */
async function fill(db: Parameters<typeof createConsoleWorld>[0]) {
  const w = await createConsoleWorld(db);
  const tag = String(w.store.id);
  const named = async (id: number, name: string) => {
    const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
    return row as { id: number; email: string; name: string };
  };
  const admin = await named(w.people.admin.id, `Zeynep Admin ${tag}`);
  const seller = await named(w.store.ownerId, `Samira Seller ${tag}`);
  const rival = await named(w.otherStore.ownerId, `Rania Rival ${tag}`);
  const write = (actor: typeof admin, role: "admin" | "seller", storeId: number) =>
    recordAudit(
      db,
      { id: actor.id, role, storeId, reach: role === "admin" ? "all" : "store" },
      {
        entity: "product",
        entityId: 1,
        action: "update",
        storeId,
        before: { sku: "A" },
        after: { sku: "B" },
      },
    );
  await write(admin, "admin", w.store.id);
  await write(admin, "admin", w.otherStore.id);
  await write(seller, "seller", w.store.id);
  await write(rival, "seller", w.otherStore.id);
  return { ...w, named: { admin, seller, rival } };
}

const world = useTestWorld({ fill, api: true });

interface Entry {
  actor_id: number;
  store_id: number;
}

async function audit(role: ConsoleRole, query: string) {
  const response = await world.server.fetch(`/api/v1/console/audit?per_page=100&${query}`, {
    headers: { Language: "en", authorization: `Bearer ${world.fx.tokens[role]}` },
  });
  const body = (await response.json()) as ApiBody;
  return { http: response.status, body, entries: (body.data?.data ?? []) as Entry[] };
}

const person = (words: string) => `person=${encodeURIComponent(words)}`;
/** The middle of an e-mail's local part, as a person remembers it. */
const partOf = (email: string) => email.slice(2, email.indexOf("@"));

describe("the audit log's person filter", () => {
  it("finds an admin's entries by a part of a person's e-mail or name, whatever the case", async () => {
    const { admin, seller } = world.fx.named;
    const byMail = await audit("admin", person(partOf(seller.email).toUpperCase()));
    expect(byMail.http).toBe(200);
    expect(byMail.entries.map((e) => e.actor_id)).toEqual([seller.id]);
    const byName = await audit("admin", person(`zeynep admin ${world.fx.store.id}`));
    expect(byName.entries.map((e) => e.actor_id)).toEqual([admin.id, admin.id]);
    expect(byName.body.data.total).toBe(2);
  });

  it("treats % and _ as letters, not as wildcards", async () => {
    expect((await audit("admin", person("%"))).entries).toEqual([]);
    expect((await audit("admin", person("_"))).entries).toEqual([]);
  });

  it("keeps a seller to their store's entries, and never matches e-mails for them", async () => {
    const { admin, seller, rival } = world.fx.named;
    const rivalByName = await audit("seller", person(rival.name));
    expect(rivalByName.http).toBe(200);
    expect(rivalByName.entries).toEqual([]);
    expect((await audit("seller", person(partOf(rival.email)))).entries).toEqual([]);
    // The admin edited this store: the seller sees the entry by the name shown on it…
    const adminByName = await audit("seller", person(admin.name));
    expect(adminByName.entries).toEqual([
      expect.objectContaining({ actor_id: admin.id, store_id: world.fx.store.id }),
    ]);
    // …but the admin's address stays hidden, even though the admin has an entry in this store.
    expect((await audit("seller", person(partOf(admin.email)))).entries).toEqual([]);
    const own = await audit("seller", person(seller.name));
    expect(own.entries.map((e) => e.store_id)).toEqual([world.fx.store.id]);
  });

  it("refuses an over-long search with a translated message", async () => {
    const tooLong = await audit("admin", person("x".repeat(101)));
    expect(tooLong.http).toBe(422);
    expect(JSON.stringify(tooLong.body)).toContain("Person (name or e-mail)");
  });
});
