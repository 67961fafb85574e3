import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { describe, expect, it } from "vitest";
import { partDocument } from "../../../testing/part-documents.ts";
import { documentPdf } from "./index.ts";

const PAGE_WIDTH = 595.28;
const MARGIN = 40;

interface Piece {
  text: string;
  left: number;
  right: number;
  y: number;
}

/** Each page's text pieces as a PDF reader finds them, in reading order, presentation forms folded. */
async function readPdf(pdf: Buffer): Promise<Piece[][]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const pages: Piece[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .filter((item): item is TextItem => "str" in item && item.str.trim() !== "")
        .map((item) => ({
          text: item.str.normalize("NFKC"),
          left: item.transform[4],
          right: item.transform[4] + item.width,
          y: Math.round(item.transform[5]),
        })),
    );
  }
  await task.destroy();
  return pages;
}

/**
 * The pieces on each printed line, in the order they were written (reading order), with a space
 * where the page shows a gap: a word drawn in two fonts (Turkish "Sipariş") stays one word.
 */
const lines = (pieces: Piece[]) => {
  const byY = new Map<number, Piece[]>();
  for (const piece of pieces) byY.set(piece.y, [...(byY.get(piece.y) ?? []), piece]);
  return [...byY.values()].map((row) =>
    row
      .map((piece, i) => {
        const before = row[i - 1];
        const touching =
          before && Math.min(Math.abs(piece.left - before.right), Math.abs(before.left - piece.right)) < 1;
        return (touching ? "" : " ") + piece.text;
      })
      .join("")
      .replace(/\s+/g, " ")
      .trim(),
  );
};

const find = (pieces: Piece[], text: string) => {
  const found = pieces.find((piece) => piece.text === text);
  if (!found) throw new Error(`"${text}" is not on the page: ${pieces.map((p) => p.text).join(" | ")}`);
  return found;
};

describe("documentPdf", () => {
  it("writes an English invoice with the order, the store and the figures", async () => {
    const pdf = await documentPdf(partDocument("invoice", "en"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const [page] = await readPdf(pdf);
    const text = lines(page);
    expect(text).toContain("Invoice");
    expect(text).toContain("Order ABCD2345");
    expect(text).toContain("Part ABCD2345-2");
    expect(text).toContain("Order date November 20, 2026");
    expect(text).toContain("Blue cotton shirt 2 €24.50 €49.00");
    expect(text).toContain("Wallet <script>alert(1)</script> 1 €1,234.50 €1,234.50");
    expect(text).toContain("Discount -€10.00");
    expect(text).toContain("Total €1,280.50");
    expect(find(page, "Sold by").left).toBeCloseTo(MARGIN, 0);
  });

  it("writes an Arabic invoice right to left, shaped, and read back in reading order", async () => {
    const [page] = await readPdf(await documentPdf(partDocument("invoice", "ar")));
    const text = lines(page);
    for (const label of [
      "فاتورة",
      "البائع",
      "الشحن إلى",
      "المنتج",
      "الكمية",
      "سعر الوحدة",
      "المجموع الفرعي",
    ]) {
      expect(
        text.some((line) => line.includes(label)),
        label,
      ).toBe(true);
    }
    expect(text.some((line) => line.startsWith("قميص قطني أزرق 2 "))).toBe(true);
    expect(text).toContain("الدفع الدفع عند الاستلام · لم يُدفع بعد");
    // Lines begin at the right margin: the start column's headings, names and the product title.
    for (const start of ["البائع", "متجر النور", "المنتج", "قميص قطني أزرق", "شكرًا لطلبك"]) {
      expect(PAGE_WIDTH - MARGIN - find(page, start).right, start).toBeLessThan(6);
    }
    // Within a line the words run from the right: "20 نوفمبر 2026" puts the day rightmost.
    const [day, month, year] = ["20", "نوفمبر", "2026"].map((t) => find(page, t));
    expect(day.left).toBeGreaterThan(month.right - 0.5);
    expect(month.left).toBeGreaterThan(year.right - 0.5);
    // The total keeps its digits in order, with the currency after the amount, on the left.
    const total = find(page, "1,280.50");
    const currency = page.find((p) => p.y === total.y && p.text === "€");
    expect(currency?.right).toBeLessThanOrEqual(total.left + 0.5);
    expect(text).toContain("الجزء ABCD2345-2");
  });

  it("writes an Arabic packing slip without prices", async () => {
    const [page] = await readPdf(await documentPdf(partDocument("packing_slip", "ar")));
    const text = lines(page);
    expect(text).toContain("قائمة التعبئة");
    expect(text.some((line) => line.includes("تم التغليف"))).toBe(true);
    expect(text.some((line) => line.includes("إجمالي الكمية"))).toBe(true);
    expect(text.join(" ")).not.toMatch(/€|سعر الوحدة/);
  });

  it("writes Hindi in Devanagari", async () => {
    const [page] = await readPdf(await documentPdf(partDocument("packing_slip", "hi")));
    const text = lines(page).join(" ");
    // Pre-base vowel signs come out where they are drawn, before their consonant: words without one.
    for (const word of ["भाग", "भुगतान", "नवंबर", "कुल मात्रा", "उत्पाद", "नीली सूती कमीज़"]) {
      expect(text).toContain(word);
    }
    // Every glyph was found in a font: no character is lost to a blank or a control code.
    expect(text).not.toMatch(/[\u0000-\u001f\ufffd]/);
  });

  it("leaves prices off an English packing slip and counts the items", async () => {
    const [page] = await readPdf(await documentPdf(partDocument("packing_slip", "en")));
    const text = lines(page);
    expect(text).toContain("Packing slip");
    expect(text).toContain("Product Quantity Packed");
    expect(text).toContain("Blue cotton shirt 2");
    expect(text).toContain("Total quantity 3");
    expect(text.join(" ")).not.toMatch(/€|Unit price|Subtotal/);
  });

  it("wraps long product titles inside their column, clear of the quantity", async () => {
    const title = "Handwoven wool blanket with fringes, natural undyed colours, large family size";
    const unbroken = `${"ABCDEFGHIJ".repeat(8)} wallet`;
    const doc = partDocument("invoice", "en");
    doc.lines = [
      { ...doc.lines[0], title },
      { ...doc.lines[1], title: unbroken },
    ];
    const [page] = await readPdf(await documentPdf(doc));
    const quantityColumn = Math.min(
      ...page.filter((p) => p.text === "2" || p.text === "1").map((p) => p.left),
    );
    for (const text of [title, unbroken]) {
      const pieces = page.filter((piece) => piece.text.length > 5 && text.includes(piece.text));
      expect(new Set(pieces.map((piece) => piece.y)).size, text).toBeGreaterThan(1);
      const noSpaces = (t: string) => t.replace(/\s/g, "");
      expect(noSpaces(pieces.map((piece) => piece.text).join(""))).toBe(noSpaces(text));
      for (const piece of pieces) expect(piece.right).toBeLessThan(quantityColumn - 20);
    }
  });

  it("carries a long part over several pages, each with the table head and its page number", async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      title: `Notebook number ${i + 1}`,
      variant: "A5",
      sku: `NB-${i + 1}`,
      quantity: 1,
      unitPrice: 500,
      total: 500,
    }));
    const pages = await readPdf(await documentPdf(partDocument("invoice", "tr", { lines: many })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const text = lines(page);
      expect(text).toContain("Ürün Adet Birim fiyat Toplam");
      expect(text.some((line) => line.endsWith(`Sayfa ${index + 1} / ${pages.length}`))).toBe(true);
    });
    const all = pages.flatMap(lines);
    for (const n of [1, 23, 45])
      expect(all.some((line) => line.startsWith(`Notebook number ${n} `))).toBe(true);
    expect(all.some((line) => line.includes("İndirim"))).toBe(true);
  });
});
