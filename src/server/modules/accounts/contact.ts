/** An e-mail and a phone in the one form they are compared in. */
export interface Contact {
  email: string | null;
  phone: string | null;
}

/**
 * The one normalisation of a customer's e-mail and phone, wherever they identify a person (a
 * voucher's per-customer limit, a guest's orders at sign-in): the e-mail trimmed and lower-cased;
 * the phone as digits only, keeping a leading "+" so a country code stays as the customer gave it.
 * Empty values become null, so two missing phones never match.
 */
export function normalContact(input: { email?: string | null; phone?: string | null }): Contact {
  const email = input.email?.trim().toLowerCase() || null;
  const raw = input.phone?.trim() ?? "";
  const digits = raw.replace(/\D/g, "");
  return { email, phone: digits ? `${raw.startsWith("+") ? "+" : ""}${digits}` : null };
}
