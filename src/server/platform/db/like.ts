/** An ILIKE pattern matching text that contains `words` literally (%, _ and \ lose their meaning). */
export function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
