/**
 * `npm run admin` as an operator runs it: the real script in a child process, on an embedded
 * (PGlite) data directory. While the shop runs (here: this process, holding the database and
 * serving the operator path on a real HTTP server) the command runs inside it; once the shop has
 * stopped the script opens the database itself, with the same output and exit codes.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../platform/db/client.ts";
import { migrateDatabase } from "../platform/db/migrate.ts";
import { markInUse } from "../platform/db/in-use.ts";
import { auditLog, sellerApplications, settings, users } from "../platform/db/schema/index.ts";
import { configureMail } from "../platform/mail/mailer.ts";
import { captureLogs } from "../../testing/server.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  createUser,
  fillCodShop,
  guestCtx,
} from "../../testing/shop-fixtures.ts";
import { saveAddress } from "../modules/addresses/address.service.ts";
import { putInCart } from "../modules/cart/cart.service.ts";
import { placeOrder } from "../modules/orders/place-order.ts";
import { createOperatorHandler, OPERATOR_PATH } from "../serving/operator-commands.ts";
import { issueOperatorCredential, type OperatorCredential } from "../serving/operator-credential.ts";
import { collectAdminCommand } from "./admin-cli.ts";
import { runAdminScript } from "../../../scripts/shop-process.ts";

let dataDir: string;
let database: Database;
let server: Server;
let port: number;
let credential: OperatorCredential;
let revoke: () => void;
const shopLog = captureLogs();
let trackingCode: string;
const people = { first: "", operator: "", customer: "", applicants: [] as string[] };

/** `npm run admin -- …args` on the test's data directory: its printed lines and exit code. */
const admin = (...args: string[]) => runAdminScript(dataDir, args);

async function applicant(storeName: string): Promise<string> {
  const user = await createUser(database.db);
  await database.db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, user.id));
  await database.db.insert(sellerApplications).values({ userId: user.id, storeName });
  return user.email;
}

async function adminNamed(name: string): Promise<{ id: number; email: string }> {
  const user = await createUser(database.db, "admin");
  await database.db.update(users).set({ name }).where(eq(users.id, user.id));
  return user;
}

async function auditOf(entity: string, action: string) {
  return database.db
    .select({ actorId: auditLog.actorId, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.action, action)));
}

/** POST to the operator path from `host`, with `headers`. */
async function send(host: string, headers: Record<string, string>, body: unknown, method = "POST") {
  const response = await fetch(`http://${host}:${port}${OPERATOR_PATH}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "admin-cli-"));
  configureMail({ outboxDir: join(dataDir, "outbox") });
  database = await openDatabase(join(dataDir, "pglite"));
  await migrateDatabase(database);
  const db = database.db;
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  people.first = (await adminNamed("First Admin")).email;
  people.operator = (await adminNamed("Olga Operator")).email;
  people.customer = (await createUser(db)).email;
  people.applicants = [
    await applicant("Amber Shop"),
    await applicant("Birch Shop"),
    await applicant("Cedar Shop"),
  ];
  await fillCodShop(db);
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { stock: 5 });
  const shopper = guestCtx(db);
  await saveAddress(shopper, ADDRESS);
  await putInCart(shopper, { productId: product.id, quantity: 1 });
  trackingCode = (await placeOrder(shopper, { paymentMethod: COD })).trackingCode;

  // The shop: on every interface, so a call from this machine's network address can be tried too.
  let operatorPath: ReturnType<typeof createOperatorHandler> = () => false;
  server = createServer((req, res) => {
    if (operatorPath(req, res, (req.url ?? "/").split("?")[0]!) === false) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
  ({ credential, revoke } = issueOperatorCredential(dataDir, `http://127.0.0.1:${port}`));
  // As production-server.ts wires it.
  operatorPath = createOperatorHandler({
    token: credential.token,
    logger: shopLog.logger,
    run: (args) => collectAdminCommand(db, args),
  });
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  revoke?.();
  await database?.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test starts `npm run admin` several times: a Node process each, opening the database.
describe("npm run admin", { timeout: 180_000 }, () => {
  it("while the shop runs, runs each command inside it, and the audit log names the operator", async () => {
    // Only the system account that started the shop may read the credential.
    expect(statSync(join(dataDir, "operator-credential.json")).mode & 0o777).toBe(0o600);
    const [amber, birch, cedar] = people.applicants as [string, string, string];
    const listed = await admin("list-sellers");
    expect(listed.code).toBe(0);
    expect(listed.lines.map((line) => line.split("\t").slice(0, 2))).toEqual([
      [cedar, "Cedar Shop"],
      [birch, "Birch Shop"],
      [amber, "Amber Shop"],
    ]);

    const approved = await admin("--as", people.operator, "approve-seller", amber);
    expect(approved).toEqual({
      code: 0,
      lines: [`Approved ${amber}: store "Amber Shop" at /shop/amber-shop; the seller has been e-mailed.`],
    });
    const operatorId = (await database.db.select().from(users).where(eq(users.email, people.operator)))[0]!
      .id;
    const firstId = (await database.db.select().from(users).where(eq(users.email, people.first)))[0]!.id;
    expect(await auditOf("seller_application", "approve")).toEqual([
      expect.objectContaining({ actorId: operatorId }),
    ]);

    expect(await admin("reject-seller", birch)).toEqual({
      code: 0,
      lines: [`Rejected the application of ${birch}.`],
    });
    expect(await auditOf("seller_application", "reject")).toEqual([
      expect.objectContaining({ actorId: firstId }),
    ]);

    expect(await admin("--as", people.operator, "order-status", trackingCode, "3")).toEqual({
      code: 0,
      lines: [`Order ${trackingCode} is now pickedUp; the customer has been e-mailed.`],
    });
    expect(await auditOf("order", "change_status")).toEqual([
      { actorId: operatorId, changes: { delivery_status: [1, 3] } },
    ]);

    expect(await admin("approve-seller", "nobody@example.com")).toEqual({
      code: 1,
      lines: ["No pending seller application for nobody@example.com."],
    });
    expect(await admin("--as", people.customer, "approve-seller", cedar)).toEqual({
      code: 1,
      lines: [`${people.customer} is not an admin account.`],
    });
    const usage = await admin("--as");
    expect(usage.code).toBe(2);
    expect(usage.lines[0]).toMatch(/^Usage: npm run admin -- \[--as <admin e-mail>\] <command>/);
    // Each ran in the shop's process: it logged them, by name only.
    expect(
      shopLog.lines.filter((line) => line.msg === "operator command").map((line) => line.command),
    ).toEqual([
      "list-sellers",
      "approve-seller",
      "reject-seller",
      "order-status",
      "approve-seller",
      "approve-seller",
      undefined,
    ]);
  });

  it("refuses the credential from another address, through a proxy, when wrong or missing, and changes nothing", async () => {
    const cedar = people.applicants[2]!;
    const command = { args: ["approve-seller", cedar] };
    const right = { authorization: `Bearer ${credential.token}` };
    const network = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
    if (!network) throw new Error("This test needs a non-loopback IPv4 interface to call from.");
    expect(await send(network, right, command)).toEqual({
      status: 403,
      body: { error: "The shop takes commands from this machine only." },
    });
    expect((await send("127.0.0.1", { ...right, "x-forwarded-for": "203.0.113.9" }, command)).status).toBe(
      403,
    );
    expect((await send("127.0.0.1", { forwarded: "for=203.0.113.9", ...right }, command)).status).toBe(403);
    const wrong = await send("127.0.0.1", { authorization: `Bearer ${credential.token.slice(1)}x` }, command);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatch(/credential is missing or wrong/);
    expect((await send("127.0.0.1", {}, command)).status).toBe(401);
    expect((await send("127.0.0.1", right, { args: "approve-seller" })).status).toBe(422);
    expect((await send("127.0.0.1", right, undefined, "GET")).status).toBe(405);
    const [application] = await database.db
      .select({ status: sellerApplications.status })
      .from(sellerApplications)
      .where(eq(sellerApplications.storeName, "Cedar Shop"));
    expect(application?.status).toBe("pending");
  });

  it("with the shop stopped, opens the database itself with the same output; never beside a shop holding it", async () => {
    const cedar = people.applicants[2]!;
    const running = {
      list: await admin("list-sellers"),
      refused: await admin("order-status", trackingCode, "2"),
    };
    expect(running.refused.code).toBe(1);
    expect(running.refused.lines[0]).toMatch(new RegExp(`^Order ${trackingCode} was not changed: .+`));

    await new Promise<void>((resolve) => server.close(() => resolve()));
    revoke();
    await database.close();
    expect(await admin("list-sellers")).toEqual(running.list);
    expect(await admin("order-status", trackingCode, "2")).toEqual(running.refused);
    expect(await admin("--as", people.operator, "approve-seller", cedar)).toEqual({
      code: 0,
      lines: [`Approved ${cedar}: store "Cedar Shop" at /shop/cedar-shop; the seller has been e-mailed.`],
    });

    // A shop that holds the embedded database but left no credential: the script does not open it.
    const release = markInUse(dataDir);
    try {
      const refused = await admin("list-sellers");
      expect(refused.code).toBe(1);
      expect(refused.lines[0]).toMatch(/has the embedded database open .*: stop it first\.$/);
    } finally {
      release();
    }

    database = await openDatabase(join(dataDir, "pglite"));
    const [operator] = await database.db.select().from(users).where(eq(users.email, people.operator));
    expect((await auditOf("seller_application", "approve")).map((entry) => entry.actorId)).toEqual([
      operator!.id,
      operator!.id,
    ]);
  });
});
