/** "2026-11-26T05:00:00.000Z" as a datetime-local field shows it, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local field's value as an instant (null when empty). */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);
