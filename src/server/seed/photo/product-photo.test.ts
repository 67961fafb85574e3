import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SILHOUETTES } from "../content/categories.ts";
import { ANGLES, DESIGNS_PER_SILHOUETTE, productPhotoSvg } from "./product-photo.ts";

const BURGUNDY = "#6e2232";
const SAGE = "#9aae8a";

describe("product photos", () => {
  it("draws the same SVG for the same design, colour and angle", () => {
    for (const silhouette of SILHOUETTES) {
      expect(productPhotoSvg(silhouette, 3, BURGUNDY, "front", 800, 1000)).toBe(
        productPhotoSvg(silhouette, 3, BURGUNDY, "front", 800, 1000),
      );
    }
  });

  it("draws a different picture for every design of a silhouette, every angle and every colour", () => {
    for (const silhouette of SILHOUETTES) {
      const designs = Array.from({ length: DESIGNS_PER_SILHOUETTE }, (_, design) =>
        productPhotoSvg(silhouette, design, BURGUNDY, "front", 800, 1000),
      );
      expect(new Set(designs).size, silhouette).toBe(DESIGNS_PER_SILHOUETTE);
      const angles = ANGLES.map((angle) => productPhotoSvg(silhouette, 0, BURGUNDY, angle, 800, 1000));
      expect(new Set(angles).size, silhouette).toBe(ANGLES.length);
      expect(productPhotoSvg(silhouette, 0, SAGE, "front", 800, 1000)).not.toBe(designs[0]);
    }
  });

  it("shows the chosen colour and no other garment colour", () => {
    const svg = productPhotoSvg("abaya", 5, SAGE, "front", 800, 1000);
    expect(svg).toContain(SAGE);
    expect(svg).not.toContain(BURGUNDY);
  });

  it("renders every silhouette from every angle as a valid picture of the asked size", async () => {
    for (const silhouette of SILHOUETTES) {
      for (const angle of ANGLES) {
        const png = await sharp(Buffer.from(productPhotoSvg(silhouette, 7, BURGUNDY, angle, 80, 100)))
          .png()
          .toBuffer();
        expect(await sharp(png).metadata(), `${silhouette} ${angle}`).toMatchObject({
          width: 80,
          height: 100,
        });
      }
    }
  });
});
