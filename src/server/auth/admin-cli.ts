import type { Db } from "../db/client.ts";
import {
  approveApplication,
  listApplications,
  pendingApplicationOf,
  rejectApplication,
} from "./sellers.service.ts";

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  list-sellers                 pending seller applications (verified e-mails)
  approve-seller <email>       approve: creates the store and e-mails the seller
  reject-seller <email>        reject the pending application`;

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
    print(`Approved ${email}: store "${store.name}" at /shop/${store.slug}; the seller has been e-mailed.`);
    return 0;
  }
  print(ADMIN_USAGE);
  return 2;
}
