/**
 * The console's order desk over real orders placed through checkout, on the real API: each seller
 * lists, opens and moves only its own store's parts (another store's part is not found), admins
 * every part and the whole order; filters, bulk confirm, the new-parts count; and the new-order
 * mail to each store and to the shop's address, through a real SMTP server.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderParts, settings, stores, users } from "../../platform/db/schema/index.ts";
import { createConsoleWorld, type ConsoleRole, type ConsoleWorld } from "../../../testing/console-world.ts";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { textOf } from "../../../testing/test-smtp.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  fillCodShop,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import type { ApiBody } from "../../../testing/world.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { sendAfterCommit } from "../orders/index.ts";
import { placeOrder } from "../orders/place-order.ts";

const mail = useMailWorld();
const SHOP_EMAIL = "shop-desk@example.test";
const STORE_EMAIL = "store-a-desk@example.test";
let w: ConsoleWorld;
let products: { a: number; b: number };
let otherOwnerEmail: string;

beforeAll(async () => {
  const db = mail.database.db;
  await fillCodShop(db);
  w = await createConsoleWorld(db);
  await db.update(settings).set({ email: SHOP_EMAIL }).where(eq(settings.id, 1));
  await db.update(stores).set({ email: STORE_EMAIL }).where(eq(stores.id, w.store.id));
  // The second store has no address of its own: its owner is told, in the owner's language.
  await db.update(stores).set({ email: null }).where(eq(stores.id, w.otherStore.id));
  const [owner] = await db
    .update(users)
    .set({ locale: "fr" })
    .where(eq(users.id, w.otherStore.ownerId))
    .returning({ email: users.email });
  otherOwnerEmail = (owner as { email: string }).email;
  await createLocationRule(db, w.store.id, [{ country: "AF", price: 300 }]);
  await createLocationRule(db, w.otherStore.id, [{ country: "AF", price: 500 }]);
  const a = await createProduct(db, w.store.id, { selling: 2000, stock: 50, title: "Desk shawl" });
  const b = await createProduct(db, w.otherStore.id, { selling: 1500, stock: 50, title: "Desk mug" });
  products = { a: a.id, b: b.id };
}, 120_000);

async function call(role: ConsoleRole, method: string, path: string, json?: unknown) {
  const token = w.tokens[role];
  const response = await mail.server.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Language: "en",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { "content-type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

/** A guest's cash-on-delivery order of both stores' products; the mails it causes are sent. */
async function orderBoth(name = ADDRESS.name, lang: "en" | "ar" = "en") {
  const db = mail.database.db;
  const ctx = { ...guestCtx(db), lang, dir: lang === "ar" ? ("rtl" as const) : ("ltr" as const) };
  await saveAddress(ctx, {
    ...ADDRESS,
    name,
    email: `${name.replace(/\W/g, "").toLowerCase()}@example.test`,
  });
  await putInCart(ctx, { productId: products.a, quantity: 2 });
  await putInCart(ctx, { productId: products.b, quantity: 1 });
  const placed = await placeOrder(ctx, { paymentMethod: COD });
  await sendAfterCommit(db);
  const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, placed.id));
  const own = parts.find((p) => p.storeId === w.store.id);
  const other = parts.find((p) => p.storeId === w.otherStore.id);
  if (!own || !other) throw new Error("the order should have one part per store");
  return { placed, own, other, ownCode: `${placed.trackingCode}-${own.number}` };
}

/** The parts a role lists with a query string. */
async function listed(role: ConsoleRole, query = "") {
  const { http, body } = await call(role, "GET", `/console/order-parts?per_page=100${query}`);
  expect(http).toBe(200);
  return body.data.data as { id: number; code: string; new: boolean; store: { id: number } | null }[];
}

const newCount = async (role: ConsoleRole) =>
  (await call(role, "GET", "/console/new-order-parts")).body.data.count as number;

describe("new-order mails", () => {
  it("tell each store its own lines and total (in its owner's language) and the shop the whole order", async () => {
    const { placed, own, other } = await orderBoth("Mail Shopper");
    const code = placed.trackingCode;
    const toStore = await mail.smtp.next(STORE_EMAIL);
    expect(toStore.subject).toBe(`New order ${code}-${own.number}: 2 items to ship`);
    const storeText = textOf(toStore);
    expect(storeText).toContain("2 × Desk shawl");
    expect(storeText).toContain(`Part total: $${(own.total / 100).toFixed(2)}`);
    expect(storeText).not.toContain("Desk mug");
    const toOwner = await mail.smtp.next(otherOwnerEmail);
    expect(toOwner.subject).toBe(`Nouvelle commande ${code}-${other.number} : 1 article à expédier`);
    expect(textOf(toOwner)).toContain("1 × Desk mug");
    expect(textOf(toOwner)).not.toContain("Desk shawl");
    const toShop = await mail.smtp.next(SHOP_EMAIL);
    expect(toShop.subject).toContain(`New order ${code}`);
    expect(textOf(toShop)).toContain(`${code}-${own.number}`);
    expect(textOf(toShop)).toContain(`${code}-${other.number}`);
    // Each recipient's mail has its own Message-ID, the same on a retry of the queue row.
    const ids = [toStore, toOwner, toShop].map((m) => m.raw.match(/^Message-ID: *(\S+)/im)?.[1]);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id?.includes(`order-${placed.id}-sellers-`))).toBe(true);
  });
});

describe("the order desk", () => {
  it("lists a seller's own store's parts only, an admin's every part with its store", async () => {
    const { own, other } = await orderBoth();
    const mine = await listed("seller");
    expect(mine.some((p) => p.id === own.id)).toBe(true);
    expect(mine.some((p) => p.id === other.id)).toBe(false);
    expect(mine.every((p) => p.store?.id === w.store.id)).toBe(true);
    const all = await listed("admin");
    expect(all.filter((p) => p.id === own.id || p.id === other.id)).toHaveLength(2);
  });

  it("answers 404 to a seller opening another store's part, and to a step on it", async () => {
    const { other } = await orderBoth();
    expect((await call("seller", "GET", `/console/order-parts/${other.id}`)).http).toBe(404);
    const step = await call("seller", "POST", `/console/order-parts/${other.id}/status`, { status: 2 });
    expect(step.http).toBe(404);
    const [row] = await mail.database.db.select().from(orderParts).where(eq(orderParts.id, other.id));
    expect(row?.deliveryStatus).toBe(1);
  });

  it("filters by status, search (part code, customer name), payment and date", async () => {
    const { own, ownCode } = await orderBoth("Zeynep Filtered");
    const ids = async (query: string) => (await listed("seller", query)).map((p) => p.id);
    expect(await ids(`&q=${encodeURIComponent(ownCode)}`)).toEqual([own.id]);
    expect(await ids("&q=zeynep%20filt")).toEqual([own.id]);
    expect(await ids("&status=pending")).toContain(own.id);
    expect(await ids("&status=confirmed")).not.toContain(own.id);
    expect(await ids("&payment_status=unpaid&payment_method=2")).toContain(own.id);
    expect(await ids("&payment_status=paid")).not.toContain(own.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`&from=${today}&to=${today}`)).toContain(own.id);
    expect(await ids("&to=2020-01-01")).toEqual([]);
    const bad = await call("seller", "GET", "/console/order-parts?status=lost");
    expect(bad.http).toBe(422);
  });

  it("counts new parts until the store's seller opens one; an admin opening it does not count", async () => {
    const { own } = await orderBoth();
    const before = { seller: await newCount("seller"), admin: await newCount("admin") };
    expect(before.seller).toBeGreaterThan(0);
    const asAdmin = await call("admin", "GET", `/console/order-parts/${own.id}`);
    expect(asAdmin.body.data.order.parts).toHaveLength(2);
    expect(asAdmin.body.data.seen_at).toBeNull();
    expect(await newCount("seller")).toBe(before.seller);
    const asSeller = await call("seller", "GET", `/console/order-parts/${own.id}`);
    expect(asSeller.http).toBe(200);
    expect(asSeller.body.data.order.parts).toBeNull();
    expect(asSeller.body.data.lines.map((l: { title: string }) => l.title)).toEqual(["Desk shawl"]);
    expect(await newCount("seller")).toBe(before.seller - 1);
    expect(await newCount("admin")).toBe(before.admin - 1);
    expect((await listed("seller", "&new=true")).some((p) => p.id === own.id)).toBe(false);
  });

  it("steps a part: picked up needs carrier and tracking number; the timeline names who did it", async () => {
    const { own } = await orderBoth();
    const path = `/console/order-parts/${own.id}/status`;
    expect((await call("seller", "POST", path, { status: 2 })).http).toBe(200);
    const missing = await call("seller", "POST", path, { status: 3, carrier: "DHL" });
    expect(missing.http).toBe(422);
    expect(missing.body.message).toContain("Tracking number is required");
    const shipped = await call("seller", "POST", path, {
      status: 3,
      carrier: "DHL",
      tracking_number: "JD0001",
      tracking_url: "https://track.example.test/JD0001",
    });
    expect(shipped.body.data).toEqual({ id: own.id, delivery_status: 3 });
    const back = await call("seller", "POST", path, { status: 2 });
    expect(back.http).toBe(409);
    const part = (await call("seller", "GET", `/console/order-parts/${own.id}`)).body.data;
    expect([part.carrier, part.tracking_number]).toEqual(["DHL", "JD0001"]);
    const [owner] = await mail.database.db.select().from(users).where(eq(users.id, w.store.ownerId));
    const steps = part.timeline.filter((e: { scope: string }) => e.scope === "part");
    expect(steps.map((e: { status: number; by: string }) => [e.status, e.by])).toEqual([
      [2, owner?.name],
      [3, owner?.name],
    ]);
    expect(part.timeline[0]).toMatchObject({ event: "placed", scope: "order" });
    const audits = await mail.database.db.select().from(auditLog).where(eq(auditLog.entityId, own.id));
    expect(audits.filter((a) => a.entity === "order_part")).toHaveLength(2);
  });

  it("bulk-confirms pending parts one by one and says which could not be and why", async () => {
    const first = await orderBoth();
    const second = await orderBoth();
    await call("seller", "POST", `/console/order-parts/${second.own.id}/status`, { status: 2 });
    const { http, body } = await call("seller", "POST", "/console/bulk/order-parts/confirm", {
      ids: [first.own.id, second.own.id, first.other.id],
    });
    expect(http).toBe(200);
    expect(body.data.done).toEqual([first.own.id]);
    expect(body.data.failed).toEqual([
      { id: second.own.id, message: "This status change is not allowed." },
      { id: first.other.id, message: "Order not found." },
    ]);
    const rows = await mail.database.db
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, first.placed.id));
    expect(rows.map((r) => [r.storeId, r.deliveryStatus]).sort()).toEqual(
      [
        [w.store.id, 2],
        [w.otherStore.id, 1],
      ].sort(),
    );
  });
});

describe("packing slip and invoice", () => {
  async function fetchDocument(role: ConsoleRole, partId: number, kind: string, format = "html") {
    const token = w.tokens[role];
    return mail.server.fetch(`/api/v1/console/order-parts/${partId}/documents/${kind}?format=${format}`, {
      headers: { Language: "en", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  it("prints the part's lines, its store and ship-to in the order's language, right to left in Arabic", async () => {
    const { own, ownCode } = await orderBoth("Nour Arabic", "ar");
    const slip = await fetchDocument("seller", own.id, "packing-slip");
    expect(slip.status).toBe(200);
    expect(slip.headers.get("content-type")).toContain("text/html");
    expect(slip.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await slip.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("قائمة التعبئة");
    expect(html).toContain(ownCode);
    expect(html).toContain("Desk shawl");
    expect(html).not.toContain("Desk mug");
    expect(html).toContain("Nour Arabic");
    const invoice = await fetchDocument("admin", own.id, "invoice", "pdf");
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    expect(invoice.headers.get("content-disposition")).toContain(`invoice-${ownCode}.pdf`);
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("is not found for another store's seller", async () => {
    const { other } = await orderBoth();
    expect((await fetchDocument("seller", other.id, "invoice")).status).toBe(404);
    expect((await fetchDocument("seller", other.id, "packing-slip", "pdf")).status).toBe(404);
  });
});
