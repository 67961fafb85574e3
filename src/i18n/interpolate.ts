export type Strings = Record<string, string>;
export type Values = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A UI string with its {{name}} placeholders filled. A placeholder without a value stays as it is, so
 * a missing value shows instead of vanishing; values are inserted as they are ("$&" stays "$&").
 */
export function interpolate(text: string, values: Values = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * t(key, values) over a dictionary already in the page's language `lang`; an unknown key shows as
 * itself. With a numeric `count`, the text is the key's plural form for that number in the language
 * (`key_one`, `key_few`…, as i18next names them on the server), else `key_other`, else `key`.
 */
export function translator(strings: Strings, lang: string) {
  const plural = new Intl.PluralRules(lang);
  const textOf = (key: string, count: unknown) =>
    typeof count === "number"
      ? (strings[`${key}_${plural.select(count)}`] ?? strings[`${key}_other`] ?? strings[key])
      : strings[key];
  return (key: string, values?: Values) => interpolate(textOf(key, values?.count) ?? key, values);
}
