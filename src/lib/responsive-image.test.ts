import { describe, expect, it } from "vitest";
import { isAllowedWidth, responsiveSrcset } from "./responsive-image.ts";

describe("responsiveSrcset", () => {
  it("lists scaled uploads up to the first width covering twice the shown width", () => {
    expect(responsiveSrcset("/uploads/seed/products/abaya-0123456789ab.webp", 300)).toBe(
      "/uploads/seed/products/abaya-0123456789ab.webp?w=240 240w, " +
        "/uploads/seed/products/abaya-0123456789ab.webp?w=360 360w, " +
        "/uploads/seed/products/abaya-0123456789ab.webp?w=480 480w, " +
        "/uploads/seed/products/abaya-0123456789ab.webp?w=720 720w",
    );
  });

  it("leaves vector pictures, other hosts and missing pictures alone", () => {
    expect(responsiveSrcset("/uploads/seed/site/logo.svg", 300)).toBeUndefined();
    expect(responsiveSrcset("https://cdn.example.com/a.webp", 300)).toBeUndefined();
    expect(responsiveSrcset(null, 300)).toBeUndefined();
    expect(responsiveSrcset("/uploads/seed/site/icon.png", 40)).toBeUndefined();
  });

  it("offers at least one width that covers a small picture on a sharp screen", () => {
    expect(responsiveSrcset("/uploads/a.png", 72)).toBe("/uploads/a.png?w=240 240w");
  });

  it("accepts only the listed widths", () => {
    expect(isAllowedWidth(480)).toBe(true);
    expect(isAllowedWidth(481)).toBe(false);
  });
});
