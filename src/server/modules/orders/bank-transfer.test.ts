/**
 * Paying by bank transfer through the real API: the customer sends (and corrects) the transfer
 * details, the shop's admin confirms or rejects the latest ones, and every answer, the order page's
 * view and the order e-mail say the state the order is really in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { startTestSmtp, textOf, type TestSmtp } from "../../../testing/test-smtp.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { paymentMethods, paymentTransactions, settings } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { createSession } from "../accounts/sessions.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { placeOrder } from "./place-order.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;
let adminToken: string;

const SHOP_ACCOUNT = {
  bank_name: "Azizi Bank",
  account_holder: "Modest Marketplace Ltd",
  account_number: "AF12 3456 7890 1234",
  branch: "AZBKAFKA",
};

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: 7, name: "Bank transfer", enabled: true });
  await db
    .insert(settings)
    .values({
      id: 1,
      bankName: SHOP_ACCOUNT.bank_name,
      bankAccountHolder: SHOP_ACCOUNT.account_holder,
      bankAccountNumber: SHOP_ACCOUNT.account_number,
      bankBranch: SHOP_ACCOUNT.branch,
    })
    .onConflictDoUpdate({
      target: settings.id,
      set: {
        bankName: SHOP_ACCOUNT.bank_name,
        bankAccountHolder: SHOP_ACCOUNT.account_holder,
        bankAccountNumber: SHOP_ACCOUNT.account_number,
        bankBranch: SHOP_ACCOUNT.branch,
      },
    });
  server = await startApiServer({ db });
  adminToken = await createSession(db, (await createUser(db, "admin")).id);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

let orders = 0;

/** A guest's bank-transfer order; its confirmation mail is sent (and read when `mailTo` is given). */
async function bankOrder() {
  const db = database.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  const product = await createProduct(db, store.id, { stock: 5, selling: 2500 });
  const ctx = guestCtx(db);
  orders += 1;
  await saveAddress(ctx, { ...ADDRESS, email: `transfer${orders}@example.test` });
  await putInCart(ctx, { productId: product.id, quantity: 1 });
  const placed = await placeOrder(ctx, { paymentMethod: 7, origin: "http://shop.test" });
  await sendAfterCommit(db);
  return { id: placed.id, token: ctx.guestToken as string, email: `transfer${orders}@example.test` };
}

type Order = Awaited<ReturnType<typeof bankOrder>>;

const details = (transactionId: string, changes: Record<string, string> = {}) => ({
  transaction_id: transactionId,
  bank_name: "Kabul Bank",
  account_holder_name: "Ayesha Khan",
  account_number: "0012 3456",
  branch_name: "Fayzabad",
  ...changes,
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { message: string; data?: Record<string, unknown> };
  return { http: response.status, message: json.message, data: json.data };
}

const submit = (order: Order, sent: ReturnType<typeof details>, lang = "en") =>
  post("/order/transaction", { user_token: order.token, order_id: order.id, ...sent }, { Language: lang });

const decide = (order: Order, decision: "paid" | "rejected", lang = "en") =>
  post(
    "/order/bank-transfer/decide",
    { order_id: order.id, decision },
    { authorization: `Bearer ${adminToken}`, Language: lang },
  );

/** What the order page shows of the order. */
async function orderPage(order: Order) {
  const { data } = await post("/order/by-user", { user_token: order.token, order_id: order.id });
  return data as {
    payment_status: number;
    cancelled: boolean;
    bank_transfer: {
      shop_account: typeof SHOP_ACCOUNT | null;
      submitted: (ReturnType<typeof details> & { status: string }) | null;
    } | null;
  };
}

const REJECTED =
  "The transfer details were rejected: the order stays unpaid until corrected details are confirmed.";
const ALREADY_CONFIRMED =
  "This bank transfer was already confirmed: the order is paid, and the decision stands.";
const ID_USED =
  "This transaction id was already confirmed for another order. Please check the transfer details.";

describe("deciding a bank transfer", () => {
  it("rejecting a transfer leaves the order unpaid and says so", async () => {
    const order = await bankOrder();
    expect((await submit(order, details(`TRX-R${order.id}`))).http).toBe(200);

    const rejected = await decide(order, "rejected");
    expect(rejected).toMatchObject({
      http: 200,
      message: REJECTED,
      data: { order_id: order.id, status: "pending", reason: "rejected_by_shop" },
    });
    expect(await orderPage(order)).toMatchObject({
      payment_status: 0,
      cancelled: false,
      bank_transfer: { shop_account: SHOP_ACCOUNT, submitted: { status: "rejected" } },
    });

    // The rejected details, confirmed anyway: refused, and the answer says the order is unpaid.
    const confirmed = await decide(order, "paid");
    expect(confirmed).toMatchObject({
      http: 409,
      message:
        "These transfer details were rejected: the order stays unpaid until the customer sends corrected details.",
    });
    expect(await orderPage(order)).toMatchObject({ payment_status: 0, cancelled: false });
  });

  it("a corrected submission replaces the rejected one and is the one decided", async () => {
    const order = await bankOrder();
    await submit(order, details(`TRX-C${order.id}`, { branch_name: "Wrong branch" }));
    expect((await decide(order, "rejected")).http).toBe(200);

    const corrected = details(`TRX-C${order.id}`, { bank_name: "Azizi Bank", branch_name: "Kabul" });
    expect(await submit(order, corrected)).toMatchObject({
      http: 200,
      data: { order_id: order.id, payment_status: 0 },
    });
    expect((await orderPage(order)).bank_transfer?.submitted).toEqual({ ...corrected, status: "submitted" });

    expect(await decide(order, "paid")).toMatchObject({
      http: 200,
      message: "Your payment has been received.",
      data: { status: "paid" },
    });
    const page = await orderPage(order);
    expect(page).toMatchObject({ payment_status: 1, cancelled: false });
    expect(page.bank_transfer).toEqual({
      shop_account: null,
      submitted: { ...corrected, status: "confirmed" },
    });
    const payments = await database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id));
    expect(payments.map((p) => [p.externalId, p.status])).toEqual([[`TRX-C${order.id}`, "succeeded"]]);
  });

  it("a confirmed transfer cannot be rejected afterwards", async () => {
    const order = await bankOrder();
    await submit(order, details(`TRX-K${order.id}`));
    expect((await decide(order, "paid")).http).toBe(200);

    expect(await decide(order, "rejected")).toMatchObject({ http: 409, message: ALREADY_CONFIRMED });
    expect(await decide(order, "rejected", "fr")).toMatchObject({
      http: 409,
      message: "Ce virement a déjà été confirmé : la commande est payée et la décision est définitive.",
    });
    expect(await submit(order, details("TRX-OTHER"))).toMatchObject({
      http: 409,
      message: ALREADY_CONFIRMED,
    });
    expect(await decide(order, "paid")).toMatchObject({ http: 200, data: { status: "paid" } });
    expect(await orderPage(order)).toMatchObject({
      payment_status: 1,
      bank_transfer: { submitted: { transaction_id: `TRX-K${order.id}`, status: "confirmed" } },
    });
  });

  it("a transaction id confirmed on another order is refused", async () => {
    const first = await bankOrder();
    const second = await bankOrder();
    const shared = `TRX-S${first.id}`;
    await submit(first, details(shared));
    await submit(second, details(shared));
    expect((await decide(first, "paid")).http).toBe(200);

    expect(await decide(second, "paid")).toMatchObject({ http: 409, message: ID_USED });
    expect(await orderPage(second)).toMatchObject({ payment_status: 0, cancelled: false });
    expect(await submit(second, details(shared.toLowerCase()), "tr")).toMatchObject({
      http: 409,
      message:
        "Bu işlem numarası başka bir sipariş için zaten onaylandı. Lütfen havale bilgilerini kontrol edin.",
    });
    // Its own, genuine transfer still pays it.
    expect((await submit(second, details(`TRX-S${second.id}`))).http).toBe(200);
    expect(await decide(second, "paid")).toMatchObject({ http: 200, data: { status: "paid" } });
  });

  it("a confirmation and a rejection at once: one of them is taken, and the answers agree with the order", async () => {
    const order = await bankOrder();
    await submit(order, details(`TRX-T${order.id}`));
    const [confirm, reject] = await Promise.all([decide(order, "paid"), decide(order, "rejected")]);
    const page = await orderPage(order);
    if (confirm.http === 200) {
      expect(reject).toMatchObject({ http: 409, message: ALREADY_CONFIRMED });
      expect(page).toMatchObject({
        payment_status: 1,
        bank_transfer: { submitted: { status: "confirmed" } },
      });
    } else {
      expect(reject).toMatchObject({ http: 200, message: REJECTED });
      expect(confirm.http).toBe(409);
      expect(page).toMatchObject({ payment_status: 0, bank_transfer: { submitted: { status: "rejected" } } });
    }
  });

  it("deciding an order with no transfer details sent is refused and changes nothing", async () => {
    const order = await bankOrder();
    expect(await decide(order, "paid")).toMatchObject({
      http: 409,
      message: "No transfer details were sent for this order yet: the order is unpaid.",
    });
    expect(await orderPage(order)).toMatchObject({
      payment_status: 0,
      bank_transfer: { shop_account: SHOP_ACCOUNT, submitted: null },
    });
  });
});

describe("the shop's bank details", () => {
  it("the order e-mail shows the shop's bank details", async () => {
    const order = await bankOrder();
    const text = textOf(await smtp.next(order.email)).replace(/\s+/g, " ");
    expect(text).toContain("Please transfer");
    expect(text).toContain(`Bank: ${SHOP_ACCOUNT.bank_name}`);
    expect(text).toContain(`Account holder: ${SHOP_ACCOUNT.account_holder}`);
    expect(text).toContain(`Account number / IBAN: ${SHOP_ACCOUNT.account_number}`);
    expect(text).toContain(`Branch / SWIFT: ${SHOP_ACCOUNT.branch}`);

    // Once paid, the mail telling so no longer asks for a transfer.
    await submit(order, details(`TRX-M${order.id}`));
    await decide(order, "paid");
    await sendAfterCommit(database.db);
    const paid = textOf(await smtp.next(order.email)).replace(/\s+/g, " ");
    expect(paid).toContain("Your payment has been received.");
    expect(paid).not.toContain(SHOP_ACCOUNT.account_number);
  });
});
