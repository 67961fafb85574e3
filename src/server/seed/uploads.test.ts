import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

const dataDir = await vi.hoisted(async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  return fs.mkdtempSync(path.join(os.tmpdir(), "modest-uploads-"));
});
vi.mock("../platform/env.ts", async (original) => {
  const actual = await original<typeof import("../platform/env.ts")>();
  return { ...actual, env: { ...actual.env, DATA_DIR: dataDir } };
});

const { GET, HEAD } = await import("../../pages/uploads/[...path].ts");

const uploads = join(dataDir, "uploads");
mkdirSync(join(uploads, "seed/products"), { recursive: true });
writeFileSync(join(uploads, "seed/products/abaya-black-0123456789ab.webp"), Buffer.from("RIFF....WEBP"));
writeFileSync(join(uploads, "seed/logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
// A drawing 139 × 40 whose right half is dark: rendered wider, it must stay a drawing, not a blur.
writeFileSync(
  join(uploads, "seed/mark-0123456789ab.svg"),
  "<svg xmlns='http://www.w3.org/2000/svg' width='139' height='40' viewBox='0 0 139 40'>" +
    "<rect width='139' height='40' fill='#fff'/><rect x='69.5' width='69.5' height='40' fill='#000'/></svg>",
);
writeFileSync(join(uploads, "notes.txt"), "not a picture");
writeFileSync(join(dataDir, "secret.png"), "outside the uploads folder");
const outside = mkdtempSync(join(tmpdir(), "modest-outside-"));
writeFileSync(join(outside, "x.png"), "outside");
symlinkSync(outside, join(uploads, "link"));

const photo = await sharp({
  create: { width: 1000, height: 1250, channels: 3, background: { r: 120, g: 60, b: 90 } },
})
  .png()
  .toBuffer();
writeFileSync(join(uploads, "seed/products/photo-0123456789ab.png"), photo);

function get(path: string | undefined, headers: Record<string, string> = {}, handler = GET) {
  const request = new Request(`http://shop.test/uploads/${path ?? ""}`, { headers });
  return handler({ params: { path: path?.split("?")[0] }, request } as never) as Promise<Response>;
}

describe("GET /uploads/*", () => {
  it("serves a picture with its content type and a year of immutable caching for hashed names", async () => {
    const response = await get("seed/products/abaya-black-0123456789ab.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("RIFF....WEBP");
  });

  it("serves names without a hash with a short cache, and SVG sandboxed", async () => {
    const response = await get("seed/logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers 304 when the browser already has it, and HEAD without a body", async () => {
    const first = await get("seed/logo.svg");
    const again = await get("seed/logo.svg", { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    const head = await get("seed/logo.svg", {}, HEAD);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(
      String("<svg xmlns='http://www.w3.org/2000/svg'/>".length),
    );
    expect(await head.text()).toBe("");
  });

  it("answers 404 for unknown files, non-pictures, hidden names and paths leaving the folder", async () => {
    for (const path of [
      undefined,
      "seed/products/missing.webp",
      "notes.txt",
      "seed",
      "../secret.png",
      "seed/../../secret.png",
      "..%2Fsecret.png",
      ".hidden.png",
      "link/x.png",
      "seed/products/abaya-black-0123456789ab.webp\0.png",
    ]) {
      const response = await get(path);
      expect(response.status, String(path)).toBe(404);
    }
  });

  it("scales a picture down to a listed width as WebP, never up, and keeps the scaled copy", async () => {
    const small = await get("seed/products/photo-0123456789ab.png?w=480");
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect(small.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await small.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 480, height: 600 });
    expect(body.length).toBeLessThan(photo.length);

    const again = await get("seed/products/photo-0123456789ab.png?w=480", {
      "if-none-match": small.headers.get("etag")!,
    });
    expect(again.status).toBe(304);

    const large = await get("seed/products/photo-0123456789ab.png?w=1920");
    expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({ width: 1000 });
  });

  it("renders a drawing at a listed width as WebP, sharp even wider than the drawing", async () => {
    const response = await get("seed/mark-0123456789ab.svg?w=360");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-security-policy")).toBeNull();
    const picture = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await picture.metadata()).toMatchObject({ format: "webp", width: 360 });
    // One row across the edge between white and black: a sharp edge leaves at most a pixel or two grey.
    const row = await picture
      .extract({ left: 0, top: 50, width: 360, height: 1 })
      .greyscale()
      .raw()
      .toBuffer();
    const grey = [...row].filter((value) => value > 40 && value < 215);
    expect(row[0]).toBeGreaterThan(215);
    expect(row[359]).toBeLessThan(40);
    expect(grey.length).toBeLessThanOrEqual(2);
  });

  it("answers 400 for a width not in the list or on an animated picture", async () => {
    writeFileSync(join(uploads, "seed/spinner.gif"), "GIF89a");
    for (const path of [
      "seed/products/photo-0123456789ab.png?w=481",
      "seed/products/photo-0123456789ab.png?w=x",
      "seed/spinner.gif?w=480",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain("480");
    }
  });
});
