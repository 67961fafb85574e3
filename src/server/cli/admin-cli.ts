import { and, asc, eq } from "drizzle-orm";
import type { RequestContext } from "../platform/context.ts";
import type { Db } from "../platform/db/client.ts";
import { orderMailQueue, users } from "../platform/db/schema/index.ts";
import { DELIVERY_STATUS } from "../platform/db/schema/enums.ts";
import { isAppError } from "../core/errors.ts";
import { translate } from "../core/messages.ts";
import { changeOrderStatus } from "../modules/orders/index.ts";
import { sendAfterCommit } from "../modules/orders/index.ts";
import {
  approveApplication,
  listApplications,
  pendingApplicationOf,
  rejectApplication,
} from "../modules/accounts/index.ts";

const ADMIN_USAGE = `Usage: npm run admin -- <command>
  list-sellers                 pending seller applications (verified e-mails)
  approve-seller <email>       approve: creates the store and e-mails the seller
  reject-seller <email>        reject the pending application
  order-status <code> <1-5>    move an order (by tracking code) to pending 1, confirmed 2, picked up 3,
                               on the way 4 or delivered 5; the customer is e-mailed`;

/** The command line acts as the shop's first admin account, so the same rules and history apply. */
async function adminContext(db: Db): Promise<RequestContext | undefined> {
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return undefined;
  return { lang: "en", dir: "ltr", db, user: { ...admin, role: "admin" } };
}

async function orderStatusCommand(db: Db, code: string, status: number, print: (line: string) => void) {
  const ctx = await adminContext(db);
  if (!ctx) {
    print("No admin account exists: create one first.");
    return 1;
  }
  try {
    const order = await changeOrderStatus(ctx, code, status);
    // The command ends (and closes the database) right after: the mail goes first, or stays queued.
    await sendAfterCommit(db);
    const [unsent] = await db
      .select({ id: orderMailQueue.id })
      .from(orderMailQueue)
      .where(and(eq(orderMailQueue.orderId, order.id), eq(orderMailQueue.kind, "status")));
    const name = Object.entries(DELIVERY_STATUS).find(([, value]) => value === order.delivery_status)?.[0];
    print(
      unsent
        ? `Order ${code} is now ${name}; the e-mail to the customer could not be sent: it is queued and the running shop will retry it.`
        : `Order ${code} is now ${name}; the customer has been e-mailed.`,
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(`Order ${code} was not changed: ${error.messages.map((m) => translate(m, "en")).join(" ")}`);
    return 1;
  }
}

/** The shop admin's command line; returns the exit code. */
export async function runAdminCommand(
  db: Db,
  args: string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, email] = args;
  if (command === "list-sellers") {
    const rows = await listApplications(db, "pending");
    if (rows.length === 0) print("No pending seller application.");
    for (const row of rows) print(`${row.user.email}\t${row.store_name}\t${row.created_at.toISOString()}`);
    return 0;
  }
  if ((command === "approve-seller" || command === "reject-seller") && email) {
    const application = await pendingApplicationOf(db, email);
    if (!application) {
      print(`No pending seller application for ${email}.`);
      return 1;
    }
    if (command === "reject-seller") {
      await rejectApplication(db, application.id);
      print(`Rejected the application of ${email}.`);
      return 0;
    }
    const store = await approveApplication(db, application.id);
    print(
      `Approved ${email}: store "${store.name}" at /shop/${store.slug}; ` +
        (store.mailed
          ? "the seller has been e-mailed."
          : "the e-mail to the seller could not be sent (see the log): tell them yourself."),
    );
    return 0;
  }
  if (command === "order-status" && email && args[2]) {
    return orderStatusCommand(db, email, Number(args[2]), print);
  }
  print(ADMIN_USAGE);
  return 2;
}
