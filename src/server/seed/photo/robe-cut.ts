import type { Random } from "../random.ts";

/** The cut of a robe design: length, flare, sleeves, neck, fastening, waist, pockets and trims. */

export type RobeKind = "abaya" | "butterfly" | "dress" | "tunic" | "thobe" | "coat" | "jilbab" | "burkini";

export interface Cut {
  length: number;
  flare: number;
  chest: number;
  waist: number | null;
  sleeve: "straight" | "bell" | "cuffed" | "cape" | "three-quarter" | "none";
  angle: number;
  neck: "round" | "v" | "band" | "shirt" | "hood" | "lapel";
  opening: "none" | "open" | "placket" | "zip" | "double";
  pockets: "none" | "side" | "patch" | "chest";
  waistline: "none" | "belt" | "tie" | "seam" | "tiers";
  trim: "none" | "cuffs" | "hem" | "front" | "all";
  back: "plain" | "seam" | "yoke" | "pleat";
  slits: boolean;
  head: boolean;
  cape: number;
  legs: boolean;
  folds: number;
  detail: "neck" | "cuff" | "waist" | "front";
  seed: number;
}

export function cutOf(kind: RobeKind, random: Random): Cut {
  const p = <T>(items: readonly T[]) => random.pick(items);
  const base: Cut = {
    length: 458,
    flare: 84 + random.int(0, 30),
    chest: 56 + random.int(0, 8),
    waist: null,
    sleeve: p(["straight", "bell", "cuffed", "straight"] as const),
    angle: 0.2 + random.next() * 0.1,
    neck: p(["round", "v", "band", "round"] as const),
    opening: p(["none", "open", "open", "placket"] as const),
    pockets: p(["none", "side", "none"] as const),
    waistline: p(["none", "none", "belt", "tie"] as const),
    trim: p(["none", "cuffs", "hem", "front", "all"] as const),
    back: p(["plain", "seam", "yoke", "pleat"] as const),
    slits: false,
    head: false,
    cape: 0,
    legs: false,
    folds: 3 + random.int(0, 3),
    detail: p(["neck", "cuff", "waist", "front"] as const),
    seed: random.int(0, 1e6),
  };
  switch (kind) {
    case "abaya":
      return base;
    case "butterfly":
      return {
        ...base,
        sleeve: "cape",
        opening: p(["none", "open", "none"] as const),
        detail: p(["neck", "front"] as const),
      };
    case "dress":
      return {
        ...base,
        waist: 48 + random.int(0, 8),
        flare: 110 + random.int(0, 40),
        neck: p(["round", "v", "shirt", "band"] as const),
        opening: p(["none", "none", "placket"] as const),
        sleeve: p(["straight", "bell", "cuffed", "three-quarter"] as const),
        waistline: p(["seam", "belt", "tie", "tiers", "seam"] as const),
        pockets: p(["none", "side"] as const),
      };
    case "tunic":
      return {
        ...base,
        length: 330 + random.int(0, 50),
        flare: 76 + random.int(0, 20),
        neck: p(["round", "v", "band", "shirt"] as const),
        opening: p(["none", "placket", "placket", "zip"] as const),
        sleeve: p(["straight", "cuffed", "three-quarter", "bell"] as const),
        waistline: p(["none", "none", "tie", "belt"] as const),
        pockets: p(["none", "patch", "side", "chest"] as const),
        slits: random.chance(0.6),
        folds: 2 + random.int(0, 2),
      };
    case "thobe":
      return {
        ...base,
        flare: 86 + random.int(0, 14),
        neck: p(["band", "shirt", "round", "band"] as const),
        opening: "placket",
        sleeve: p(["straight", "cuffed"] as const),
        waistline: "none",
        pockets: p(["chest", "side", "chest"] as const),
        trim: p(["none", "none", "front", "cuffs"] as const),
        folds: 2 + random.int(0, 2),
      };
    case "coat":
      return {
        ...base,
        length: 400 + random.int(0, 50),
        flare: 84 + random.int(0, 20),
        chest: 68 + random.int(0, 6),
        neck: p(["lapel", "lapel", "shirt", "hood", "band"] as const),
        opening: p(["placket", "double", "zip", "double"] as const),
        sleeve: p(["straight", "cuffed"] as const),
        waistline: p(["none", "belt", "belt", "tie"] as const),
        pockets: p(["patch", "side", "patch"] as const),
        trim: p(["none", "none", "cuffs"] as const),
        folds: 2 + random.int(0, 2),
      };
    case "jilbab":
      return {
        ...base,
        head: true,
        cape: 250 + random.int(0, 90),
        sleeve: "none",
        opening: "none",
        pockets: "none",
        waistline: "none",
        trim: p(["none", "hem", "front", "all"] as const),
        detail: p(["neck", "waist"] as const),
      };
    case "burkini":
      return {
        ...base,
        head: true,
        cape: 165 + random.int(0, 20),
        length: 310 + random.int(0, 30),
        flare: 78 + random.int(0, 14),
        legs: true,
        sleeve: p(["straight", "cuffed"] as const),
        opening: p(["none", "zip"] as const),
        pockets: "none",
        waistline: "none",
        trim: p(["cuffs", "all", "front"] as const),
        folds: 2,
      };
  }
}
