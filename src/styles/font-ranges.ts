/**
 * The unicode-range of each @font-face of `family` in a style sheet, as [from, to] code points: what
 * fonts.css promises a face holds (the Arabic faces are cut to exactly that, and checked against it).
 */
export function unicodeRanges(css: string, family: string): [number, number][][] {
  return css
    .split("@font-face")
    .filter((face) => face.includes(`font-family: "${family}"`))
    .map((face) =>
      (/unicode-range:([^;]+);/.exec(face)?.[1] ?? "").split(",").map((part) => {
        const [from, to = from] = part.trim().replace("U+", "").split("-");
        return [parseInt(from, 16), parseInt(to, 16)];
      }),
    );
}
