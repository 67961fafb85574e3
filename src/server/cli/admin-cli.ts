import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { RequestContext } from "../platform/context.ts";
import type { Db } from "../platform/db/client.ts";
import { orderMailQueue, users } from "../platform/db/schema/index.ts";
import { DELIVERY_STATUS } from "../platform/db/schema/enums.ts";
import { isAppError, type AppError } from "../core/errors.ts";
import type { AuditActor } from "../modules/audit/index.ts";
import { translate } from "../core/messages.ts";
import { changeOrderStatus } from "../modules/orders/index.ts";
import { sendAfterCommit } from "../modules/orders/index.ts";
import {
  approveApplication,
  listApplications,
  pendingApplicationOf,
  rejectApplication,
} from "../modules/accounts/index.ts";
import { sendNewsletter } from "../modules/content/index.ts";

const ADMIN_USAGE = `Usage: npm run admin -- [--as <admin e-mail>] <command>
  list-sellers                 pending seller applications (verified e-mails)
  approve-seller <email>       approve: creates the store and e-mails the seller
  reject-seller <email>        reject the pending application
  order-status <code> <1-5>    move an order (by tracking code) to pending 1, confirmed 2, picked up 3,
                               on the way 4 or delivered 5; the customer is e-mailed
  send-newsletter <subject> <text>
                               mail the text to every newsletter subscriber, each with an unsubscribe link
  --as <admin e-mail>          the admin account the audit log names (default: the first admin)`;

type Print = (line: string) => void;

/**
 * The command line acts as an admin account, the operator, so the same rules and history apply
 * and audit entries name them: the one `--as` names, else the shop's first admin.
 */
async function operatorContext(
  db: Db,
  email: string | undefined,
  print: Print,
): Promise<{ ctx: RequestContext; actor: AuditActor } | undefined> {
  const [admin] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        isNull(users.deletedAt),
        email ? sql`lower(${users.email}) = ${email.trim().toLowerCase()}` : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) {
    print(email ? `${email} is not an admin account.` : "No admin account exists: create one first.");
    return undefined;
  }
  return {
    ctx: { lang: "en", dir: "ltr", db, user: { ...admin, role: "admin" } },
    actor: { id: admin.id, role: "admin", storeId: null, reach: "all" },
  };
}

const messagesOf = (error: AppError) => error.messages.map((m) => translate(m, "en")).join(" ");

async function orderStatusCommand(
  db: Db,
  operator: string | undefined,
  code: string,
  status: number,
  print: Print,
) {
  const as = await operatorContext(db, operator, print);
  if (!as) return 1;
  try {
    const order = await changeOrderStatus(as.ctx, code, status, as.actor);
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
    print(`Order ${code} was not changed: ${messagesOf(error)}`);
    return 1;
  }
}

async function sellerCommand(
  db: Db,
  operator: string | undefined,
  command: "approve-seller" | "reject-seller",
  email: string,
  print: Print,
) {
  const application = await pendingApplicationOf(db, email);
  if (!application) {
    print(`No pending seller application for ${email}.`);
    return 1;
  }
  const as = await operatorContext(db, operator, print);
  if (!as) return 1;
  try {
    if (command === "reject-seller") {
      await rejectApplication(db, application.id, as.actor.id, undefined, as.actor);
      print(`Rejected the application of ${email}.`);
      return 0;
    }
    const store = await approveApplication(db, application.id, as.actor.id, as.actor);
    print(
      `Approved ${email}: store "${store.name}" at /shop/${store.slug}; ` +
        (store.mailed
          ? "the seller has been e-mailed."
          : "the e-mail to the seller could not be sent (see the log): tell them yourself."),
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(`The application of ${email} was not changed: ${messagesOf(error)}`);
    return 1;
  }
}

/**
 * The shop admin's command line; returns the exit code. The same function answers in both modes
 * (scripts/admin.ts): on the database itself, or inside the running shop (serving/operator-commands.ts).
 */
export async function runAdminCommand(db: Db, argv: string[], print: Print): Promise<number> {
  const named = argv[0] === "--as";
  const operator = named ? argv[1] : undefined;
  const args = named ? argv.slice(2) : argv;
  const [command, email] = named && !operator ? [] : args;
  if (command === "list-sellers") {
    const rows = await listApplications(db, "pending");
    if (rows.length === 0) print("No pending seller application.");
    for (const row of rows) print(`${row.user.email}\t${row.store_name}\t${row.created_at.toISOString()}`);
    return 0;
  }
  if ((command === "approve-seller" || command === "reject-seller") && email) {
    return sellerCommand(db, operator, command, email, print);
  }
  if (command === "order-status" && email && args[2]) {
    return orderStatusCommand(db, operator, email, Number(args[2]), print);
  }
  const [, subject, text] = args;
  if (command === "send-newsletter" && subject && text) {
    const { sent, failed } = await sendNewsletter(db, { subject, text });
    print(
      `Newsletter sent to ${sent} subscribers${failed ? `; ${failed} could not be sent (see the log)` : ""}.`,
    );
    return failed ? 1 : 0;
  }
  print(ADMIN_USAGE);
  return 2;
}

/** runAdminCommand with its printed lines collected: what the running shop answers the command line. */
export async function collectAdminCommand(
  db: Db,
  args: string[],
): Promise<{ lines: string[]; code: number }> {
  const lines: string[] = [];
  const code = await runAdminCommand(db, args, (line) => lines.push(line));
  return { lines, code };
}
