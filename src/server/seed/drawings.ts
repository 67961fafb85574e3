import type { Silhouette } from "./content/categories.ts";
import { garmentGroup, shade } from "./garments.ts";

/**
 * Hand-drawn SVG pictures for the demo catalogue (product photos are in ./photo/): garments on banners, tiles, patterns,
 * emblems. No text in raster pictures (they serve all five languages and need no fonts).
 */

/** An eight-point star lattice, the pattern behind banners and store headers. */
function starPattern(id: string, colour: string, opacity: number, size = 80): string {
  const c = size / 2;
  const r = size * 0.3;
  const square = (angle: number) => {
    const pts = [0, 1, 2, 3].map((i) => {
      const a = angle + (i * Math.PI) / 2;
      return `${(c + r * Math.cos(a)).toFixed(1)},${(c + r * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${pts.join(" ")}" fill="none" stroke="${colour}" stroke-width="2" stroke-opacity="${opacity}"/>`;
  };
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${square(Math.PI / 4)}${square(0)}</pattern>`;
}

/** Banner or slide: colour field, star lattice, the motif garment(s) towards one side. No words. */
export function bannerSvg(
  hex: string,
  motif: Silhouette,
  width: number,
  height: number,
  accent = "#f4efe6",
): string {
  const top = shade(hex, 0.1);
  const bottom = shade(hex, -0.2);
  const scale = Math.min((height * 0.9) / 500, (width * 0.35) / 400);
  const figure = (x: number, colour: string, s: number, id: string) =>
    `<g transform="translate(${x.toFixed(1)},${((height - 500 * s) / 2).toFixed(1)}) scale(${s.toFixed(3)})">${garmentGroup(motif, colour, id)}</g>`;
  const figures =
    width / height > 2.2
      ? figure(width * 0.95 - 400 * scale * 1.7, accent, scale, "a") +
        figure(width * 0.95 - 400 * scale * 0.85, shade(hex, 0.45), scale * 0.85, "b")
      : figure((width - 400 * scale) / 2, accent, scale, "a");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    starPattern("p", "#ffffff", 0.12) +
    `</defs><rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#p)"/>` +
    figures +
    `</svg>`
  );
}

/** A square tile for a category, sub-category or collection: the garment on a tinted field. */
export function tileSvg(
  silhouette: Silhouette,
  hex: string,
  field: string,
  width: number,
  height: number,
): string {
  const s = Math.min((height * 0.82) / 500, (width * 0.82) / 400);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${starPattern("p", hex, 0.1, 60)}</defs>` +
    `<rect width="${width}" height="${height}" fill="${field}"/><rect width="${width}" height="${height}" fill="url(#p)"/>` +
    `<g transform="translate(${((width - 400 * s) / 2).toFixed(1)},${((height - 500 * s) / 2).toFixed(1)}) scale(${s.toFixed(3)})">${garmentGroup(silhouette, hex, "t")}</g>` +
    `</svg>`
  );
}

/** Several garments side by side, for collection covers. */
export function groupSvg(
  silhouettes: readonly Silhouette[],
  colours: readonly string[],
  field: string,
  width: number,
  height: number,
): string {
  const n = silhouettes.length;
  const s = Math.min((height * 0.8) / 500, width / n / 400);
  const gap = (width - n * 400 * s) / (n + 1);
  const figures = silhouettes
    .map((sil, i) => {
      const x = gap + i * (400 * s + gap);
      return `<g transform="translate(${x.toFixed(1)},${((height - 500 * s) / 2).toFixed(1)}) scale(${s.toFixed(3)})">${garmentGroup(sil, colours[i % colours.length], `c${i}`)}</g>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${starPattern("p", "#000000", 0.05, 70)}</defs>` +
    `<rect width="${width}" height="${height}" fill="${field}"/><rect width="${width}" height="${height}" fill="url(#p)"/>${figures}</svg>`
  );
}

/** A brand or store emblem: a ring with an eight-point star and a monogram. */
export function emblemSvg(
  hex: string,
  monogram: string,
  width: number,
  height: number,
  round: boolean,
): string {
  const size = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const r = size * 0.42;
  const star = (rad: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8 - Math.PI / 2;
      const rr = i % 2 === 0 ? rad : rad * 0.78;
      return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (round
      ? `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${hex}"/>`
      : `<rect width="${width}" height="${height}" fill="#faf7f2"/>`) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${round ? shade(hex, -0.2) : hex}"/>` +
    `<polygon points="${star(r * 0.86)}" fill="none" stroke="#f4efe6" stroke-width="${(size * 0.02).toFixed(1)}" stroke-opacity="0.7"/>` +
    `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${(r * 0.72).toFixed(0)}" font-weight="bold" fill="#f8f4ec">${monogram}</text>` +
    `</svg>`
  );
}

/** Store header: colour field with the lattice and a row of arches. */
export function storeBannerSvg(hex: string, width: number, height: number): string {
  const arches = Array.from({ length: Math.ceil(width / 120) + 1 }, (_, i) => {
    const x = i * 120;
    return `<path d="M${x + 10},${height} L${x + 10},${height * 0.55} Q${x + 60},${height * 0.2} ${x + 110},${height * 0.55} L${x + 110},${height} Z" fill="#fff" opacity="0.07"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(hex, -0.25)}"/><stop offset="1" stop-color="${shade(hex, 0.15)}"/></linearGradient>${starPattern("p", "#ffffff", 0.1)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#p)"/>${arches}</svg>`
  );
}

/** The site logo: an arch-and-crescent mark with the wordmark (139×40). */
export function siteLogoSvg(withWords: boolean): string {
  const mark =
    `<path d="M6,36 L6,17 Q6,4 18,2 Q30,4 30,17 L30,36 Z" fill="#7a5c3e"/>` +
    `<path d="M21,12 a7,7 0 1,0 3,11 a5.5,5.5 0 1,1 -3,-11 Z" fill="#f4efe6"/>`;
  const words = withWords
    ? `<text x="38" y="19" font-family="DejaVu Serif, Georgia, serif" font-size="15" font-weight="bold" fill="#2b2622">Modest</text>` +
      `<text x="38" y="34" font-family="DejaVu Sans, Arial, sans-serif" font-size="10" letter-spacing="1.6" fill="#7a5c3e">MARKETPLACE</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${withWords ? 139 : 36}" height="40" viewBox="0 0 ${withWords ? 139 : 36} 40">${mark}${words}</svg>`;
}

/** The picture shown when an image is missing. */
export function defaultImageSvg(width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#eee8df"/>` +
    `<rect x="120" y="130" width="160" height="130" rx="10" fill="none" stroke="#b9ad9c" stroke-width="8"/>` +
    `<circle cx="165" cy="170" r="14" fill="#b9ad9c"/><path d="M130,250 L190,195 L225,228 L245,210 L272,250 Z" fill="#b9ad9c"/>` +
    `</svg>`
  );
}

/** Line icons for the site features strip (64×64, stroke in the theme colour). */
export const FEATURE_ICONS: Record<string, string> = {
  truck: "M6,20 h30 v22 h-30 Z M36,28 h12 l8,8 v6 h-20 Z M14,48 a5,5 0 1,0 0.1,0 M46,48 a5,5 0 1,0 0.1,0",
  return: "M16,26 h26 a12,12 0 0,1 0,24 h-20 M16,26 l8,-8 M16,26 l8,8",
  shield: "M32,6 L52,14 V30 C52,44 42,54 32,58 C22,54 12,44 12,30 V14 Z M22,32 l7,7 l13,-14",
  chat: "M8,12 h48 v30 h-28 l-12,10 v-10 h-8 Z M18,24 h28 M18,32 h18",
};

export function featureIconSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><path d="${FEATURE_ICONS[name]}" fill="none" stroke="#7a5c3e" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** Round social icon with the network's initial (no trademarked glyphs). */
export function socialIconSvg(title: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/>` +
    `<text x="16" y="16" dy="0.36em" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" font-weight="bold" fill="#fff">${title.charAt(0)}</text></svg>`
  );
}

/** Payment method badge (120×40) with its name. */
export function paymentBadgeSvg(name: string): string {
  const escaped = name.replace(/&/g, "&amp;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect x="1" y="1" width="118" height="38" rx="6" fill="#fff" stroke="#d6cec2" stroke-width="2"/>` +
    `<text x="60" y="20" dy="0.35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="${escaped.length > 12 ? 11 : 13}" font-weight="bold" fill="#2b2622">${escaped}</text></svg>`
  );
}
