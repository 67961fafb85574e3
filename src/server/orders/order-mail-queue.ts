import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { orderMailQueue } from "../db/schema/index.ts";
import { log } from "../log.ts";
import { sendOrderMail, type OrderMailData } from "./order-mail.ts";

/** Mails claimed by one pass; the next pass takes the rest. */
const BATCH = 50;
/** A claimed row waits this long before another sender may take it (its sender died meanwhile). */
const LEASE = "2 minutes";
/** How often each server process looks for mails that nobody sent (a stopped process, a failure). */
const SWEEP_MS = 60_000;

interface QueuedMail extends OrderMailData {
  id: number;
  kind: "placed" | "status";
}

/**
 * Claims the due rows (skipping those another sender holds), leasing them: after a failure a row
 * comes back later each time (2 min, 4 min … capped at about 17 h).
 */
async function claimDue(db: Db): Promise<QueuedMail[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from ${orderMailQueue} where due_at <= now() order by id limit ${BATCH} for update skip locked
    ), claimed as (
      update ${orderMailQueue} q
      set attempts = q.attempts + 1,
        due_at = now() + interval '${sql.raw(LEASE)}' * power(2, least(q.attempts, 9))
      from due where q.id = due.id
      returning q.id, q.order_id, q.kind
    )
    select c.id, c.kind, o.tracking_code as "trackingCode", o.email, o.address->>'name' as name,
      o.total, o.currency, o.lang, o.delivery_status as "deliveryStatus", o.cancelled
    from claimed c join orders o on o.id = c.order_id
    order by c.id
  `)) as { rows: QueuedMail[] };
  return result.rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** Sends every due mail of the queue; a mail that fails stays queued for a later pass. */
export async function sendQueuedOrderMails(db: Db): Promise<number> {
  let sent = 0;
  for (let batch = await claimDue(db); batch.length > 0; batch = await claimDue(db)) {
    const done: number[] = [];
    for (const mail of batch) if (await sendOrderMail(mail, mail.kind)) done.push(mail.id);
    if (done.length > 0) await db.delete(orderMailQueue).where(inArray(orderMailQueue.id, done));
    sent += done.length;
    if (done.length < batch.length) break; // the mail server is failing: retry on the lease's schedule
  }
  return sent;
}

/** Per database: the pass running now, and whether another must follow it. */
const passes = new WeakMap<Db, { running: Promise<void>; again: boolean }>();

/**
 * Sends the queue soon, after the current answer has gone: called once a transaction that queued a
 * mail has committed. Calls during a pass make one more pass after it, so orders arriving together
 * are mailed in batches. Resolves when the queue has been worked off (tests wait for it).
 */
export function wakeOrderMailSender(db: Db): Promise<void> {
  const current = passes.get(db);
  if (current) {
    current.again = true;
    return current.running;
  }
  const state = { running: Promise.resolve(), again: false };
  state.running = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    do {
      state.again = false;
      await sendQueuedOrderMails(db).catch((error: unknown) =>
        log.error({ err: error }, "order mail queue pass failed"),
      );
    } while (state.again);
    passes.delete(db);
  })();
  passes.set(db, state);
  return state.running;
}

/** Every server process sweeps the queue now and then; returns the function that stops it. */
export function startOrderMailSweep(db: Db): () => void {
  void wakeOrderMailSender(db);
  const timer = setInterval(() => void wakeOrderMailSender(db), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
