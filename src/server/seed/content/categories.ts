import { z } from "zod";
import abayas from "./categories/abayas.json" with { type: "json" };
import hijabs from "./categories/hijabs.json" with { type: "json" };
import jilbabs from "./categories/jilbabs.json" with { type: "json" };
import kaftans from "./categories/kaftans.json" with { type: "json" };
import modestDresses from "./categories/modest-dresses.json" with { type: "json" };
import tunics from "./categories/tunics.json" with { type: "json" };
import skirts from "./categories/skirts.json" with { type: "json" };
import trousers from "./categories/trousers.json" with { type: "json" };
import outerwear from "./categories/outerwear.json" with { type: "json" };
import prayerWear from "./categories/prayer-wear.json" with { type: "json" };
import accessories from "./categories/accessories.json" with { type: "json" };
import footwear from "./categories/footwear.json" with { type: "json" };
import menswear from "./categories/menswear.json" with { type: "json" };
import kids from "./categories/kids.json" with { type: "json" };
import modestSportswear from "./categories/modest-sportswear.json" with { type: "json" };
import { FABRIC_KEYS, type FabricKey } from "./materials.ts";
import { garmentSchema, loadSeed, textSchema } from "./schema.ts";
import type { GarmentNoun, Text } from "./text.ts";

/** The drawing used for a garment's pictures (see ../images.ts). */
export const SILHOUETTES = [
  "abaya",
  "butterfly",
  "shawl",
  "hijab",
  "jilbab",
  "dress",
  "tunic",
  "skirt",
  "trousers",
  "coat",
  "mat",
  "bag",
  "belt",
  "sleeves",
  "flats",
  "sandals",
  "boots",
  "thobe",
  "kufi",
  "burkini",
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

const SIZE_SETS = ["length", "letter", "shoe", "age", "none"] as const;
/** How a garment is sized: abaya and thobe lengths in inches, letter sizes, EU shoe sizes, children's ages. */
export type SizeSet = (typeof SIZE_SETS)[number];

export interface SubCategorySeed {
  slug: string;
  name: Text;
  garment: GarmentNoun;
  about: Text;
  silhouette: Silhouette;
  fabrics: readonly FabricKey[];
  sizes: SizeSet;
  /** Selling price range in US cents. */
  price: readonly [number, number];
  clothes?: boolean;
}

export interface CategorySeed {
  slug: string;
  name: Text;
  featured: boolean;
  subs: readonly SubCategorySeed[];
}

const subCategorySchema: z.ZodType<SubCategorySeed> = z.strictObject({
  slug: z.string(),
  name: textSchema,
  garment: garmentSchema,
  about: textSchema,
  silhouette: z.enum(SILHOUETTES),
  fabrics: z.array(z.enum(FABRIC_KEYS)),
  sizes: z.enum(SIZE_SETS),
  price: z.tuple([z.int(), z.int()]),
  clothes: z.boolean().optional(),
});

const categorySchema: z.ZodType<CategorySeed> = z.strictObject({
  slug: z.string(),
  name: textSchema,
  featured: z.boolean(),
  subs: z.array(subCategorySchema),
});

/** The top categories in menu order, each with its sub-categories (one JSON file per top category). */
export const CATEGORIES: readonly CategorySeed[] = [
  abayas,
  hijabs,
  jilbabs,
  kaftans,
  modestDresses,
  tunics,
  skirts,
  trousers,
  outerwear,
  prayerWear,
  accessories,
  footwear,
  menswear,
  kids,
  modestSportswear,
].map((category) => loadSeed(categorySchema, category, `categories/${category.slug}.json`));
