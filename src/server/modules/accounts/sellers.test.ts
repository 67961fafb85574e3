import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, sellerApplications, settings, stores, users } from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { codeOf, startTestSmtp, textOf, type TestSmtp } from "../../../testing/test-smtp.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { apiBrowser } from "../../../testing/cookie-jar.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { runAdminCommand } from "../../cli/admin-cli.ts";
import { CLAIM_COOKIE } from "./claims.ts";
import { hashPassword } from "./password.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;
let adminToken: string;

/** The tests' one browser keeps its sign-up claim, as the seller sign-up and verify pages do. */
const { call } = apiBrowser(() => server, [CLAIM_COOKIE]);

async function userWithPassword(email: string, role: "customer" | "admin") {
  await database.db.insert(users).values({
    name: role === "admin" ? "Admin" : "Customer",
    email,
    role,
    passwordHash: await hashPassword("secret12"),
    verifiedAt: new Date(),
  });
  return (await call("user/signin", { email, password: "secret12" })).data.token as string;
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  server = await startApiServer({ db: database.db });
  await database.db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  adminToken = await userWithPassword("admin@example.com", "admin");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.close();
});

const application = (email: string, store: string) => ({
  name: "Hafsa",
  email,
  password: "secret12",
  password_confirmation: "secret12",
  store_name: store,
  phone: "+90 212 555 0101",
  address: "Istanbul",
});

describe("seller sign-up and approval", () => {
  it("a visitor applies, verifies the e-mail with the code, the admin approves and a store exists", async () => {
    const email = "hafsa@example.com";
    const applied = await call("seller/signup", application(email, "Hafsa Modest"));
    expect(applied).toMatchObject({ status: 200, data: { email, needs_code: true } });

    const pendingBefore = await call("admin/seller-applications", undefined, { token: adminToken });
    expect(pendingBefore.data).toHaveLength(0); // not verified yet

    const verified = await call("seller/verify", { email, code: codeOf(await smtp.next(email)) });
    expect(verified.status).toBe(200);
    expect((await smtp.next(email)).subject).toBe("We received your seller application");

    const pending = await call("admin/seller-applications", undefined, { token: adminToken });
    expect(pending.data).toHaveLength(1);
    expect(pending.data[0]).toMatchObject({ store_name: "Hafsa Modest", user: { email } });

    const approved = await call(
      `admin/seller-applications/${pending.data[0].id}/approve`,
      {},
      { token: adminToken },
    );
    expect(approved).toMatchObject({ status: 200, data: { slug: "hafsa-modest" } });
    expect((await smtp.next(email)).subject).toMatch(/Your store on .* is approved/);

    const [store] = await database.db.select().from(stores).where(eq(stores.id, approved.data.store_id));
    expect(store).toMatchObject({ name: "Hafsa Modest", approvalStatus: "approved", status: 1 });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user.role).toBe("seller");

    const again = await call(
      `admin/seller-applications/${pending.data[0].id}/approve`,
      {},
      { token: adminToken },
    );
    expect(again.http).toBe(409);
  });

  it("only an admin may list or approve applications", async () => {
    const customer = await userWithPassword("customer@example.com", "customer");
    expect((await call("admin/seller-applications", undefined, { token: customer })).http).toBe(403);
    expect((await call("admin/seller-applications")).http).toBe(401);
    expect((await call("admin/seller-applications/1/approve", {}, { token: customer })).http).toBe(403);
  });

  it("a signed-in customer applies without a code, once", async () => {
    const token = await userWithPassword("buyer@example.com", "customer");
    const applied = await call("seller/signup", { store_name: "Buyer Shop", phone: "5550101" }, { token });
    expect(applied).toMatchObject({ status: 200, data: { needs_code: false } });
    expect((await smtp.next("buyer@example.com")).subject).toBe("We received your seller application");
    const twice = await call("seller/signup", { store_name: "Buyer Shop 2", phone: "5550101" }, { token });
    expect(twice.http).toBe(409);
  });

  it("the console rejects an application with a reason the applicant reads in their language, and the audit log keeps it", async () => {
    const token = await userWithPassword("refused@example.com", "customer");
    await database.db.update(users).set({ locale: "fr" }).where(eq(users.email, "refused@example.com"));
    await call("seller/signup", { store_name: "Refused Shop", phone: "5550103" }, { token });
    await smtp.next("refused@example.com");
    const listed = await call("console/seller-applications", undefined, { token: adminToken });
    const id = (listed.data as { id: number; store_name: string }[]).find(
      (a) => a.store_name === "Refused Shop",
    )?.id;
    const noReason = await call(
      `console/seller-applications/${id}/reject`,
      { reason: " " },
      { token: adminToken },
    );
    expect(noReason.http).toBe(422);
    const rejected = await call(
      `console/seller-applications/${id}/reject`,
      { reason: "Photos manquantes" },
      { token: adminToken },
    );
    expect(rejected).toMatchObject({ status: 200, data: { mailed: true } });
    const mail = await smtp.next("refused@example.com");
    expect(mail.subject).toBe("Votre demande pour vendre sur Modest Marketplace");
    expect(textOf(mail)).toContain("Photos manquantes");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id as number));
    expect(entry).toMatchObject({ entity: "seller_application", action: "reject" });
    expect(entry?.changes.status).toEqual(["pending", "rejected"]);
  });

  it("the command line approves by e-mail and says what it did", async () => {
    const lines: string[] = [];
    const code = await runAdminCommand(database.db, ["approve-seller", "buyer@example.com"], (l) =>
      lines.push(l),
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/Approved buyer@example.com: store "Buyer Shop" at \/shop\/buyer-shop/);
    expect((await smtp.next("buyer@example.com")).subject).toMatch(/is approved/);
    const none = await runAdminCommand(database.db, ["approve-seller", "nobody@example.com"], (l) =>
      lines.push(l),
    );
    expect(none).toBe(1);
    const usage = await runAdminCommand(database.db, [], (l) => lines.push(l));
    expect(usage).toBe(2);
  });

  it("with the mail server down the command line still approves and says the seller was not e-mailed", async () => {
    const token = await userWithPassword("offline@example.com", "customer");
    await call("seller/signup", { store_name: "Offline Shop", phone: "5550102" }, { token });
    await smtp.next("offline@example.com");
    const lines: string[] = [];
    configureMail({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const code = await runAdminCommand(database.db, ["approve-seller", "offline@example.com"], (l) =>
        lines.push(l),
      );
      expect(code).toBe(0);
    } finally {
      configureMail({ smtpUrl: smtp.url });
    }
    expect(lines[0]).toBe(
      'Approved offline@example.com: store "Offline Shop" at /shop/offline-shop; the e-mail to the seller could not be sent (see the log): tell them yourself.',
    );
    const [store] = await database.db.select().from(stores).where(eq(stores.slug, "offline-shop"));
    expect(store).toMatchObject({ approvalStatus: "approved" });
  });

  it("seller sign-up is refused while vendor registration is off", async () => {
    await database.db.update(settings).set({ vendorRegistration: false }).where(eq(settings.id, 1));
    const refused = await call("seller/signup", application("late@example.com", "Late"));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe("Seller registration is closed at the moment.");
    await database.db.update(settings).set({ vendorRegistration: true }).where(eq(settings.id, 1));
    const rows = await database.db.select().from(sellerApplications);
    expect(rows.every((r) => r.storeName !== "Late")).toBe(true);
  });
});
