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

  it("offers a drawing in widths too (the endpoint renders it)", () => {
    expect(responsiveSrcset("/uploads/seed/site/logo-0123456789ab.svg", 139)).toBe(
      "/uploads/seed/site/logo-0123456789ab.svg?w=240 240w, /uploads/seed/site/logo-0123456789ab.svg?w=360 360w",
    );
  });

  it("offers a drawing shown as an icon in one small width, and leaves a raster icon as it is", () => {
    expect(responsiveSrcset("/uploads/seed/social/x-0123456789ab.svg", 18)).toBe(
      "/uploads/seed/social/x-0123456789ab.svg?w=64 64w",
    );
    expect(responsiveSrcset("/uploads/seed/payments/card-0123456789ab.svg", 48)).toBe(
      "/uploads/seed/payments/card-0123456789ab.svg?w=128 128w",
    );
    expect(responsiveSrcset("/uploads/seed/site/icon.png", 40)).toBeUndefined();
  });

  it("leaves animated pictures, other hosts and missing pictures alone", () => {
    expect(responsiveSrcset("/uploads/seed/site/spinner.gif", 300)).toBeUndefined();
    expect(responsiveSrcset("https://cdn.example.com/a.webp", 300)).toBeUndefined();
    expect(responsiveSrcset(null, 300)).toBeUndefined();
  });

  it("offers at least one width that covers a small picture on a sharp screen", () => {
    expect(responsiveSrcset("/uploads/a.png", 72)).toBe("/uploads/a.png?w=240 240w");
  });

  it("accepts only the listed widths", () => {
    expect(isAllowedWidth(480)).toBe(true);
    expect(isAllowedWidth(64)).toBe(true);
    expect(isAllowedWidth(481)).toBe(false);
  });
});
