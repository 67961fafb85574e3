import { createHash } from "node:crypto";

/** PHP's urlencode, which Payfast's signatures are defined with: spaces as "+", everything but [A-Za-z0-9_.-] percent-encoded. */
function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, "+")
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** "key=value&…" over the given pairs in the given order (the order is part of the signature). */
export function payfastParamString(
  pairs: [string, string][],
  options: { skipEmpty: boolean; trim: boolean },
): string {
  return pairs
    .filter(([key, value]) => key !== "signature" && (!options.skipEmpty || value.trim() !== ""))
    .map(([key, value]) => `${key}=${phpUrlencode(options.trim ? value.trim() : value)}`)
    .join("&");
}

/** md5 of the parameter string, with "&passphrase=…" appended when the account has one. */
export function payfastSignature(paramString: string, passphrase: string | undefined): string {
  const text = passphrase ? `${paramString}&passphrase=${phpUrlencode(passphrase.trim())}` : paramString;
  return createHash("md5").update(text).digest("hex");
}

/** Payment form fields in the order Payfast documents (the signature follows this order, not the alphabet). */
export const PAYFAST_FIELD_ORDER = [
  "merchant_id",
  "merchant_key",
  "return_url",
  "cancel_url",
  "notify_url",
  "name_first",
  "name_last",
  "email_address",
  "cell_number",
  "m_payment_id",
  "amount",
  "item_name",
  "item_description",
  "custom_int1",
  "custom_str1",
] as const;

/**
 * Signature of a call to Payfast's API (api.payfast.co.za): md5 of every header variable
 * (merchant-id, version, timestamp) and body field, plus the passphrase, sorted by name and
 * PHP-urlencoded as "name=value&…".
 */
export function payfastApiSignature(fields: Record<string, string>, passphrase: string | undefined): string {
  const all: Record<string, string> = passphrase ? { ...fields, passphrase: passphrase.trim() } : fields;
  const text = Object.keys(all)
    .sort()
    .map((key) => `${key}=${phpUrlencode(all[key] ?? "")}`)
    .join("&");
  return createHash("md5").update(text).digest("hex");
}
