import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "../accounts/index.ts";
import { documentHtml, documentPdf } from "../documents/index.ts";
import { partDocument } from "./desk-documents.ts";

const document = createRoute({
  security: signedIn,
  tags: ["Console"],
  method: "get",
  path: "/console/order-parts/{id}/documents/{kind}",
  summary: "A part's packing slip or invoice, as a printable page or a PDF, in the order's language",
  description:
    "Shop, store, ship-to address and lines of the part; Arabic right to left. Same access as the part.",
  request: {
    headers: languageHeaders,
    params: z.object({ id: idField, kind: z.enum(["packing-slip", "invoice"]) }),
    query: z.object({
      format: z.enum(["html", "pdf"]).default("html").openapi({ description: "pdf: an A4 file to download" }),
    }),
  },
  responses: {
    200: {
      description: "The document",
      content: {
        "text/html": { schema: z.string() },
        "application/pdf": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    ...failures(401, 403, 404, 422, 500),
  },
});

export function partDocumentRoutes(app: ApiApp): void {
  app.openapi(document, async (c) => {
    const actor = await consoleActor(c.var.ctx, "orders.manage");
    const { id, kind } = c.req.valid("param");
    const doc = await partDocument(c.var.ctx, actor, id, kind === "invoice" ? "invoice" : "packing_slip");
    const name = `${kind}-${doc.order.partNumber}`;
    const privately = { "cache-control": "private, no-store" };
    if (c.req.valid("query").format === "pdf") {
      const pdf = await documentPdf(doc);
      return c.body(new Uint8Array(pdf), 200, {
        ...privately,
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${name}.pdf"`,
      }) as never;
    }
    return c.body(documentHtml(doc), 200, {
      ...privately,
      "content-type": "text/html; charset=utf-8",
      // The page is shop data put into HTML: nothing in it may run or load, only its own style apply.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "content-disposition": `inline; filename="${name}.html"`,
    }) as never;
  });
}
