import type { Silhouette } from "../content/categories.ts";
import { createRandom } from "../random.ts";
import { drawCloth, tonesOf } from "./fabric.ts";
import { drawBag } from "./accessories.ts";
import { drawBelt } from "./belts.ts";
import { drawKufi, drawMat } from "./mats-caps.ts";
import { drawSkirt, drawTrousers } from "./lower.ts";
import { drawRobe } from "./robes.ts";
import { drawShoes } from "./shoes.ts";
import { drawHijab, drawShawl, drawSleeves } from "./wraps.ts";
import { drawStudio, photoSvg, type Angle, type Drawing } from "./studio.ts";

export type { Angle } from "./studio.ts";

/** The angles every colour of a product is photographed from, front first. */
export const ANGLES: readonly Angle[] = ["front", "back", "detail"];

/** How many designs each silhouette has; a product wears one of them (see designOf). */
export const DESIGNS_PER_SILHOUETTE = 12;

function seedOf(silhouette: Silhouette, design: number): number {
  let h = 2166136261;
  for (const ch of `${silhouette}#${design}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function draw(silhouette: Silhouette, seed: number, back: boolean): Drawing {
  const random = createRandom(seed);
  switch (silhouette) {
    case "abaya":
    case "butterfly":
    case "dress":
    case "tunic":
    case "thobe":
    case "coat":
    case "jilbab":
    case "burkini":
      return drawRobe(silhouette, random, back);
    case "skirt":
      return drawSkirt(random, back);
    case "trousers":
      return drawTrousers(random, back);
    case "hijab":
      return drawHijab(random, back);
    case "shawl":
      return drawShawl(random, back);
    case "sleeves":
      return drawSleeves(random, back);
    case "bag":
      return drawBag(random, back);
    case "belt":
      return drawBelt(random, back);
    case "mat":
      return drawMat(random, back);
    case "kufi":
      return drawKufi(random, back);
    case "flats":
    case "sandals":
    case "boots":
      return drawShoes(silhouette, random, back);
  }
}

/** Accessories are mostly of one plain material; clothes are patterned more often. */
const PLAIN_CHANCE: Partial<Record<Silhouette, number>> = {
  bag: 0.7,
  belt: 0.8,
  flats: 0.75,
  sandals: 0.8,
  boots: 0.85,
  mat: 0.5,
  thobe: 0.6,
  coat: 0.55,
};

/**
 * A catalogue photo of design `design` (0 … DESIGNS_PER_SILHOUETTE − 1) of a silhouette in colour
 * `hex`, from one angle. The design fixes cut, cloth, folds and studio; the colour only recolours it.
 */
export function productPhotoSvg(
  silhouette: Silhouette,
  design: number,
  hex: string,
  angle: Angle,
  width: number,
  height: number,
): string {
  const seed = seedOf(silhouette, design);
  const looks = createRandom(seed ^ 0x5bd1e995);
  const cloth = drawCloth(looks, PLAIN_CHANCE[silhouette] ?? 0.45);
  const studio = drawStudio(looks, hex);
  const drawing = draw(silhouette, seed, angle === "back");
  return photoSvg(drawing, tonesOf(hex, cloth), cloth, studio, angle === "detail", width, height);
}
