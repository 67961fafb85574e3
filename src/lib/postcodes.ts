/**
 * Countries whose addresses have no postcode (ISO 3166-1 alpha-2): the address form does not ask for
 * one and the server does not require it. The list follows the Universal Postal Union's member
 * profiles as address forms of large shops use them (the United Arab Emirates, Qatar, Hong Kong…).
 */
const WITHOUT_POSTCODE = new Set(
  [
    "AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM",
    "KI KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SO SR SS ST SY TD TF TG TK TL TO TT TV",
    "UG VU YE ZW",
  ]
    .join(" ")
    .split(" "),
);

/** Whether an address in `country` (its code) needs a postcode. */
export function needsPostcode(country: string): boolean {
  return !WITHOUT_POSTCODE.has(country.trim().toUpperCase());
}
