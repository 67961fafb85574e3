import type { PartDocument } from "./types.ts";
import { documentView, type Party } from "./view.ts";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** User text in its own direction island, so a Latin title sits right inside an Arabic page. */
const bdi = (text: string) => `<bdi>${escape(text)}</bdi>`;

const lines = (values: string[]) => values.map(bdi).join("<br>");

const party = (p: Party) =>
  `<section class="party"><h2>${escape(p.heading)}</h2><p><strong>${bdi(p.name)}</strong><br>${lines(p.lines)}</p></section>`;

const STYLE = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans", "IBM Plex Sans Arabic", "Noto Sans Arabic", "Noto Sans Devanagari", system-ui, sans-serif; color: #111; }
body { margin: 0; font-size: 10.5pt; line-height: 1.45; }
.sheet { max-width: 182mm; margin-inline: auto; padding-block: 10mm; }
header { display: flex; justify-content: space-between; gap: 8mm; border-block-end: 2px solid #111; padding-block-end: 4mm; }
.shop strong { font-size: 13pt; }
.shop p, .party p { margin: 0; }
h1 { margin: 0 0 2mm; font-size: 20pt; text-align: end; }
.facts { display: grid; grid-template-columns: auto auto; gap: 0.5mm 4mm; margin: 0; }
.facts dt { color: #555; text-align: end; }
.facts dd { margin: 0; font-weight: 600; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin-block: 6mm; }
.party h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: 0.04em; color: #555; margin: 0 0 1mm; }
table { width: 100%; border-collapse: collapse; }
th { text-align: start; font-size: 9pt; color: #555; border-block-end: 1px solid #111; padding: 1.5mm 2mm; }
td { border-block-end: 1px solid #ccc; padding: 2mm; vertical-align: top; }
.num { text-align: end; white-space: nowrap; }
.detail { color: #555; font-size: 9pt; }
.box { display: inline-block; inline-size: 4.5mm; block-size: 4.5mm; border: 1px solid #111; }
tfoot td { border: 0; padding-block: 1mm; }
tfoot tr:last-child td { font-weight: 700; font-size: 12pt; border-block-start: 1px solid #111; }
.note { margin-block-start: 8mm; color: #333; }
tr { break-inside: avoid; }
@media print { .sheet { padding: 0; max-width: none; } }
`;

/** The part's packing slip or invoice as one printable page, with no outside resource. */
export function documentHtml(doc: PartDocument): string {
  const view = documentView(doc);
  const invoice = view.kind === "invoice";
  const head = invoice
    ? `<th>${escape(view.labels.product)}</th><th class="num">${escape(view.labels.quantity)}</th><th class="num">${escape(view.labels.unitPrice)}</th><th class="num">${escape(view.labels.total)}</th>`
    : `<th>${escape(view.labels.product)}</th><th class="num">${escape(view.labels.quantity)}</th><th class="num">${escape(view.labels.packed)}</th>`;
  const body = view.rows
    .map((row) => {
      const product = `<td>${bdi(row.title)}${row.detail ? `<div class="detail">${bdi(row.detail)}</div>` : ""}</td>`;
      const cells = invoice
        ? `<td class="num">${bdi(row.quantity)}</td><td class="num">${bdi(row.unitPrice)}</td><td class="num">${bdi(row.total)}</td>`
        : `<td class="num">${bdi(row.quantity)}</td><td class="num"><span class="box"></span></td>`;
      return `<tr>${product}${cells}</tr>`;
    })
    .join("");
  const foot = invoice
    ? view.totals
        .map(
          (r) =>
            `<tr><td colspan="3" class="num">${escape(r.label)}</td><td class="num">${bdi(r.value)}</td></tr>`,
        )
        .join("")
    : `<tr><td class="num">${escape(view.labels.totalQuantity)}</td><td class="num">${bdi(view.totalQuantity)}</td><td></td></tr>`;
  const facts = view.facts.map((f) => `<dt>${escape(f.label)}</dt><dd>${bdi(f.value)}</dd>`).join("");
  return `<!doctype html>
<html lang="${view.lang}" dir="${view.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(view.title)} ${escape(doc.order.partNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
<header>
<div class="shop"><strong>${bdi(view.shopName)}</strong><p>${lines(view.shopLines)}</p></div>
<div><h1>${escape(view.title)}</h1><dl class="facts">${facts}</dl></div>
</header>
<div class="parties">${party(view.soldBy)}${party(view.shipTo)}</div>
<table>
<thead><tr>${head}</tr></thead>
<tbody>${body}</tbody>
<tfoot>${foot}</tfoot>
</table>
<p class="note">${escape(view.labels.note)}</p>
</main>
</body>
</html>
`;
}
