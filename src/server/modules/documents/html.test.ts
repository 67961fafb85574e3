import { describe, expect, it } from "vitest";
import { partDocument } from "../../../testing/part-documents.ts";
import { documentHtml } from "./index.ts";

/** The page's visible text, tags dropped and entities read back, as a person would see it. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("documentHtml", () => {
  it("prints an Arabic invoice right to left with Arabic labels and the order's figures", () => {
    const html = documentHtml(partDocument("invoice", "ar"));
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    const text = visibleText(html);
    for (const label of [
      "فاتورة",
      "الشحن إلى",
      "البائع",
      "الكمية",
      "سعر الوحدة",
      "المجموع الفرعي",
      "الخصم",
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("قميص قطني أزرق");
    expect(text).toContain("ABCD2345-2");
    expect(text).toContain("1,280.50 €");
    expect(text).toContain("-10.00 €");
  });

  it("prints an English invoice left to right with prices, shop and store", () => {
    const text = visibleText(documentHtml(partDocument("invoice", "en")));
    expect(documentHtml(partDocument("invoice", "en"))).toMatch(/<html lang="en" dir="ltr">/);
    expect(text).toContain("Invoice");
    expect(text).toContain("Modest Market");
    expect(text).toContain("Sold by Atelier Nour 5 rue des Fleurs, Paris");
    expect(text).toContain("Blue cotton shirt L · SKU: SH-001-BL 2 €24.50 €49.00");
    expect(text).toContain("Subtotal €1,283.50 Shipping €7.00 Discount -€10.00 Total €1,280.50");
    expect(text).toContain("Cash on delivery · Not paid yet");
  });

  it("escapes what customers and stores typed", () => {
    const html = documentHtml(
      partDocument("packing_slip", "en", {
        shipTo: { name: 'Eve "><img src=x>', phone: "1", email: "e@x.example", lines: ["a & b"] },
      }),
    );
    expect(html).toContain("Wallet &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Eve &quot;&gt;&lt;img src=x&gt;");
    expect(html).not.toContain("<img");
    expect(html).toContain("a &amp; b");
  });

  it("leaves prices off the packing slip and counts the items instead", () => {
    const text = visibleText(documentHtml(partDocument("packing_slip", "en")));
    expect(text).toContain("Packing slip");
    expect(text).toContain("Blue cotton shirt L · SKU: SH-001-BL 2");
    expect(text).toContain("Total quantity 3");
    expect(text).not.toMatch(/€|Unit price|Subtotal/);
  });

  it("says when the part is already paid", () => {
    const doc = partDocument("invoice", "fr", {
      order: { ...partDocument("invoice", "fr").order, paymentMethod: "Carte bancaire", paid: true },
    });
    expect(visibleText(documentHtml(doc))).toContain("Carte bancaire · Payée");
  });
});
