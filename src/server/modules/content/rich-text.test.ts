import { describe, expect, it } from "vitest";
import { safeRichText } from "./rich-text.ts";

describe("rich text of descriptions and static pages", () => {
  it("keeps the formatting a seller writes", () => {
    const html =
      "<h2>Fabric</h2><p>Soft <strong>cotton</strong>, <em>breathable</em>.</p><ul><li>Wash cold</li></ul>";
    expect(safeRichText(html)).toBe(html);
    expect(safeRichText('<a href="https://example.com/size">sizes</a>')).toBe(
      '<a href="https://example.com/size">sizes</a>',
    );
  });

  it("removes scripts, event handlers, javascript: links, frames and styles", () => {
    const payloads = [
      '<script>alert("x")</script>Nice dress',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
      "<svg><script>alert(1)</script></svg>",
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name="card"></form>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
    ];
    for (const payload of payloads) {
      const clean = safeRichText(payload);
      expect(clean).not.toMatch(
        /<script|onerror|onclick|javascript:|<iframe|<object|<embed|<form|style=|data:/i,
      );
    }
    expect(safeRichText('<script>alert("x")</script>Nice dress')).toBe("Nice dress");
    expect(safeRichText('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />');
  });

  it("makes links that open a new tab unable to reach back", () => {
    expect(safeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("gives an empty string for nothing", () => {
    expect(safeRichText(null)).toBe("");
    expect(safeRichText("")).toBe("");
  });
});
