/**
 * Islands marked `client:interaction` (src/client/hydration/on-interaction.ts) also wake when this
 * event reaches the document: code that changes what a sleeping island shows (a toast) sends it.
 */
export const WAKE_ISLANDS_EVENT = "shop:wake-islands";

export function wakeIslands(doc: Document | undefined = globalThis.document): void {
  doc?.dispatchEvent(new Event(WAKE_ISLANDS_EVENT));
}
