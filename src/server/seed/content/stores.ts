import { z } from "zod";
import stores from "./stores.json" with { type: "json" };
import { hexSchema, loadSeed, textSchema } from "./schema.ts";
import type { Text } from "./text.ts";

export interface StoreSeed {
  slug: string;
  name: Text;
  about: Text;
  hex: string;
  owner: { name: string; email: string; phone: string };
  /** Category slugs the store sells. */
  categories: readonly string[];
  /** Years since the store joined (member since). */
  memberYears: number;
  /** Country/state for its address and its pickup point. */
  city: string;
  country: string;
}

const storeSchema: z.ZodType<StoreSeed> = z.strictObject({
  slug: z.string(),
  name: textSchema,
  about: textSchema,
  hex: hexSchema,
  owner: z.strictObject({ name: z.string(), email: z.email(), phone: z.string() }),
  categories: z.array(z.string()),
  memberYears: z.int(),
  city: z.string(),
  country: z.string().length(2),
});

const { active, pending } = loadSeed(
  z.strictObject({ active: z.array(storeSchema), pending: storeSchema }),
  stores,
  "stores.json",
);

export const STORES: readonly StoreSeed[] = active;

/** A seller who applied and waits for approval: shows the approval flow in the demo. */
export const PENDING_STORE: StoreSeed = pending;
