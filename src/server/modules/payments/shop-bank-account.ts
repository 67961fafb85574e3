import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { PAYMENT_METHOD, settings } from "../../platform/db/schema/index.ts";
import { gateways, type Gateways } from "../../platform/payments/registry.ts";
import { isMethodOffered } from "./offered-methods.ts";
import type { ShopBankAccountView } from "../../../lib/order-view.ts";

export type ShopBankAccount = ShopBankAccountView;

/**
 * The shop's bank details from its settings; null while bank transfer is not offered or the shop has
 * not filled in its bank name, account holder and account number (nothing to send money to).
 */
export async function shopBankAccount(
  db: Db,
  registry: Gateways = gateways(),
): Promise<ShopBankAccount | null> {
  const [row] = await db
    .select({
      bankName: settings.bankName,
      holder: settings.bankAccountHolder,
      number: settings.bankAccountNumber,
      branch: settings.bankBranch,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  if (!row?.bankName?.trim() || !row.holder?.trim() || !row.number?.trim()) return null;
  if (!(await isMethodOffered(db, PAYMENT_METHOD.bankTransfer, registry))) return null;
  return {
    bank_name: row.bankName.trim(),
    account_holder: row.holder.trim(),
    account_number: row.number.trim(),
    branch: row.branch?.trim() ?? "",
  };
}
