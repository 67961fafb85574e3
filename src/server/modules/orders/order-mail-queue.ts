import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import { orderMailQueue, type orders } from "../../platform/db/schema/index.ts";
import { log } from "../../platform/log.ts";
import { mailMessageId } from "../../platform/mail/mailer.ts";
import { runPeriodically } from "../../platform/periodic.ts";
import { sendOrderMail, type OrderMailData, type OrderMailKind } from "./order-mail.ts";
import { sendSellersMail } from "./order-sellers-mail.ts";
import type { Tx } from "./stock.ts";

/**
 * How long a queued mail is left to the process that queued it (it sends it right after the
 * answer) before any process's sweep takes it: that process stopped, or the mail server failed.
 */
export const SENDER_GRACE = sql`now() + interval '1 minute'`;
/** How long a mail being sent is left to its sender; a sweep's lease doubles it after each failure. */
const LEASE = sql`interval '2 minutes'`;
/** Mails claimed by one sweep; the next sweep takes the rest. */
const BATCH = 50;
/** How often each server process sweeps the queue. */
const SWEEP_MS = 60_000;

/** A queued mail and what it tells, as the process that queued it or a sweep read it. */
export interface QueuedMail extends OrderMailData {
  orderId: number;
  /** "sellers": the new order told to each of its stores and to the shop's address. */
  kind: OrderMailKind | "sellers";
  /**
   * The order's updated_at when the mail was written (a status mail): a part's step changes it even
   * when the order's own status stays, so a mail written before it is known to be behind.
   */
  updatedAt?: Date | string;
}

/** The mail `kind` of an order row as it stands (after the change the mail tells). */
export function queuedMailOf(
  order: typeof orders.$inferSelect,
  kind: OrderMailKind,
  event: string | null = null,
): QueuedMail {
  return {
    orderId: order.id,
    kind,
    trackingCode: order.trackingCode,
    email: order.email,
    name: order.address.name,
    total: order.total,
    currency: order.currency,
    lang: order.lang,
    deliveryStatus: order.deliveryStatus,
    cancelled: order.cancelled,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    refunded: order.refunded,
    updatedAt: order.updatedAt,
    event,
  };
}

/**
 * The columns of `orders` (aliased `o`) a queued mail reads, named as QueuedMail's fields: the sweep
 * and the statements that change an order and queue its mail select the same ones (each adds the
 * event: the sweep reads the order's latest, a statement knows its own).
 */
export const MAIL_COLUMNS = sql.raw(`o.tracking_code as "trackingCode", o.email, o.address->>'name' as name,
  o.total, o.currency, o.lang, o.delivery_status as "deliveryStatus", o.cancelled,
  o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.refunded,
  o.updated_at as "updatedAt"`);

/**
 * Queues the mail telling `orderId`'s status, in the transaction that changes it: a change that
 * rolls back queues nothing. An order has at most one pending status mail (unique (order_id,
 * kind)): a change while one is still queued keeps that row and only hands it back to the process
 * making the change. Changes that pile up while the mail cannot go (mail server down, process
 * stopped) thus give one mail, telling the status the order has when it is sent: what the customer
 * wants to know, rather than one mail per step they missed. A mail that already went out stays sent:
 * the next change gets a mail of its own.
 */
export async function queueStatusMail(tx: Tx, orderId: number): Promise<void> {
  await executeNamed(
    tx,
    "queue_status_mail",
    sql`insert into ${orderMailQueue} (order_id, kind, due_at) values (${orderId}::int, 'status', ${SENDER_GRACE})
      on conflict (order_id, kind) do update set due_at = excluded.due_at`,
  );
}

const arrayOf = (values: (number | string | boolean)[]) => `{${values.join(",")}}`;

/** A queued mail with its queue row, marked as sending. */
interface Leaving extends QueuedMail {
  queueId: number;
}

/**
 * The Message-ID of a queued mail: the same each time its row's mail, telling the same status, is
 * sent. A row that is written again for a newer status tells another one, and so does the row of
 * a later change, so only a copy of the same mail can share it.
 */
function messageIdOf(mail: Leaving): string {
  const state =
    mail.kind !== "status"
      ? ""
      : `-${mail.deliveryStatus}${mail.cancelled ? "c" : ""}${mail.paymentStatus}${mail.refunded ? "r" : ""}-${Date.parse(changedAt(mail))}`;
  return mailMessageId(`order-${mail.orderId}-${mail.kind}-${mail.queueId}${state}`);
}

/**
 * Sends each mail with its stable Message-ID; returns the ones that went out. Rows of mails that
 * failed lose their sending mark: those are known not to have gone.
 */
async function sendAll(db: Db, mails: Leaving[]): Promise<Leaving[]> {
  const sent: Leaving[] = [];
  const failed: number[] = [];
  for (const mail of mails) {
    const went =
      mail.kind === "sellers"
        ? await sendSellersMail(db, mail.orderId, `order-${mail.orderId}-sellers-${mail.queueId}`)
        : await sendOrderMail(db, mail, mail.kind, messageIdOf(mail));
    if (went) sent.push(mail);
    else failed.push(mail.queueId);
  }
  if (failed.length > 0) {
    await db
      .update(orderMailQueue)
      .set({ sendingAt: null })
      .where(inArray(orderMailQueue.id, failed))
      .catch((error: unknown) => log.error({ err: error }, "failed order mails kept their sending mark"));
  }
  return sent;
}

/**
 * Marks the queue rows of mails this process is about to send as sending, and leases them for as
 * long as a sweep would, so no sweep sends them meanwhile. A mail whose row is gone (a sweep sent
 * it already) is not sent again.
 */
async function markSending(db: Db, mails: QueuedMail[]): Promise<Leaving[]> {
  const { rows } = await executeNamed<{ queueId: number; orderId: number; kind: string }>(
    db,
    "mark_order_mails_sending",
    sql`update ${orderMailQueue} q set sending_at = now(), due_at = greatest(q.due_at, now() + ${LEASE})
      from unnest(${arrayOf(mails.map((m) => m.orderId))}::int[], ${arrayOf(mails.map((m) => m.kind))}::text[])
        as s(order_id, kind)
      where q.order_id = s.order_id and q.kind = s.kind
      returning q.id as "queueId", q.order_id as "orderId", q.kind`,
  );
  const ids = new Map(rows.map((row) => [`${row.kind} ${row.orderId}`, row.queueId]));
  return mails.flatMap((mail) => {
    const queueId = ids.get(`${mail.kind} ${mail.orderId}`);
    return queueId === undefined ? [] : [{ ...mail, queueId }];
  });
}

/** The moment a mail's order was last changed, to the millisecond (as the database compares it). */
const changedAt = (mail: QueuedMail) => new Date(mail.updatedAt ?? 0).toISOString();

/**
 * Removes the queue rows of mails that went out, in one statement for any mix of kinds. A status
 * row stays when the order changed (delivery, cancelled, payment, refunded, or one of its parts)
 * after its mail was written: the newer status is still owed, and the process that changed it (or
 * else a sweep) sends it.
 */
async function dequeue(db: Db, sent: QueuedMail[]): Promise<void> {
  if (sent.length === 0) return;
  await executeNamed(
    db,
    "dequeue_order_mails",
    sql`delete from ${orderMailQueue} q
      using unnest(${arrayOf(sent.map((m) => m.orderId))}::int[], ${arrayOf(sent.map((m) => m.kind))}::text[],
        ${arrayOf(sent.map((m) => m.deliveryStatus))}::int[], ${arrayOf(sent.map((m) => m.cancelled))}::boolean[],
        ${arrayOf(sent.map((m) => m.paymentStatus))}::int[], ${arrayOf(sent.map((m) => m.refunded))}::boolean[],
        ${arrayOf(sent.map(changedAt))}::timestamptz[])
        as s(order_id, kind, delivery_status, cancelled, payment_status, refunded, updated_at)
      join orders o on o.id = s.order_id
      where q.order_id = s.order_id and q.kind = s.kind
        and (s.kind <> 'status' or (o.delivery_status = s.delivery_status and o.cancelled = s.cancelled
          and o.payment_status = s.payment_status and o.refunded = s.refunded
          and date_trunc('milliseconds', o.updated_at) = s.updated_at))`,
  );
}

/**
 * Per database: mails this process queued and sends itself (one per order and kind: a newer status
 * mail replaces one still waiting), and the pass sending them now.
 */
const outgoing = new WeakMap<Db, { mails: Map<string, QueuedMail>; pass?: Promise<void> }>();

/**
 * Sends a mail whose queue row was committed with `orderId`'s transaction, after the current answer
 * has gone. Mails queued while a pass runs go in the next pass, so orders arriving together are
 * dequeued in one statement. Resolves when this process has no mail left to send (tests wait on it).
 */
export function sendAfterCommit(db: Db, mail?: QueuedMail): Promise<void> {
  let state = outgoing.get(db);
  if (!state) outgoing.set(db, (state = { mails: new Map() }));
  if (mail) state.mails.set(`${mail.kind} ${mail.orderId}`, mail);
  const own = state;
  own.pass ??= (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (own.mails.size > 0) {
      const batch = [...own.mails.values()];
      own.mails.clear();
      await markSending(db, batch)
        .then((leaving) => sendAll(db, leaving))
        .then((sent) => dequeue(db, sent))
        .catch((error: unknown) => log.error({ err: error }, "order mails could not go through the queue"));
    }
    own.pass = undefined;
  })();
  return own.pass;
}

/**
 * Takes the due rows nobody sent (skipping rows another sweep holds), marks them as sending and
 * leases them: a row that fails again comes back later each time (2 min, 4 min … capped at about
 * 17 h). `wasSending`: a try was cut off after the mark, so the mail may have gone out already.
 */
async function claimDue(db: Db): Promise<(Leaving & { wasSending: boolean })[]> {
  const result = (await db.execute(sql`
    with due as (
      select id, sending_at from ${orderMailQueue} where due_at <= now() order by id limit ${BATCH}
      for update skip locked
    ), claimed as (
      update ${orderMailQueue} q
      set attempts = q.attempts + 1, due_at = now() + ${LEASE} * power(2, least(q.attempts, 9)),
        sending_at = now()
      from due where q.id = due.id
      returning q.id, q.order_id, q.kind, due.sending_at is not null as was_sending
    )
    select c.id as "queueId", c.order_id as "orderId", c.kind, c.was_sending as "wasSending", ${MAIL_COLUMNS},
      (select h.event from order_status_history h where h.order_id = o.id
        order by h.created_at desc, h.id desc limit 1) as event
    from claimed c join orders o on o.id = c.order_id
  `)) as { rows: (Leaving & { wasSending: boolean })[] };
  return result.rows;
}

/** Sends the mails left in the queue past their grace; returns how many went out. */
export async function sweepOrderMailQueue(db: Db): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db);
    for (const mail of batch.filter((m) => m.wasSending)) {
      log.warn(
        { order: mail.trackingCode, kind: mail.kind },
        "order mail sent again: a try was cut off while sending, so it may have gone out (same Message-ID)",
      );
    }
    const done = await sendAll(db, batch);
    await dequeue(db, done);
    sent += done.length;
    // A short batch was the last one; a failing mail server is retried on the lease's schedule.
    if (batch.length < BATCH || done.length < batch.length) return sent;
  }
}

/** Every server process sweeps the queue now and then; returns the function that stops it. */
export function startOrderMailSweep(db: Db): () => Promise<void> {
  return runPeriodically("order mail queue sweep", SWEEP_MS, () => sweepOrderMailQueue(db));
}
