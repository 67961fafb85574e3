/**
 * A slug: letters of any script, marks, digits, `-` and `_`. Documents state `SLUG.source` as their
 * pattern: a generator would write the JavaScript flag into it (`…$/u`), which no slug can match;
 * JSON Schema patterns are read with Unicode semantics already.
 */
export const SLUG = /^[\p{L}\p{M}\p{N}_-]+$/u;
