import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadSeed, textSchema } from "./schema.ts";

describe("seed content files", () => {
  it("stop the seed with the file's name and the missing language when a text leaves one out", () => {
    const schema = z.array(z.strictObject({ slug: z.string(), name: textSchema }));
    const data = [{ slug: "sakina", name: { en: "Sakina", fr: "Sakina", ar: "سكينة", hi: "सकीना" } }];
    expect(() => loadSeed(schema, data, "brands.json")).toThrow(/brands\.json[\s\S]*\[0\]\.name\.tr/);
  });

  it("stop the seed on a misspelt key instead of dropping it", () => {
    const schema = z.strictObject({ slug: z.string(), name: textSchema });
    const name = { en: "Eid", fr: "Aïd", ar: "العيد", hi: "ईद", tr: "Bayram" };
    expect(() => loadSeed(schema, { slug: "eid", name, featurd: true }, "tags.json")).toThrow(/featurd/);
  });
});
