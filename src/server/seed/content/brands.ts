import { z } from "zod";
import brands from "./brands.json" with { type: "json" };
import { hexSchema, loadSeed, textSchema } from "./schema.ts";
import type { Text } from "./text.ts";

export interface BrandSeed {
  slug: string;
  name: Text;
  /** Emblem colour for the generated logo. */
  hex: string;
  featured: boolean;
  /** Category slugs the brand mostly makes. */
  focus: readonly string[];
}

const brandSchema: z.ZodType<BrandSeed> = z.strictObject({
  slug: z.string(),
  name: textSchema,
  hex: hexSchema,
  featured: z.boolean(),
  focus: z.array(z.string()),
});

export const BRANDS: readonly BrandSeed[] = loadSeed(z.array(brandSchema), brands, "brands.json");
