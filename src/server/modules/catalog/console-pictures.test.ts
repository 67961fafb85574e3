import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, type ConsoleRole } from "../../../testing/console-world.ts";
import {
  attributeValues,
  attributes,
  auditLog,
  productAttributes,
  productImages,
} from "../../platform/db/schema/index.ts";
import { uploadsDirOf } from "../../platform/uploads/stored-files.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

async function as(role: ConsoleRole, method: string, path: string, body?: unknown | FormData) {
  const token = world.fx.tokens[role];
  const form = body instanceof FormData;
  const response = await world.server.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Language: "en",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || form ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function pictureForm(background: string, valueId: number | null, alt = "") {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await png(background))], "photo.png", { type: "image/png" }));
  form.set("attribute_value_id", valueId === null ? "" : String(valueId));
  if (alt) form.set("alt", alt);
  return form;
}

/** A colour attribute (blue, red) offered by the first store's product. */
async function colours() {
  const db = world.db;
  const [attribute] = await db
    .insert(attributes)
    .values({ slug: `colour-${Date.now()}` })
    .returning();
  const attributeId = (attribute as { id: number }).id;
  const [blue, red] = await db
    .insert(attributeValues)
    .values([
      { attributeId, slug: "blue", color: "#0000ff" },
      { attributeId, slug: "red", color: "#ff0000" },
    ])
    .returning();
  await db.insert(productAttributes).values({ productId: world.fx.product.id, attributeId });
  return { blue: (blue as { id: number }).id, red: (red as { id: number }).id };
}

const fileOf = (url: string) => join(uploadsDirOf(), url.slice("/uploads/".length));

describe("console product pictures", () => {
  it("a seller uploads a picture per colour and the product page data shows the blue pictures when blue is chosen", async () => {
    const id = world.fx.product.id;
    const { blue, red } = await colours();
    const first = await as(
      "seller",
      "POST",
      `/console/products/${id}/pictures`,
      await pictureForm("#00f", blue, "Blue scarf"),
    );
    expect(first.http).toBe(200);
    const second = await as(
      "seller",
      "POST",
      `/console/products/${id}/pictures`,
      await pictureForm("#f00", red),
    );
    const pictures = second.body.data as { id: number; image: string; attribute_value_id: number | null }[];
    expect(pictures.map((p) => p.attribute_value_id)).toEqual([blue, red]);
    const [bluePicture, redPicture] = pictures as [(typeof pictures)[0], (typeof pictures)[0]];
    expect(bluePicture.image).toMatch(/^\/uploads\/products\/.+\.png$/);
    expect(existsSync(fileOf(bluePicture.image))).toBe(true);

    // French alt text, red moved first, then the product page data.
    const edited = await as("seller", "PUT", `/console/products/${id}/pictures/${bluePicture.id}`, {
      alt: { en: "Blue scarf", fr: "Foulard bleu" },
    });
    expect(edited.http).toBe(200);
    const order = await as("seller", "POST", `/console/products/${id}/picture-order`, {
      ids: [redPicture.id, bluePicture.id],
    });
    expect((order.body.data as { id: number }[]).map((p) => p.id)).toEqual([redPicture.id, bluePicture.id]);

    const page = await world.server.fetch(`/api/v1/product/${id}`, { headers: { Language: "fr" } });
    const detail = ((await page.json()) as ApiBody).data as {
      pictures: { image: string; alt: string | null; attribute_value_id: number | null }[];
    };
    const { picturesFor } = await import("../../../features/product/gallery-choice.ts");
    const gallery = detail.pictures.map((p) => ({ src: p.image, alt: p.alt, value: p.attribute_value_id }));
    const whenBlue = picturesFor(gallery, [blue]);
    expect(whenBlue[0]).toEqual({ src: bluePicture.image, alt: "Foulard bleu", value: blue });
    expect(whenBlue.map((p) => p.src)).not.toContain(redPicture.image);
    expect(whenBlue.filter((p) => p.value === null).length).toBe(
      gallery.filter((p) => p.value === null).length,
    );

    const audited = await world.db.select().from(auditLog).where(eq(auditLog.entity, "product_picture"));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(["create", "update"]));

    // Deleting a picture removes its file.
    const left = await as("seller", "DELETE", `/console/products/${id}/pictures/${bluePicture.id}`);
    expect((left.body.data as { id: number }[]).map((p) => p.id)).toEqual([redPicture.id]);
    expect(existsSync(fileOf(bluePicture.image))).toBe(false);
    await as("admin", "DELETE", `/console/products/${id}/pictures/${redPicture.id}`);
    expect(existsSync(fileOf(redPicture.image))).toBe(false);
  });

  it("another store's seller can neither see, add, change nor delete a product's pictures", async () => {
    const id = world.fx.product.id;
    const [row] = await world.db
      .insert(productImages)
      .values({ productId: id, image: "/uploads/seed/x.png" })
      .returning();
    const pictureId = (row as { id: number }).id;
    expect((await as("otherSeller", "GET", `/console/products/${id}/pictures`)).http).toBe(404);
    const upload = await as(
      "otherSeller",
      "POST",
      `/console/products/${id}/pictures`,
      await pictureForm("#0f0", null),
    );
    expect(upload.http).toBe(404);
    const change = await as("otherSeller", "PUT", `/console/products/${id}/pictures/${pictureId}`, {
      alt: { en: "x" },
    });
    expect(change.http).toBe(404);
    expect((await as("otherSeller", "DELETE", `/console/products/${id}/pictures/${pictureId}`)).http).toBe(
      404,
    );
    const still = await world.db.select().from(productImages).where(eq(productImages.productId, id));
    expect(still.map((p) => [p.id, p.alt])).toEqual([[pictureId, {}]]);
    await world.db.delete(productImages).where(eq(productImages.id, pictureId));
  });

  it("a picture cannot show a colour the product does not offer, nor a file that is not a picture", async () => {
    const id = world.fx.product.id;
    const [foreign] = await world.db
      .insert(attributes)
      .values({ slug: `foreign-${Date.now()}` })
      .returning();
    const [value] = await world.db
      .insert(attributeValues)
      .values({ attributeId: (foreign as { id: number }).id, slug: "green" })
      .returning();
    const wrongColour = await as(
      "seller",
      "POST",
      `/console/products/${id}/pictures`,
      await pictureForm("#0f0", (value as { id: number }).id),
    );
    expect(wrongColour.http).toBe(422);
    const notPicture = new FormData();
    notPicture.set("file", new File(["<html>hi</html>"], "page.png", { type: "image/png" }));
    expect((await as("seller", "POST", `/console/products/${id}/pictures`, notPicture)).http).toBe(422);
    expect(await world.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual([]);
  });
});
