import { describe, expect, it } from "vitest";
import { sharedMarkup } from "./shared-markup.ts";

/** A render that counts its calls and answers the markup of the call it is. */
function counting(markup: (call: number) => string) {
  let calls = 0;
  const render = () => Promise.resolve(markup(++calls));
  return { render, calls: () => calls };
}

describe("markup shared between pages", () => {
  it("is rendered on the first page and the same markup is given to the next ones", async () => {
    const common = {};
    const menu = counting((call) => `<ul><li>menu ${call}</li></ul>`);
    expect(await sharedMarkup(common, "en|menu", menu.render)).toBe("<ul><li>menu 1</li></ul>");
    expect(await sharedMarkup(common, "en|menu", menu.render)).toBe("<ul><li>menu 1</li></ul>");
    expect(menu.calls()).toBe(1);
  });

  it("is rendered anew for another key and for new common data (the catalogue changed)", async () => {
    const before = {};
    const menu = counting((call) => `<p>${call}</p>`);
    await sharedMarkup(before, "en|menu", menu.render);
    expect(await sharedMarkup(before, "fr|menu", menu.render)).toBe("<p>2</p>");
    expect(await sharedMarkup({}, "en|menu", menu.render)).toBe("<p>3</p>");
  });

  it("is not kept when it loads a script or holds an island, nor when rendering it failed", async () => {
    const common = {};
    const scripted = counting((call) => `<div>${call}</div><script type="module" src="/x.js"></script>`);
    await sharedMarkup(common, "en|scripted", scripted.render);
    await sharedMarkup(common, "en|scripted", scripted.render);
    expect(scripted.calls()).toBe(2);

    await expect(sharedMarkup(common, "en|broken", () => Promise.reject(new Error("no")))).rejects.toThrow();
    expect(await sharedMarkup(common, "en|broken", () => Promise.resolve("<p>ok</p>"))).toBe("<p>ok</p>");
  });
});
