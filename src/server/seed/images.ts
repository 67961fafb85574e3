import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";

export type ImageFormat = "webp" | "png" | "jpg" | "svg";

export interface ImageWriter {
  /**
   * Writes the picture once under `${uploadsDir}/seed/<name>-<hash>.<format>` and returns its URL
   * (`/uploads/seed/...`). The hash covers the SVG source, so a changed drawing gets a new name
   * and the old one can stay cached forever; an unchanged one is never rendered twice.
   */
  image(name: string, svg: string, format: ImageFormat): Promise<string>;
  /**
   * The same picture's URL at once, its rendering left to run meanwhile (the name does not depend on
   * it): await settled() before the URL is used for real.
   */
  url(name: string, svg: string, format: ImageFormat): string;
  /** Whether that picture is on disk already or on its way there. */
  has(name: string, svg: string, format: ImageFormat): boolean;
  /** Resolves once every picture asked for so far is on disk; rejects if one failed. */
  settled(): Promise<void>;
  /** How many pictures were rendered and how many were already on disk. */
  stats(): { rendered: number; reused: number };
}

const MAX_PARALLEL = 4;

export function createImageWriter(uploadsDir: string): ImageWriter {
  const pending = new Map<string, Promise<string>>();
  const queue: (() => void)[] = [];
  let running = 0;
  let rendered = 0;
  let reused = 0;

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < MAX_PARALLEL) {
        running++;
        resolve();
      } else queue.push(resolve);
    });
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  async function render(relative: string, svg: string, format: ImageFormat): Promise<void> {
    const file = join(uploadsDir, relative);
    if (existsSync(file)) {
      reused++;
      return;
    }
    await acquire();
    try {
      await mkdir(dirname(file), { recursive: true });
      const data =
        format === "svg"
          ? Buffer.from(svg)
          : format === "png"
            ? await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
            : format === "jpg"
              ? await sharp(Buffer.from(svg)).jpeg({ quality: 82, optimiseCoding: false }).toBuffer()
              : await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      rendered++;
    } finally {
      release();
    }
  }

  const relativeOf = (name: string, svg: string, format: ImageFormat) =>
    `seed/${name}-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.${format}`;

  function start(name: string, svg: string, format: ImageFormat): [string, Promise<string>] {
    const relative = relativeOf(name, svg, format);
    let result = pending.get(relative);
    if (!result) {
      result = render(relative, svg, format).then(() => `/uploads/${relative}`);
      // Failures surface through image() or settled(), never as an unhandled rejection.
      result.catch(() => {});
      pending.set(relative, result);
    }
    return [`/uploads/${relative}`, result];
  }

  return {
    image: (name, svg, format) => start(name, svg, format)[1],
    url: (name, svg, format) => start(name, svg, format)[0],
    has(name, svg, format) {
      const relative = relativeOf(name, svg, format);
      return pending.has(relative) || existsSync(join(uploadsDir, relative));
    },
    async settled() {
      await Promise.all(pending.values());
    },
    stats: () => ({ rendered, reused }),
  };
}
