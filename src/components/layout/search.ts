/**
 * Where submitting the header search goes: /search?q=text, or nowhere when the text is empty or
 * the same as the search already shown.
 */
export function searchTarget(text: string, currentQuery: string | null | undefined): string | null {
  const q = text.trim();
  if (!q || q === (currentQuery ?? "").trim()) return null;
  return `/search?q=${encodeURIComponent(q)}`;
}
