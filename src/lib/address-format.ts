/**
 * How a country writes an address, where it is cheap to follow: what its first-level division is
 * called (state, province, emirate…) and whether the postcode comes before the city ("75001 Paris").
 * Country codes are ISO 3166-1 alpha-2.
 */
export type Division = "state" | "province" | "emirate" | "county" | "prefecture" | "region" | "governorate";

const DIVISIONS: Record<Exclude<Division, "state">, string> = {
  province: "AF AR BE CA CN ES ID IR IT NL PH PK TR ZA",
  emirate: "AE",
  county: "GB IE",
  prefecture: "JP",
  region: "CL FR MA PE SA",
  governorate: "BH EG IQ JO KW LB OM SY TN YE",
};

const DIVISION_OF = new Map(
  Object.entries(DIVISIONS).flatMap(([division, codes]) =>
    codes.split(" ").map((code) => [code, division as Division] as const),
  ),
);

const POSTCODE_FIRST = new Set("AT BE CH CZ DE DK DZ ES FI FR IT MA NL NO PL PT SE TN TR".split(" "));

/** What the first-level division of an address in `country` is called ("state" where unknown). */
export function divisionOf(country: string): Division {
  return DIVISION_OF.get(country.trim().toUpperCase()) ?? "state";
}

export type PlaceField = "address" | "address2" | "city" | "state" | "zipCode";

/** The order of the place fields of an address in `country`: street first, then town, division, postcode as written there. */
export function placeFieldOrder(country: string): PlaceField[] {
  return POSTCODE_FIRST.has(country.trim().toUpperCase())
    ? ["address", "address2", "zipCode", "city", "state"]
    : ["address", "address2", "city", "state", "zipCode"];
}

/**
 * The country of the browser's first language that names or implies one ("en-GB" → GB, "fr" → FR),
 * among `known` codes; null when none does.
 */
export function browserRegion(languages: readonly string[], known: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const locale = new Intl.Locale(tag);
      const region = locale.region ?? locale.maximize().region;
      if (region && known.includes(region)) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return null;
}
