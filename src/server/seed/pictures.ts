import type { Silhouette } from "./content/categories.ts";
import type { Colour } from "./content/materials.ts";
import {
  bannerSvg,
  defaultImageSvg,
  emblemSvg,
  featureIconSvg,
  groupSvg,
  paymentBadgeSvg,
  siteLogoSvg,
  socialIconSvg,
  storeBannerSvg,
  tileSvg,
} from "./drawings.ts";
import { shade } from "./garments.ts";
import type { ImageWriter } from "./images.ts";
import { ANGLES, DESIGNS_PER_SILHOUETTE, productPhotoSvg, type Angle } from "./photo/product-photo.ts";

/** Names and sizes of every generated picture; each distinct picture is rendered once. */
export function pictures(writer: ImageWriter) {
  // A big synthetic catalogue asks for the same few thousand photos over and over: draw each once.
  const photos = new Map<string, string>();
  return {
    /**
     * A product photo's URL, its rendering started. `raster` for the product's own picture (listings,
     * cart, mail, sharing); the others, seen only in the product gallery, stay vector, which keeps
     * seeding to one rendered photo per product (/uploads renders them at the width a page asks).
     */
    /** Whether the raster front of that design and colour is drawn already (or being drawn). */
    hasProductFront: (silhouette: Silhouette, design: number, colour: Colour) =>
      writer.has(
        `products/${silhouette}-${design + 1}-${colour.key}-front`,
        productPhotoSvg(silhouette, design, colour.hex, "front", 800, 1000),
        "jpg",
      ),
    productPhoto(
      silhouette: Silhouette,
      design: number,
      colour: Colour,
      angle: Angle,
      raster: boolean,
    ): string {
      const name = `products/${silhouette}-${design + 1}-${colour.key}-${angle}`;
      const key = `${name}.${raster ? "jpg" : "svg"}`;
      let url = photos.get(key);
      if (!url) {
        url = writer.url(
          name,
          productPhotoSvg(silhouette, design, colour.hex, angle, 800, 1000),
          raster ? "jpg" : "svg",
        );
        photos.set(key, url);
      }
      return url;
    },
    settled: () => writer.settled(),
    tile: (name: string, silhouette: Silhouette, hex: string, size = 600) =>
      writer.image(`tiles/${name}`, tileSvg(silhouette, hex, shade(hex, 0.86), size, size), "webp"),
    collection: (name: string, silhouettes: Silhouette[], colours: string[], field: string) =>
      writer.image(`collections/${name}`, groupSvg(silhouettes, colours, field, 800, 500), "webp"),
    brandLogo: (name: string, hex: string, monogram: string) =>
      writer.image(`brands/${name}`, emblemSvg(hex, monogram, 400, 200, false), "webp"),
    storeLogo: (name: string, hex: string, monogram: string) =>
      writer.image(`stores/${name}-logo`, emblemSvg(hex, monogram, 300, 300, true), "png"),
    storeBanner: (name: string, hex: string) =>
      writer.image(`stores/${name}-banner`, storeBannerSvg(hex, 1600, 400), "webp"),
    banner: (name: string, hex: string, motif: Silhouette, width: number, height: number) =>
      writer.image(`banners/${name}`, bannerSvg(hex, motif, width, height), "webp"),
    siteLogoSvg: () => writer.image("site/logo", siteLogoSvg(true), "svg"),
    siteLogoPng: () => writer.image("site/logo", siteLogoSvg(true), "png"),
    favicon: () => writer.image("site/favicon", siteLogoSvg(false), "png"),
    defaultImage: () => writer.image("site/default", defaultImageSvg(600, 600), "webp"),
    featureIcon: (name: string) => writer.image(`site/feature-${name}`, featureIconSvg(name), "svg"),
    socialIcon: (title: string, colour: string) =>
      writer.image(`social/${title.toLowerCase()}`, socialIconSvg(title, colour), "svg"),
    paymentBadge: (id: number, name: string) =>
      writer.image(`payments/method-${id}`, paymentBadgeSvg(name), "svg"),
  };
}

export type Pictures = ReturnType<typeof pictures>;

/** Two-letter monogram from a name: "Noor Atelier" → "NA". */
export function monogram(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, "").charAt(0))
    .filter(Boolean);
  return (letters.length > 1 ? letters[0] + letters[1] : name.slice(0, 2)).toUpperCase();
}

type PicturedPlan = {
  sub: { silhouette: Silhouette };
  colours: Colour[];
  variants: readonly { colour: Colour }[];
  title: { en: string };
  selling: number;
};

export interface ProductPicture {
  image: string;
  /** The colour (its key) the picture shows. */
  colour: string;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const productHash = (plan: PicturedPlan) =>
  hashOf(`${plan.title.en}|${plan.selling}|${plan.colours.map((c) => c.key).join()}`);

/**
 * Picks each product's design: one of DESIGNS_PER_SILHOUETTE, from a hash of the product, moved on
 * to the next design while another product already shows that design in the same main colour; so
 * products differ on a listing as long as the pool allows, and a huge catalogue stays within
 * silhouettes × designs × colours × angles pictures.
 */
export function createDesignPicker(): (plan: PicturedPlan) => number {
  const used = new Map<string, number>();
  return (plan) => {
    const silhouette = plan.sub.silhouette;
    const start = productHash(plan);
    let best = start % DESIGNS_PER_SILHOUETTE;
    let fewest = Infinity;
    for (let i = 0; i < DESIGNS_PER_SILHOUETTE && fewest > 0; i++) {
      const design = (start + i) % DESIGNS_PER_SILHOUETTE;
      const times = used.get(`${silhouette}:${design}:${plan.colours[0].key}`) ?? 0;
      if (times < fewest) [best, fewest] = [design, times];
    }
    const key = `${silhouette}:${best}:${plan.colours[0].key}`;
    used.set(key, (used.get(key) ?? 0) + 1);
    return best;
  };
}

/**
 * For big synthetic catalogues: a product takes, among the designs whose front in its main colour
 * is drawn already (by the demo or an earlier product), one picked by its hash; only a silhouette
 * and colour never drawn gets a new front. So any number of products costs at most one new front per
 * silhouette and colour, the other pictures being vector.
 */
export function createReusingDesignPicker(pics: Pictures): (plan: PicturedPlan) => number {
  const drawn = new Map<string, number[]>();
  return (plan) => {
    const silhouette = plan.sub.silhouette;
    const colour = plan.colours[0];
    const key = `${silhouette}:${colour.key}`;
    let designs = drawn.get(key);
    if (!designs) {
      designs = Array.from({ length: DESIGNS_PER_SILHOUETTE }, (_, d) => d).filter((d) =>
        pics.hasProductFront(silhouette, d, colour),
      );
      drawn.set(key, designs);
    }
    const start = productHash(plan);
    if (designs.length === 0) designs.push(start % DESIGNS_PER_SILHOUETTE);
    return designs[start % designs.length];
  };
}

/**
 * Each planned product's photos, one set per colour (front, back, close-up), the main colour's
 * first (its front is also the product's picture). Their rendering starts here; await pics.settled() before the URLs are relied on.
 */
export function productPictures<P extends PicturedPlan>(
  pics: Pictures,
  plans: readonly P[],
  pickDesign: (plan: PicturedPlan) => number,
): (plan: P) => ProductPicture[] {
  const sets = new Map<P, ProductPicture[]>();
  for (const plan of plans) {
    const design = pickDesign(plan);
    sets.set(
      plan,
      // Colours the product is sold in (a long size range can leave the last planned colour out).
      plan.colours
        .filter((colour) => plan.variants.some((v) => v.colour === colour))
        .flatMap((colour, c) =>
          ANGLES.map((angle, a) => ({
            image: pics.productPhoto(plan.sub.silhouette, design, colour, angle, c === 0 && a === 0),
            colour: colour.key,
          })),
        ),
    );
  }
  return (plan) => sets.get(plan)!;
}
