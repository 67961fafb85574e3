import { randomBytes } from "node:crypto";
import { access, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../modules/accounts/sessions.ts";
import { createUser } from "../../../testing/shop-fixtures.ts";
import { users } from "../db/schema/index.ts";
import { env } from "../env.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { DECODES_AT_ONCE, IMAGE_MAX_PIXELS, decodeSlots } from "./image-upload.ts";

let database: TestDatabase;
let server: ApiTestServer;
let token: string;
let userId: number;
const avatarsDir = join(env.DATA_DIR, "uploads", "avatars");

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startApiServer({ db: database.db });
  const user = await createUser(database.db);
  userId = user.id;
  token = await createSession(database.db, user.id);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

/** A PNG chunk with its length and CRC, as a real encoder writes it. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG whose header claims other dimensions: decoding it would need width × height pixels. */
async function bomb(width: number, height: number): Promise<Buffer> {
  const real = await png(1, 1);
  const header = Buffer.from(real.subarray(16, 29)); // IHDR data
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([real.subarray(0, 8), chunk("IHDR", header), real.subarray(33)]);
}

async function uploadAvatar(bytes: Buffer, name: string, lang = "en") {
  const form = new FormData();
  form.set("name", "Uploader");
  form.set("avatar", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  const response = await server.fetch("/api/v1/user/update-profile", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, Language: lang },
    body: form,
  });
  return { http: response.status, ...(await response.json()) };
}

const storedAvatars = async () => (await readdir(avatarsDir).catch(() => [])).length;
const avatarOfUser = async () =>
  (await database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0].avatar;

describe("uploaded pictures", async () => {
  const picture = await png();
  const bad: [string, () => Promise<Buffer>][] = [
    ["a script renamed .png", async () => Buffer.from('<script>alert("x")</script>')],
    [
      "a PNG with a script after its end (PNG/JS polyglot)",
      async () => Buffer.concat([picture, Buffer.from(";alert(1)//")]),
    ],
    [
      "a PNG carrying a web page in a text chunk (PNG/HTML polyglot)",
      async () =>
        Buffer.concat([
          picture.subarray(0, 33),
          chunk(
            "tEXt",
            Buffer.from("Comment\0<html><body><script>alert(1)</script></body></html>", "latin1"),
          ),
          picture.subarray(33),
        ]),
    ],
    [
      "a 5 MB image",
      () =>
        sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
          .png()
          .toBuffer(),
    ],
    [
      "a picture just over 1000 KB",
      () =>
        sharp(randomBytes(590 * 590 * 3), { raw: { width: 590, height: 590, channels: 3 } })
          .png()
          .toBuffer(),
    ],
    ["a decompression bomb (a few bytes claiming 8000 × 8000 pixels)", () => bomb(8000, 8000)],
  ];

  it.each(bad)("%s is refused with the translated message and nothing is stored", async (_, make) => {
    const bytes = await make();
    const before = await storedAvatars();
    const refused = await uploadAvatar(bytes, "me.png");
    expect(refused.http).toBe(422);
    expect(refused.message).toBe("There is an error while uploading some of the images.");
    expect(await storedAvatars()).toBe(before);
    expect(await avatarOfUser()).toBeNull();
  });

  it("the samples are what they claim: the bomb is tiny and over the pixel limit, the big one over 5 MB", async () => {
    const tiny = await bomb(8000, 8000);
    expect(tiny.length).toBeLessThan(200);
    expect(8000 * 8000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const big = await bad[3][1]();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const over = await bad[4][1]();
    expect(over.length).toBeGreaterThan(1000 * 1024);
    expect(over.length).toBeLessThan(1000 * 1024 + 60 * 1024);
  });

  it("the refusal is translated", async () => {
    const refused = await uploadAvatar(Buffer.from("<?php echo 1; ?>"), "me.png", "fr");
    expect(refused.message).not.toBe("There is an error while uploading some of the images.");
    expect(refused.message).toMatch(/images/);
  });

  it("an accepted photo is re-encoded without its EXIF (camera, GPS position)", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a52" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 30/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");
    const accepted = await uploadAvatar(photo, "holiday.jpg");
    expect(accepted.http).toBe(200);
    const url = await avatarOfUser();
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);
    const stored = await readFile(join(env.DATA_DIR, url!.replace(/^\//, "")));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("PhoneMaker");
  });

  it("a picture over 12 megapixels is refused; one of exactly 12 (4000 × 3000) is taken", async () => {
    expect(IMAGE_MAX_PIXELS).toBe(12_000_000);
    const over = await uploadAvatar(await png(4000, 3001), "wide.png");
    expect(over.http).toBe(422);
    expect(over.message).toBe("There is an error while uploading some of the images.");
    expect((await uploadAvatar(await png(4000, 3000), "fits.png")).http).toBe(200);
  });

  it(`pictures sent at once are decoded ${DECODES_AT_ONCE} at a time, and every one is taken`, async () => {
    const picture = await png(3000, 2000);
    decodeSlots.resetPeak();
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadAvatar(picture, "many.png")));
    expect(answers.map((answer) => answer.http)).toEqual(Array(6).fill(200));
    expect(decodeSlots.peak).toBe(DECODES_AT_ONCE);
  });
});

describe("stored pictures", () => {
  const exists = (url: string) =>
    access(join(env.DATA_DIR, url.replace(/^\//, ""))).then(
      () => true,
      () => false,
    );

  it("a new avatar deletes the one it replaces from storage, and so does deleting the account", async () => {
    expect((await uploadAvatar(await png(), "first.png")).http).toBe(200);
    const first = (await avatarOfUser()) as string;
    expect(await exists(first)).toBe(true);
    expect((await uploadAvatar(await png(50, 50), "second.png")).http).toBe(200);
    const second = (await avatarOfUser()) as string;
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);

    const deleted = await server.fetch("/api/v1/user/delete", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(deleted.status).toBe(200);
    expect(await exists(second)).toBe(false);
  });
});
