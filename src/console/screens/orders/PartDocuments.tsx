import { useT } from "../../i18n/strings.tsx";
import type { ConsoleStringKey } from "../../i18n/en.ts";

const KINDS: { kind: string; label: ConsoleStringKey; pdf: ConsoleStringKey }[] = [
  { kind: "packing-slip", label: "orders.documents.packingSlip", pdf: "orders.documents.packingSlipPdf" },
  { kind: "invoice", label: "orders.documents.invoice", pdf: "orders.documents.invoicePdf" },
];

/** The part's packing slip and invoice: the printable page opens in a new tab, the PDF downloads. */
export function PartDocuments({ partId }: { partId: number }) {
  const t = useT();
  return (
    <>
      {KINDS.map(({ kind, label, pdf }) => {
        const url = `/api/v1/console/order-parts/${partId}/documents/${kind}`;
        return (
          <span key={kind} className="inline-flex gap-2">
            <a href={url} target="_blank" rel="noopener" className="btn btn-outline">
              {t(label)}
              <span className="sr-only"> {t("orders.documents.newTab")}</span>
            </a>
            <a href={`${url}?format=pdf`} download className="btn btn-outline">
              {t(pdf)}
            </a>
          </span>
        );
      })}
    </>
  );
}
