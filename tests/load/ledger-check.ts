/**
 * The sellers' ledger after the deliveries.
 *
 * TODO(ledger, issue 18): the ledger (branch h/ledger: table ledger_entries, postPartSale) is not on
 * main yet. Once it is, this check must read the sale entries and assert, per store, that
 * Σ sale entries = Σ over its delivered, paid parts of (part total − commission) to the minor unit,
 * one sale per delivered part, and none for the parts only picked up. Until then it checks nothing
 * and says so in the run's summary.
 */
import type { ItemRow, PartRow } from "./consistency-checks.ts";

export function checkLedger(
  _url: string,
  _delivered: { parts: PartRow[]; items: ItemRow[] },
): Promise<string> {
  return Promise.resolve("ledger NOT CHECKED (the ledger is not on main yet)");
}
