import { z } from "zod";
import type { Adjective, GarmentNoun, Text } from "./text.ts";

/**
 * The seed's content lives in JSON next to these loaders; each file is checked against its schema
 * when loaded, so a typo in a key, a language left out or an unknown fabric stops the seed with the
 * file's name instead of writing a half-translated catalogue.
 */
export function loadSeed<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`Seed content ${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const gender = z.enum(["m", "f"]);

export const textSchema: z.ZodType<Text> = z.strictObject({
  en: z.string(),
  fr: z.string(),
  ar: z.string(),
  hi: z.string(),
  tr: z.string(),
});

export const garmentSchema: z.ZodType<GarmentNoun> = z.strictObject({
  en: z.string(),
  fr: z.tuple([z.string(), gender]),
  ar: z.tuple([z.string(), gender]),
  hi: z.tuple([z.string(), z.enum(["m", "f", "p"])]),
  tr: z.string(),
});

export const adjectiveShape = {
  en: z.string(),
  fr: z.tuple([z.string(), z.string()]),
  ar: z.tuple([z.string(), z.string()]),
  hi: z.tuple([z.string(), z.string(), z.string()]),
  tr: z.string(),
} satisfies Record<keyof Adjective, z.ZodType>;

export const hexSchema = z.string().regex(/^#[0-9a-f]{6}$/);
