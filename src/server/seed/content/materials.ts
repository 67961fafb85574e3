import { z } from "zod";
import materials from "./materials.json" with { type: "json" };
import { adjectiveShape, hexSchema, loadSeed, textSchema } from "./schema.ts";
import type { Adjective, Text } from "./text.ts";

export interface Colour {
  key: string;
  hex: string;
  /** Title case, for variant names and English titles. */
  name: Text;
  /** French after "coloris", Arabic after "باللون", Hindi before "रंग" (oblique form). */
  phrase: Text;
}

export const FABRIC_KEYS = [
  "crepe",
  "nida",
  "chiffon",
  "jersey",
  "linen",
  "cotton",
  "satin",
  "modal",
  "wool",
  "velvet",
  "leather",
  "suede",
  "canvas",
  "lycra",
] as const;
export type FabricKey = (typeof FABRIC_KEYS)[number];

export interface Fabric {
  key: FabricKey;
  /** English and Turkish title case; French after "en"; Arabic after "من"; Hindi as is. */
  name: Text;
  about: Text;
}

export interface Style extends Adjective {
  /** Only sensible for clothes (not bags, shoes or prayer mats). */
  clothesOnly?: boolean;
}

const materialsSchema = z.strictObject({
  colours: z.array(z.strictObject({ key: z.string(), hex: hexSchema, name: textSchema, phrase: textSchema })),
  fabrics: z.array(z.strictObject({ key: z.enum(FABRIC_KEYS), name: textSchema, about: textSchema })),
  styles: z.array(z.strictObject({ ...adjectiveShape, clothesOnly: z.boolean().optional() })),
  /** Closing sentences for product descriptions, true of every product. */
  closings: z.array(textSchema),
  detailLabels: z.strictObject({ colour: textSchema, fabric: textSchema }),
});

const MATERIALS = loadSeed(materialsSchema, materials, "materials.json");

export const COLOURS: readonly Colour[] = MATERIALS.colours;
export const FABRICS: readonly Fabric[] = MATERIALS.fabrics;
export const STYLES: readonly Style[] = MATERIALS.styles;
export const CLOSINGS: readonly Text[] = MATERIALS.closings;
export const DETAIL_LABELS: { colour: Text; fabric: Text } = MATERIALS.detailLabels;
