import { needsPostcode } from "../../lib/postcodes.ts";

/** The address popup's fields (an address as the API takes it), as the form holds them. */
export interface AddressValues {
  id?: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  address: string;
  address2: string;
}

const REQUIRED_FIELDS = ["name", "email", "phone", "country", "state", "city", "zipCode", "address"] as const;

/** 6 to 20 digits; spaces, parentheses, plus and minus allowed. */
export function isPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[0-9\s()+-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 20;
}

function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/**
 * Field -> message, empty when the form can be sent. Messages: '{type} is required',
 * 'Invalid email', 'Invalid number', translated by the caller's t; a field is named by its label
 * in `labels` when the form shows another than its usual one (a province, an emirate…).
 */
export function addressErrors(
  values: AddressValues,
  t: (key: string, values?: Record<string, string | number>) => string,
  labels: Partial<Record<keyof AddressValues, string>> = {},
): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  for (const field of REQUIRED_FIELDS) {
    if (field === "zipCode" && !needsPostcode(values.country)) continue;
    const type = labels[field] ?? t(`field.${field}`);
    if (!values[field].trim()) errors[field] = t("validation.required", { type });
  }
  if (!errors.email && !isEmail(values.email)) errors.email = t("validation.email");
  if (!errors.phone && !isPhone(values.phone)) errors.phone = t("validation.phone");
  return errors;
}

export function emptyAddress(country: string, state: string): AddressValues {
  return { name: "", email: "", phone: "", country, state, city: "", zipCode: "", address: "", address2: "" };
}
