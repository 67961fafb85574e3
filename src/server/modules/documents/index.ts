/** Packing slips and invoices of one order part, as a printable HTML page or a PDF. */
export { documentHtml } from "./html.ts";
export { documentPdf } from "./pdf.ts";
export type { DocumentKind, DocumentLine, PartDocument } from "./types.ts";
