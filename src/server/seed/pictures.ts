import type { Silhouette } from "./content/categories.ts";
import type { Colour } from "./content/materials.ts";
import {
  bannerSvg,
  defaultImageSvg,
  emblemSvg,
  featureIconSvg,
  groupSvg,
  paymentBadgeSvg,
  productSvg,
  siteLogoSvg,
  socialIconSvg,
  storeBannerSvg,
  swatchSvg,
  tileSvg,
} from "./drawings.ts";
import { shade } from "./garments.ts";
import type { ImageWriter } from "./images.ts";

/** Names and sizes of every generated picture; each distinct picture is rendered once. */
export function pictures(writer: ImageWriter) {
  return {
    product: (silhouette: Silhouette, colour: Colour) =>
      writer.image(
        `products/${silhouette}-${colour.key}`,
        productSvg(silhouette, colour.hex, 800, 1000),
        "webp",
      ),
    swatch: (colour: Colour) =>
      writer.image(`products/swatch-${colour.key}`, swatchSvg(colour.hex, 800, 1000), "webp"),
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

/**
 * Renders (once) every picture the planned products use and returns, per product, its picture
 * URLs: the front view in the main colour, a close-up of the cloth, then the other colours.
 */
export async function productPictures(
  pics: Pictures,
  plans: readonly { sub: { silhouette: Silhouette }; colours: Colour[] }[],
): Promise<(plan: { sub: { silhouette: Silhouette }; colours: Colour[] }) => string[]> {
  const urls = new Map<string, Promise<string>>();
  const want = (key: string, make: () => Promise<string>) => {
    if (!urls.has(key)) urls.set(key, make());
  };
  for (const plan of plans) {
    for (const colour of plan.colours)
      want(`${plan.sub.silhouette}:${colour.key}`, () => pics.product(plan.sub.silhouette, colour));
    want(`swatch:${plan.colours[0].key}`, () => pics.swatch(plan.colours[0]));
  }
  const done = new Map<string, string>();
  await Promise.all([...urls].map(async ([key, url]) => done.set(key, await url)));
  return (plan) => {
    const [main, ...others] = plan.colours;
    return [
      done.get(`${plan.sub.silhouette}:${main.key}`)!,
      done.get(`swatch:${main.key}`)!,
      ...others.map((c) => done.get(`${plan.sub.silhouette}:${c.key}`)!),
    ];
  };
}
