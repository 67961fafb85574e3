import type { Check, SizeRun } from "./results.ts";
import { ms } from "./targets.ts";
import type { PriceChange, TwoInstances } from "./two-instances.ts";

const errorsOf = (t: TwoInstances) => t.kinds.browse.errors + t.kinds.cart.errors + t.kinds.checkout.errors;
const requestsOf = (t: TwoInstances) =>
  t.kinds.browse.requests + t.kinds.cart.requests + t.kinds.checkout.requests;

function seen(p: PriceChange): string {
  if (p.seenAfterMs === null) return `not seen (${p.requests} requests)`;
  const when = p.seenOnNextRequest ? "on its next request" : `after ${p.requests} requests`;
  return `seen ${when}, ${ms(p.seenAfterMs)} after the change`;
}

/** The "two instances, one database" rows: shoppers across both, a price change, no oversell. */
export function twoInstancesChecks(run: SizeRun, label = ""): Check[] {
  const t = run.twoInstances;
  if (!t) return [];
  const at = label ? ` (${label})` : "";
  const k = t.kinds;
  return [
    {
      figure: `two instances: shoppers on both${at}`,
      target: "0 errors (sessions, carts and checkouts across both)",
      measured:
        `${errorsOf(t)} errors in ${requestsOf(t)} requests; p99 browse ${ms(k.browse.p99)}, ` +
        `cart ${ms(k.cart.p99)}, checkout ${ms(k.checkout.p99)}`,
      pass: errorsOf(t) === 0,
    },
    {
      figure: `two instances: price changed on one${at}`,
      target: "the other shows it on its next request",
      measured: seen(t.priceChange),
      pass: t.priceChange.seenOnNextRequest,
    },
    {
      figure: `two instances: no oversell${at}`,
      target: "every benched stock figure adds up with the orders",
      measured: `${t.oversold} figures do not`,
      pass: t.oversold === 0,
    },
  ];
}

export function twoInstancesMarkdown(t: TwoInstances): string[] {
  const k = t.kinds;
  return [
    `Two instances, one database (${t.origins.join(" and ")}): ${t.seconds} s of shoppers, every request to the next instance in turn; ` +
      `${requestsOf(t).toLocaleString("en-US")} requests, ${errorsOf(t)} errors, ${k.checkout.refused + k.cart.refused} refused (409); ` +
      `p99 browse ${ms(k.browse.p99)}, cart ${ms(k.cart.p99)}, checkout ${ms(k.checkout.p99)}. ` +
      `A price changed through the first (product ${t.priceChange.productId}): ${seen(t.priceChange)} by the second. ` +
      `Benched stock figures that do not add up afterwards: ${t.oversold}.`,
  ];
}
