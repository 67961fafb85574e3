import { and, eq, isNull, lt, min } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orders, PAYMENT_STATUS } from "../../platform/db/schema/index.ts";
import { runPeriodically } from "../../platform/periodic.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { PAYMENT_WINDOW_MS, releaseOrder } from "./payment.service.ts";

/** Orders still holding stock for a payment that may come (orders_unpaid_expiry_idx). */
const awaitingPayment = () =>
  and(
    eq(orders.paymentStatus, PAYMENT_STATUS.unpaid),
    eq(orders.cancelled, false),
    isNull(orders.stockRestoredAt),
  );

/**
 * Unpaid online orders past their payment window are cancelled and give their stock back, each in
 * its own transaction (one order's stock rows locked at a time, in the order checkout locks them);
 * the customer is mailed. The mails go after the commits, in one pass dequeued by one statement.
 * Returns how many were released.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(awaitingPayment(), lt(orders.paymentExpiresAt, now)));
  let released = 0;
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.cancelled || order.paymentStatus === PAYMENT_STATUS.paid) return undefined;
      return { mail: await releaseOrder(tx, order.id, "payment_expired") };
    });
    if (!outcome) continue;
    released += 1;
    if (outcome.mail) void sendAfterCommit(db, outcome.mail);
  }
  return released;
}

/** Orders placed while a pass runs may carry a window that started up to this much earlier. */
const EXPIRY_MARGIN_MS = 60_000;

/** Per database: when an unpaid order may next be due, and the pass running now. */
const expiryState = new WeakMap<Db, { nextDue: number; running?: Promise<void> }>();

/**
 * The expiry pass of checkout (expired orders give their stock back before a new order takes any)
 * and of each server process's timer (startPaymentExpiry), skipped while no order can be due: after
 * a pass, the next one is due at the earliest expiry still waiting, and orders placed since then (by
 * any process) expire a payment window later.
 */
export async function expireDueOrders(db: Db): Promise<void> {
  let state = expiryState.get(db);
  if (!state) expiryState.set(db, (state = { nextDue: 0 }));
  if (state.running) return state.running;
  const now = Date.now();
  if (now < state.nextDue) return;
  const pass = (async () => {
    await expireUnpaidOrders(db, new Date(now));
    const [waiting] = await db
      .select({ first: min(orders.paymentExpiresAt) })
      .from(orders)
      .where(awaitingPayment());
    const latest = now + PAYMENT_WINDOW_MS - EXPIRY_MARGIN_MS;
    state.nextDue = Math.min(waiting?.first?.getTime() ?? latest, latest);
  })();
  state.running = pass;
  try {
    await pass;
  } finally {
    state.running = undefined;
  }
}

/** How often each server process runs the expiry pass by itself. */
const EXPIRY_CHECK_MS = 60_000;

/**
 * Every server process also runs the expiry pass on a timer: in a shop where nobody checks out for
 * a while, an unpaid order's stock still comes back, and its customer hears, within a minute of its
 * payment window closing. Returns the function that stops it.
 */
export function startPaymentExpiry(db: Db): () => Promise<void> {
  return runPeriodically("expiring unpaid orders", EXPIRY_CHECK_MS, () => expireDueOrders(db));
}
