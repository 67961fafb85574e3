import { describe, expect, it } from "vitest";
import { cachedAnswer, RenderCache } from "./render-cache.ts";

const page = (text: string) =>
  cachedAnswer(200, { "content-type": "text/html; charset=utf-8" }, Buffer.from(text.repeat(300)));

describe("the render cache's tags", () => {
  it("drop exactly the answers that carry them", () => {
    const cache = new RenderCache(1024 * 1024);
    cache.set("page /scarf", page("scarf "), ["product:1"]);
    cache.set("page /all/scarves", page("listing "), ["card:1", "card:2"]);
    cache.set("page /faq", page("faq "));
    expect(cache.deleteTagged(["product:1"])).toBe(1);
    expect(cache.get("page /scarf")).toBeUndefined();
    expect(cache.get("page /all/scarves")).toBeDefined();
    expect(cache.deleteTagged(["card:2", "card:3"])).toBe(1);
    expect(cache.get("page /all/scarves")).toBeUndefined();
    expect(cache.get("page /faq")).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it("stay with an answer when it is compressed later, and leave with it when it is pushed out", () => {
    const answer = page("scarf ");
    const cache = new RenderCache(answer.body.length * 2.5);
    cache.set("page /scarf", answer, ["product:1"]);
    expect(cache.encoded("page /scarf", answer, "br")).toBeDefined();
    expect(cache.deleteTagged(["product:1"])).toBe(1);

    cache.set("page /scarf", answer, ["product:1"]);
    cache.set("page /shawl", page("shawl "), ["product:2"]);
    cache.set("page /hijab", page("hijab "), ["product:3"]);
    expect(cache.get("page /scarf")).toBeUndefined();
    expect(cache.deleteTagged(["product:1"])).toBe(0);
    expect(cache.deleteTagged(["product:3"])).toBe(1);
  });

  it("count towards the stored bytes and are forgotten by clear()", () => {
    const cache = new RenderCache(1024 * 1024);
    cache.set("page /a", page("a "));
    const untagged = cache.bytes;
    cache.set("page /a", page("a "), ["card:1", "card:2"]);
    expect(cache.bytes).toBeGreaterThan(untagged);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.deleteTagged(["card:1"])).toBe(0);
  });
});
