/** The buy box tells the gallery which attribute values the shopper chose (the two are separate islands). */
export const CHOICE_EVENT = "product:choice";

export interface GalleryPicture {
  src: string;
  alt: string | null;
  /** The colour (attribute value) it shows; null: shown whatever is chosen. */
  value: number | null;
}

export function announceChoice(valueIds: number[]): void {
  window.dispatchEvent(new CustomEvent<number[]>(CHOICE_EVENT, { detail: valueIds }));
}

/**
 * The pictures to show for the chosen values: those of a chosen colour first, then those of no
 * colour; other colours' pictures are hidden. Nothing chosen, or no picture of the chosen colour: all.
 */
export function picturesFor(pictures: GalleryPicture[], chosen: number[]): GalleryPicture[] {
  const matching = pictures.filter((p) => p.value !== null && chosen.includes(p.value));
  if (matching.length === 0) return pictures;
  return [...matching, ...pictures.filter((p) => p.value === null)];
}
