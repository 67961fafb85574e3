import { bodyLimit } from "hono/body-limit";
import sharp, { type Sharp } from "sharp";
import { AppError } from "../../core/errors.ts";
import { log } from "../log.ts";
import { slots } from "./slots.ts";

/**
 * The one gate for every uploaded picture (avatars, review images): the file's bytes decide, never
 * its name or declared type, and what is stored is sharp's re-encoding, without any metadata.
 */

/** Jpeg or png, at most 1000 KB. */
export const IMAGE_MAX_BYTES = 1000 * 1024;
/**
 * A decompression bomb (a tiny file declaring huge dimensions) is refused before it is decoded.
 * 12 megapixels (4000 × 3000) is more than a shop picture needs; decoding one takes about 50 MB.
 */
export const IMAGE_MAX_PIXELS = 12_000_000;
/** Pictures decoded at once by this process; the next ones wait their turn (16 at most). */
export const DECODES_AT_ONCE = 2;
export const decodeSlots = slots(DECODES_AT_ONCE, 16);

export type ImageKind = "jpeg" | "png";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // IEND + its CRC
/** Markup or code that has no business inside a picture (polyglots served as HTML or script). */
const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|\?php)|javascript:/i;

/** Decided by the file's first bytes. */
function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length > 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  return undefined;
}

/** Nothing may follow the image's end marker: that is where polyglots hide a script or a page. */
function endsCleanly(bytes: Buffer, kind: ImageKind): boolean {
  if (kind === "png") return bytes.subarray(-PNG_END.length).equals(PNG_END);
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--; // some encoders pad with zeros
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function refuse(reason: string, cause?: unknown): never {
  log.warn({ reason }, "image upload refused");
  throw new AppError("invalid", "validation.image_upload", { cause });
}

/** Refuses what is not a plain jpeg or png of the allowed size; answers its kind. */
export function checkImage(bytes: Uint8Array, maxBytes = IMAGE_MAX_BYTES): ImageKind {
  if (bytes.length > maxBytes) refuse("too large");
  const kind = imageKindOf(bytes) ?? refuse("not a jpeg or png");
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!endsCleanly(buffer, kind)) refuse("data after the end of the image");
  if (MARKUP.test(buffer.toString("latin1"))) refuse("markup inside the image");
  return kind;
}

/**
 * Checks, then re-encodes with `shape` (resize, output format): sharp keeps no EXIF, GPS, ICC or
 * text chunks unless asked, and refuses images over IMAGE_MAX_PIXELS or that do not decode.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  shape: (image: Sharp, kind: ImageKind) => Sharp,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const kind = checkImage(bytes, maxBytes);
  return decodeSlots.run(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" }).rotate();
      return { bytes: await shape(image, kind).toBuffer(), kind };
    } catch (error) {
      refuse("does not decode or too many pixels", error);
    }
  });
}

/** Room for the other form fields and the multipart boundaries around the pictures. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a form carrying more than `pictures` pictures' worth of bytes before it is read into
 * memory, with the same message as a refused picture.
 */
export function uploadBodyLimit(pictures: number) {
  return bodyLimit({
    maxSize: pictures * IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
    onError: () => refuse("form too large"),
  });
}
