import PDFDocument from "pdfkit";
import { fontFaces, mapRtlLigaturesVisually } from "./pdf-fonts.ts";
import { drawText, lineHeight, measureText, type TextBox, type TextStyle } from "./pdf-text.ts";
import type { PartDocument } from "./types.ts";
import { documentView, type DocumentView, type Party } from "./view.ts";

/** A4 in points; the layout below keeps its own margins, so PDFKit never adds a page by itself. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y a table row may reach: below it sits each page's footer. */
const BOTTOM = PAGE.height - PAGE.margin - 28;
const PADDING = 4;
const GREY = "#555555";

interface Column {
  start: number;
  width: number;
  align: "start" | "end";
}

/** The part's packing slip or invoice as an A4 PDF, laid out in the language's direction. */
export async function documentPdf(doc: PartDocument): Promise<Buffer> {
  const view = documentView(doc);
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    lang: view.lang,
    displayTitle: true,
    info: { Title: `${view.title} ${doc.order.partNumber}`, Author: view.shopName },
  });
  const { regular, bold } = fontFaces();
  for (const face of [...regular, ...bold]) pdf.registerFont(face.name, face.data);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  new Sheet(pdf, view, doc.order.partNumber).draw();
  mapRtlLigaturesVisually(pdf);
  pdf.end();
  return finished;
}

/** Draws one document, top to bottom; positions are given from the reading start and mirrored here. */
class Sheet {
  private y = PAGE.margin;
  private readonly pdf: PDFKit.PDFDocument;
  private readonly view: DocumentView;
  private readonly partNumber: string;
  private readonly columns: Column[];

  constructor(pdf: PDFKit.PDFDocument, view: DocumentView, partNumber: string) {
    this.pdf = pdf;
    this.view = view;
    this.partNumber = partNumber;
    this.columns =
      view.kind === "invoice"
        ? [
            { start: 0, width: WIDTH - 250, align: "start" },
            { start: WIDTH - 250, width: 60, align: "end" },
            { start: WIDTH - 190, width: 95, align: "end" },
            { start: WIDTH - 95, width: 95, align: "end" },
          ]
        : [
            { start: 0, width: WIDTH - 150, align: "start" },
            { start: WIDTH - 150, width: 75, align: "end" },
            { start: WIDTH - 75, width: 75, align: "end" },
          ];
  }

  draw(): void {
    this.header();
    this.parties();
    this.table();
    this.y += 18;
    this.text(this.view.labels.note, { start: 0, width: WIDTH, align: "start" }, { size: 9.5, color: GREY });
    this.footers();
  }

  /** The physical box of a stretch `start`..`start + width` counted from the reading start. */
  private box(column: Column, style: TextStyle): TextBox {
    const x =
      this.view.dir === "rtl"
        ? PAGE.margin + WIDTH - column.start - column.width
        : PAGE.margin + column.start;
    return { ...style, x, width: column.width, align: column.align, dir: this.view.dir };
  }

  private text(text: string, column: Column, style: TextStyle, y = this.y): number {
    return drawText(this.pdf, text, this.box(column, style), y);
  }

  private rule(y: number, width: number, color = "#111111"): void {
    this.pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  private header(): void {
    const left: Column = { start: 0, width: WIDTH - 280, align: "start" };
    let y = this.y;
    y += this.text(this.view.shopName, left, { size: 14, bold: true }, y);
    for (const line of this.view.shopLines) y += this.text(line, left, { size: 9, color: GREY }, y);

    // Title and facts at the end side; a fact's label and value share a size, so share a baseline.
    const title: Column = { start: WIDTH - 260, width: 260, align: "end" };
    const label: Column = { start: WIDTH - 260, width: 85, align: "start" };
    const value: Column = { start: WIDTH - 175, width: 175, align: "end" };
    let right = this.y;
    right += this.text(this.view.title, title, { size: 20, bold: true }, right) + 4;
    for (const fact of this.view.facts) {
      const labelHeight = this.text(fact.label, label, { size: 9.5, color: GREY }, right);
      right += Math.max(labelHeight, this.text(fact.value, value, { size: 9.5, bold: true }, right));
    }
    this.y = Math.max(y, right) + 8;
    this.rule(this.y, 1.5);
    this.y += 14;
  }

  private parties(): void {
    const width = (WIDTH - 24) / 2;
    const heights = [this.view.soldBy, this.view.shipTo].map((party, index) =>
      this.party(party, { start: index * (width + 24), width, align: "start" }),
    );
    this.y += Math.max(...heights) + 16;
  }

  private party(party: Party, column: Column): number {
    let y = this.y;
    y += this.text(party.heading, column, { size: 8.5, bold: true, color: GREY }, y);
    y += this.text(party.name, column, { size: 10.5, bold: true }, y);
    for (const line of party.lines) y += this.text(line, column, { size: 9.5 }, y);
    return y - this.y;
  }

  private cell(index: number): Column {
    const column = this.columns[index];
    return { start: column.start + PADDING, width: column.width - 2 * PADDING, align: column.align };
  }

  private tableHead(): void {
    const { labels, kind } = this.view;
    const titles =
      kind === "invoice"
        ? [labels.product, labels.quantity, labels.unitPrice, labels.total]
        : [labels.product, labels.quantity, labels.packed];
    const style = { size: 8.5, bold: true, color: GREY };
    const height = Math.max(...titles.map((title, i) => this.text(title, this.cell(i), style)));
    this.y += height + 3;
    this.rule(this.y, 1);
    this.y += PADDING;
  }

  private table(): void {
    this.tableHead();
    const invoice = this.view.kind === "invoice";
    for (const row of this.view.rows) {
      const title = { size: 10 };
      const detail = { size: 8.5, color: GREY };
      const productHeight =
        measureText(this.pdf, row.title, this.box(this.cell(0), title)) +
        (row.detail ? measureText(this.pdf, row.detail, this.box(this.cell(0), detail)) : 0);
      const height = Math.max(productHeight, lineHeight(title)) + 2 * PADDING;
      if (this.y + height > BOTTOM) {
        this.pdf.addPage();
        this.y = PAGE.margin;
        this.tableHead();
      }
      const top = this.y + PADDING / 2;
      const used = this.text(row.title, this.cell(0), title, top);
      if (row.detail) this.text(row.detail, this.cell(0), detail, top + used);
      this.text(row.quantity, this.cell(1), title, top);
      if (invoice) {
        this.text(row.unitPrice, this.cell(2), title, top);
        this.text(row.total, this.cell(3), title, top);
      } else {
        this.checkbox(this.cell(2), top);
      }
      this.y += height;
      this.rule(this.y - PADDING, 0.5, "#cccccc");
    }
    this.y += PADDING;
    if (invoice) this.totals();
    else this.totalQuantity();
  }

  /** An empty square at the end of the cell, ticked by hand when the item goes into the parcel. */
  private checkbox(cell: Column, top: number): void {
    const side = 10;
    const { x, width } = this.box(cell, { size: 10 });
    const left = this.view.dir === "rtl" ? x : x + width - side;
    this.pdf
      .rect(left, top + 2, side, side)
      .lineWidth(0.8)
      .strokeColor("#111111")
      .stroke();
  }

  private totalQuantity(): void {
    const style = { size: 10.5, bold: true };
    if (this.y + lineHeight(style) > BOTTOM) this.newPage();
    this.text(this.view.labels.totalQuantity, { ...this.cell(0), align: "end" }, style);
    this.y += this.text(this.view.totalQuantity, this.cell(1), style);
  }

  private totals(): void {
    const label = {
      start: this.columns[1].start,
      width: this.columns[1].width + this.columns[2].width,
      align: "end" as const,
    };
    const rows = this.view.totals;
    if (this.y + rows.length * lineHeight({ size: 12 }) + 8 > BOTTOM) this.newPage();
    rows.forEach((row, index) => {
      const last = index === rows.length - 1;
      const style = last ? { size: 12, bold: true } : { size: 10 };
      if (last) {
        this.y += 3;
        this.rule(this.y, 1);
        this.y += 4;
      }
      this.text(
        row.label,
        { ...label, start: label.start + PADDING, width: label.width - 2 * PADDING },
        style,
      );
      this.y += this.text(row.value, this.cell(3), style);
    });
  }

  private newPage(): void {
    this.pdf.addPage();
    this.y = PAGE.margin;
  }

  /** The part number and "page n of m" at the foot of every page. */
  private footers(): void {
    const { start, count } = this.pdf.bufferedPageRange();
    const style = { size: 8, color: GREY };
    const y = PAGE.height - PAGE.margin - 10;
    for (let page = start; page < start + count; page++) {
      this.pdf.switchToPage(page);
      this.text(
        `${this.view.title} ${this.partNumber}`,
        { start: 0, width: WIDTH / 2, align: "start" },
        style,
        y,
      );
      this.text(
        this.view.pageLabel(page - start + 1, count),
        { start: WIDTH / 2, width: WIDTH / 2, align: "end" },
        style,
        y,
      );
    }
  }
}
