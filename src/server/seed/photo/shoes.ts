import type { Random } from "../random.ts";
import { drawBoots } from "./boots.ts";
import { drawFlats } from "./flats.ts";
import { drawSandals } from "./sandals.ts";
import type { Drawing } from "./studio.ts";

/** Flats, sandals and boots: a pair in a three-quarter or side view (front), then seen from above or from the other side (back). */

export type ShoeKind = "flats" | "sandals" | "boots";

export function drawShoes(kind: ShoeKind, random: Random, back: boolean): Drawing {
  switch (kind) {
    case "boots":
      return drawBoots(random, back);
    case "flats":
      return drawFlats(random, back);
    case "sandals":
      return drawSandals(random, back);
  }
}
