import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshPerson } from "../../../testing/moderation-fixtures.ts";
import { auditLog, sessions, users } from "../../platform/db/schema/index.ts";
import { hashPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { blockPerson, changeRole } from "./people.service.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true, outbox: true });
const as = consoleCaller(world);

/** A verified customer who can sign in with a password, and two sessions of theirs (two browsers). */
async function signedInCustomer() {
  const person = await freshPerson(world.db);
  await world.db
    .update(users)
    .set({ passwordHash: await hashPassword("secret12"), verifiedAt: new Date() })
    .where(eq(users.id, person.id));
  const signIn = () => world.post("user/signin", { email: person.email, password: "secret12" });
  const first = await signIn();
  const second = await signIn();
  expect(first.http).toBe(200);
  return { person, signIn, tokens: [first.body.data.token as string, second.body.data.token as string] };
}

const profileWith = async (token: string) =>
  (await world.server.fetch("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } }))
    .status;

const auditOf = async (id: number) =>
  (await world.db.select().from(auditLog).where(eq(auditLog.entityId, id)))
    .filter((entry) => entry.entity === "user")
    .map((entry) => [entry.action, entry.changes]);

describe("people in the console", () => {
  it("blocking ends every session at once and refuses sign-in until unblocked; each step is audited", async () => {
    const { person, signIn, tokens } = await signedInCustomer();
    expect(await profileWith(tokens[0] as string)).toBe(200);

    const blocked = await as("admin", "POST", `/console/people/${person.id}/block`, {
      reason: "Chargebacks",
    });
    expect(blocked.http).toBe(200);
    for (const token of tokens) expect(await profileWith(token)).toBe(401);
    expect(await world.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
    const refused = await signIn();
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe("This account is suspended.");

    const listed = await as("admin", "GET", `/console/people?q=${encodeURIComponent(person.email)}`);
    expect(listed.body.data.data).toMatchObject([{ id: person.id, blocked: true, role: "customer" }]);
    expect(listed.body.data.data[0].last_sign_in_at).not.toBeNull();

    expect((await as("admin", "POST", `/console/people/${person.id}/unblock`)).http).toBe(200);
    expect((await signIn()).http).toBe(200);
    expect(await auditOf(person.id)).toEqual([
      ["block", { blocked: [false, true], reason: [null, "Chargebacks"] }],
      ["unblock", { blocked: [true, false] }],
    ]);
  });

  it("signs a person out everywhere and mails them the password reset of the sign-in page", async () => {
    const { person, tokens } = await signedInCustomer();
    const out = await as("admin", "POST", `/console/people/${person.id}/sign-out`);
    expect(out.body.data).toEqual({ sessions: 2 });
    for (const token of tokens) expect(await profileWith(token)).toBe(401);
    expect((await as("admin", "POST", `/console/people/${person.id}/password-reset`)).http).toBe(200);
    expect((await auditOf(person.id)).map(([action]) => action)).toEqual([
      "sign_out_everywhere",
      "password_reset",
    ]);
  });

  it("changes roles, but an admin keeps their own admin role and cannot block themselves", async () => {
    const person = await freshPerson(world.db);
    expect((await as("admin", "PUT", `/console/people/${person.id}/role`, { role: "seller" })).http).toBe(
      200,
    );
    const admin = world.fx.people.admin;
    const own = await as("admin", "PUT", `/console/people/${admin.id}/role`, { role: "editor" }, "fr");
    expect(own.http).toBe(409);
    expect(own.body.message).toBe("Vous ne pouvez pas retirer votre propre rôle d’administrateur.");
    const self = await as("admin", "POST", `/console/people/${admin.id}/block`, { reason: "Test" });
    expect(self.http).toBe(409);
    const [row] = await world.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: "admin", status: 1 });
  });

  it("two admins demoting each other at once leave one admin; the last admin is never demoted", async () => {
    const other = await freshPerson(world.db, "admin");
    const otherToken = await createSession(world.db, other.id);
    const admins = await world.db.select().from(users).where(eq(users.role, "admin"));
    const others = admins.filter((a) => a.id !== other.id && a.id !== world.fx.people.admin.id);
    for (const admin of others)
      await world.db.update(users).set({ role: "seller" }).where(eq(users.id, admin.id));
    try {
      const demote = (token: string, id: number) =>
        world.server.fetch(`/api/v1/console/people/${id}/role`, {
          method: "PUT",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ role: "customer" }),
        });
      const answers = await Promise.all([
        demote(world.fx.tokens.admin, other.id),
        demote(otherToken, world.fx.people.admin.id),
      ]);
      // The second one waits for the first: it is no admin any more (403), or the other is the last (409).
      const [won, lost] = answers.map((a) => a.status).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
      const left = await world.db.select().from(users).where(eq(users.role, "admin"));
      expect(left).toHaveLength(1);
      const last = left[0] as (typeof left)[number];
      // The one left: nobody may take the role away (not themselves, and no other admin exists to).
      const actor = { id: last.id, role: "admin" as const, storeId: null, reach: "all" as const };
      await expect(changeRole(world.ctx() as never, { ...actor, id: 0 }, last.id, "editor")).rejects.toThrow(
        "console.last_admin",
      );
      await expect(blockPerson(world.ctx() as never, { ...actor, id: 0 }, last.id, "x")).rejects.toThrow(
        "console.last_admin",
      );
    } finally {
      await world.db.update(users).set({ role: "admin" }).where(eq(users.id, world.fx.people.admin.id));
      for (const admin of others)
        await world.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    }
  });

  it("an editor gets 403 from every people route and changes nothing", async () => {
    const person = await freshPerson(world.db);
    expect((await as("editor", "GET", "/console/people")).http).toBe(403);
    expect((await as("editor", "POST", `/console/people/${person.id}/block`, { reason: "x" })).http).toBe(
      403,
    );
    const [row] = await world.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.status).toBe(1);
  });
});
