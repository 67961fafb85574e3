/** How the payment replay test describes one gateway's ways of telling the shop about a payment. */

/** One message as the shop receives it: the browser's return, or the gateway's own notification. */
export type Delivery =
  | { kind: "return"; query?: Record<string, string>; form?: Record<string, string> }
  | { kind: "notify"; headers: Record<string, string>; rawBody: string; from?: string }
  | { kind: "decide"; decision: "paid" | "rejected"; token: string };

export interface PlacedOnline {
  orderId: number;
  reference: string;
  token: string;
}

export interface ConfirmationPath {
  method: number;
  name: string;
  currency?: string;
  /** The customer pays: the genuine messages that tell the shop so (each may arrive many times). */
  paid(order: PlacedOnline): Promise<Delivery[]>;
  /** A message saying the payment failed or was cancelled. */
  failed(order: PlacedOnline): Promise<Delivery>;
  /** A message the shop must not believe (bad signature, unknown payment, not the admin). */
  forged(order: PlacedOnline): Promise<Delivery>;
}

export const json = (headers: Record<string, string>) => ({ "content-type": "application/json", ...headers });
