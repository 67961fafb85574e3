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

/** t(key, values) over a dictionary already in the page's language; an unknown key shows as itself. */
export function translator(strings: Strings) {
  return (key: string, values?: Values) => interpolate(strings[key] ?? key, values);
}
