type Titles = Partial<Record<string, { title: string }>>;

/** The name in the console's language, else English, else the slug. */
export function nameIn(texts: Titles, lang: string, slug: string): string {
  return texts[lang]?.title || texts.en?.title || slug;
}
