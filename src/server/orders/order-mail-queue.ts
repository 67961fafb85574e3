import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { executeNamed } from "../db/named-query.ts";
import { orderMailQueue } from "../db/schema/index.ts";
import { log } from "../log.ts";
import { sendOrderMail, type OrderMailData } from "./order-mail.ts";

export type OrderMailKind = "placed";

/**
 * How long a queued mail is left to the process that queued it (it sends it right after the
 * answer) before any process's sweep takes it: that process stopped, or the mail server failed.
 */
export const SENDER_GRACE = sql`now() + interval '1 minute'`;
/** Mails claimed by one sweep; the next sweep takes the rest. */
const BATCH = 50;
/** How often each server process sweeps the queue. */
const SWEEP_MS = 60_000;

interface Outgoing extends OrderMailData {
  orderId: number;
  kind: OrderMailKind;
}

/** Sends each mail; returns the ones that went out. */
async function sendAll(mails: Outgoing[]): Promise<Outgoing[]> {
  const sent: Outgoing[] = [];
  for (const mail of mails) if (await sendOrderMail(mail, mail.kind)) sent.push(mail);
  return sent;
}

/** Removes the queue rows of mails that went out (one statement for the whole batch). */
async function dequeue(db: Db, sent: Outgoing[]): Promise<void> {
  for (const kind of ["placed"] as const) {
    const ids = sent.filter((m) => m.kind === kind).map((m) => m.orderId);
    if (ids.length > 0)
      await executeNamed(
        db,
        "dequeue_order_mails",
        sql`delete from ${orderMailQueue} where kind = ${kind} and order_id = any(${`{${ids.join(",")}}`}::int[])`,
      );
  }
}

/** Per database: mails this process queued and sends itself, and the pass sending them now. */
const outgoing = new WeakMap<Db, { mails: Outgoing[]; pass?: Promise<void> }>();

/**
 * Sends a mail whose queue row was committed with `orderId`'s transaction, after the current answer
 * has gone. Mails queued while a pass runs go in the next pass, so orders arriving together are
 * dequeued in one statement. Resolves when this process has no mail left to send (tests wait on it).
 */
export function sendAfterCommit(db: Db, mail?: Outgoing): Promise<void> {
  let state = outgoing.get(db);
  if (!state) outgoing.set(db, (state = { mails: [] }));
  if (mail) state.mails.push(mail);
  const own = state;
  own.pass ??= (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (own.mails.length > 0) {
      const batch = own.mails.splice(0);
      await dequeue(db, await sendAll(batch)).catch((error: unknown) =>
        log.error({ err: error }, "sent order mails could not leave the queue"),
      );
    }
    own.pass = undefined;
  })();
  return own.pass;
}

/**
 * Takes the due rows nobody sent (skipping rows another sweep holds) and leases them: a row that
 * fails again comes back later each time (2 min, 4 min … capped at about 17 h).
 */
async function claimDue(db: Db): Promise<Outgoing[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from ${orderMailQueue} where due_at <= now() order by id limit ${BATCH} for update skip locked
    ), claimed as (
      update ${orderMailQueue} q
      set attempts = q.attempts + 1, due_at = now() + interval '2 minutes' * power(2, least(q.attempts, 9))
      from due where q.id = due.id
      returning q.order_id, q.kind
    )
    select c.order_id as "orderId", c.kind, o.tracking_code as "trackingCode", o.email,
      o.address->>'name' as name, o.total, o.currency, o.lang, o.delivery_status as "deliveryStatus",
      o.cancelled
    from claimed c join orders o on o.id = c.order_id
  `)) as { rows: Outgoing[] };
  return result.rows;
}

/** Sends the mails left in the queue past their grace; returns how many went out. */
export async function sweepOrderMailQueue(db: Db): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDue(db);
    const done = await sendAll(batch);
    await dequeue(db, done);
    sent += done.length;
    // A short batch was the last one; a failing mail server is retried on the lease's schedule.
    if (batch.length < BATCH || done.length < batch.length) return sent;
  }
}

/** Every server process sweeps the queue now and then; returns the function that stops it. */
export function startOrderMailSweep(db: Db): () => void {
  const sweep = () =>
    void sweepOrderMailQueue(db).catch((error: unknown) =>
      log.error({ err: error }, "order mail queue sweep failed"),
    );
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
