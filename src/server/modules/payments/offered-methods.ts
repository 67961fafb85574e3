import { asc, eq } from "drizzle-orm";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { paymentMethods } from "../../platform/db/schema/index.ts";
import type { MethodId } from "../../platform/payments/gateway.ts";
import { gatewayFor, gateways, type Gateways } from "../../platform/payments/registry.ts";

/** A method the customer may choose: what the browser may see about it, public keys only. */
export interface OfferedMethod {
  id: MethodId;
  name: string;
  image: string | null;
  /** Whether the browser leaves the shop to pay (online) or pays later (cash on delivery, bank transfer). */
  online: boolean;
  publicKeys: Record<string, string>;
}

/**
 * The switched-on rows of payment_methods, kept in the process until they change (a trigger on the
 * table tells every process, as for the catalogue): checkout asks on every order.
 */
const enabledMethodRows = memoByCatalog(async (ctx) =>
  (await dbOf(ctx))
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id))
    .prepare("enabled_payment_methods")
    .execute(),
);

/** Methods the shop switched on in payment_methods AND whose keys are configured, in the shop's order. */
async function offeredMethods(db: Db, registry: Gateways = gateways()): Promise<OfferedMethod[]> {
  // The rows do not depend on the language: one entry, read in English.
  const rows = await enabledMethodRows({ db, lang: "en", dir: "ltr" });
  return rows.flatMap((row) => {
    const gateway = gatewayFor(row.id, registry);
    if (!gateway?.configured) return [];
    const online = gateway.method !== 2 && gateway.method !== 7;
    return [
      { id: gateway.method, name: row.name, image: row.image, online, publicKeys: { ...gateway.publicKeys } },
    ];
  });
}

/** Payload of the public `payment-gateway` call: the offered methods; an empty list means 'Currently no payment method is available'. */
export async function publicGatewayInfo(
  db: Db,
  registry: Gateways = gateways(),
): Promise<{ methods: OfferedMethod[] }> {
  return { methods: await offeredMethods(db, registry) };
}

/** The order layer checks the chosen method again when the order is placed. */
export async function isMethodOffered(
  db: Db,
  method: number,
  registry: Gateways = gateways(),
): Promise<boolean> {
  return (await offeredMethods(db, registry)).some((offered) => offered.id === method);
}
