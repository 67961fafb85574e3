import { useState } from "react";
import { Link, useParams } from "react-router";
import { messageOf } from "../../../client/api.ts";
import { codeLabel } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useReturn, useReturnStep, type ReturnStep } from "../../data/returns.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { ReasonDialog } from "../../ui/ReasonDialog.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { RefundDialog } from "./RefundDialog.tsx";

/** One return: what comes back and why, and the step its status allows (approve or reject, receive, refund). */
export function ReturnDetail() {
  const { t, lang } = useLanguage();
  const id = Number(useParams().id);
  const shown = useReturn(id);
  const step = useReturnStep(id);
  const [notice, setNotice] = useState("");
  const [rejecting, setRejecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [restock, setRestock] = useState(true);
  if (shown.isError) return <ErrorNote error={shown.error} onRetry={() => void shown.refetch()} />;
  const ret = shown.data;
  if (!ret)
    return (
      <p role="status" className="p-6">
        {t("app.loading")}
      </p>
    );
  const amount = formatCurrency(ret.refund_amount, lang, ret.currency);
  const run = (action: ReturnStep, done: string) =>
    step.mutate(action, {
      onSuccess: (after) => {
        if (action.step !== "refund") return setNotice(done);
        setRefunding(false);
        // A second press may answer "on its way" after the first answered "refunded": the refund stands.
        const refunded = after.status === "refunded";
        setNotice((shown) => (refunded || shown === done ? done : t("returns.refundPending")));
      },
      onError: (error) => setNotice(messageOf(error, t("app.error"))),
    });
  const fact = (label: string, value: string | null) =>
    value ? (
      <div className="flex gap-2">
        <dt className="font-semibold">{label}</dt>
        <dd dir="auto">{value}</dd>
      </div>
    ) : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/returns" className="underline">
          {t("returns.back")}
        </Link>
      </p>
      <PageHeading>{t("returns.detailTitle", { id: ret.id, code: ret.part_code })}</PageHeading>
      <p role="status" className="mb-2 text-sm">
        {/* Only the last press's answer reaches onSuccess; the return read again tells the outcome. */}
        {notice === t("returns.refundPending") && ret.status === "refunded" ? t("returns.refunded") : notice}
      </p>
      <dl className="mb-4 grid gap-1 text-sm">
        {fact(t("returns.column.status"), codeLabel(t, "returnStatus", ret.status))}
        {fact(t("returns.column.customer"), `${ret.customer.name} <${ret.customer.email}>`)}
        {fact(t("returns.column.store"), ret.store?.name ?? null)}
        {fact(t("returns.reason"), ret.reason)}
        {fact(t("returns.rejection"), ret.rejection_reason)}
        {fact(t("returns.column.amount"), amount)}
        {ret.restock !== null && fact(t("returns.restocked"), t(ret.restock ? "returns.yes" : "returns.no"))}
        {ret.refund &&
          fact(
            t("returns.refund"),
            `${formatCurrency(ret.refund.amount, lang, ret.currency)} · ${codeLabel(t, "refundStatus", ret.refund.status)}${ret.refund.manual_reference ? ` · ${ret.refund.manual_reference}` : ""}`,
          )}
      </dl>
      <table className="mb-4 text-sm">
        <caption className="text-start font-semibold">{t("returns.lines")}</caption>
        <thead>
          <tr>
            <th scope="col" className="pe-4 text-start">
              {t("returns.item")}
            </th>
            <th scope="col" className="pe-4 text-start">
              {t("returns.column.units")}
            </th>
            <th scope="col" className="text-start">
              {t("returns.unitPrice")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ret.lines.map((line) => (
            <tr key={line.order_item_id}>
              <td className="pe-4" dir="auto">
                {line.title}
                {line.variant ? ` (${line.variant})` : ""}
              </td>
              <td className="pe-4">{line.quantity}</td>
              <td>{formatCurrency(line.unit_price, lang, ret.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {ret.pictures.length > 0 && (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t("returns.pictures")}>
          {ret.pictures.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={t("returns.picture", { n: index + 1 })}
                  className="h-24 w-24 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {ret.status === "requested" && (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => run({ step: "approve" }, t("returns.approved"))}
            >
              {t("returns.approve")}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setRejecting(true)}>
              {t("returns.reject")}
            </button>
          </>
        )}
        {ret.status === "approved" && (
          <>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={restock}
                onChange={(event) => setRestock(event.target.checked)}
              />
              {t("returns.restock")}
            </label>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => run({ step: "receive", restock }, t("returns.receivedDone"))}
            >
              {t("returns.receive")}
            </button>
          </>
        )}
        {ret.status === "received" && (
          <button type="button" className="btn btn-primary" onClick={() => setRefunding(true)}>
            {t("returns.refundButton", { amount })}
          </button>
        )}
      </div>
      <ReasonDialog
        title={t("returns.rejectTitle", { id: ret.id })}
        confirm={t("returns.reject")}
        isOpen={rejecting}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          run({ step: "reject", reason }, t("returns.rejected"));
        }}
      />
      {refunding && (
        <RefundDialog
          returnId={ret.id}
          amount={amount}
          manual={ret.manual_refund}
          busy={step.isPending}
          onClose={() => setRefunding(false)}
          onConfirm={(input) => run({ step: "refund", ...input }, t("returns.refunded"))}
        />
      )}
    </>
  );
}
