/**
 * Responsive pictures: the /uploads endpoint answers `?w=<width>` with a WebP scaled down to that
 * width (never up; a drawing is rendered at it), and the image components list those widths in
 * srcset so a phone fetches a picture of its own size.
 */
export const IMAGE_WIDTHS = [240, 360, 480, 720, 960, 1440, 1920] as const;

/** Widths for drawings shown as icons (below ICON_SIZE). */
const ICON_WIDTHS = [64, 128] as const;
const ICON_SIZE = 64;

export const ALLOWED_WIDTHS: readonly number[] = [...ICON_WIDTHS, ...IMAGE_WIDTHS];

/** Pictures the endpoint can scale, by their name: all but GIFs (served as they are). */
const SCALABLE = /\.(webp|png|jpe?g|avif|svg)$/i;
const DRAWING = /\.svg$/i;

export const canScale = (name: string): boolean => SCALABLE.test(name);
export const isDrawing = (name: string): boolean => DRAWING.test(name);

export function isAllowedWidth(width: number): boolean {
  return ALLOWED_WIDTHS.includes(width);
}

/**
 * srcset for a picture shown at most `displayWidth` CSS pixels wide (up to twice that for sharp
 * screens), or undefined when the picture cannot be scaled (outside /uploads, animated, missing).
 */
export function responsiveSrcset(src: string | null | undefined, displayWidth: number): string | undefined {
  if (!src || !src.startsWith("/uploads/") || !canScale(src)) return undefined;
  if (displayWidth < ICON_SIZE) {
    // A raster icon is small already. A drawing still comes as a picture: in the browser an SVG
    // image is a document of its own, built on the page's main thread.
    if (!isDrawing(src)) return undefined;
    const width = ICON_WIDTHS.find((w) => w >= displayWidth * 2) ?? ICON_WIDTHS[ICON_WIDTHS.length - 1];
    return `${src}?w=${width} ${width}w`;
  }
  // Every width up to the first one that covers twice the shown width.
  const cover = IMAGE_WIDTHS.findIndex((w) => w >= displayWidth * 2);
  const widths = cover === -1 ? IMAGE_WIDTHS : IMAGE_WIDTHS.slice(0, cover + 1);
  return widths.map((w) => `${src}?w=${w} ${w}w`).join(", ");
}
