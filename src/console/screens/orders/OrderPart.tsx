import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { messageOf } from "../../../client/api.ts";
import { PICKED_UP, type PartStep } from "../../../lib/console/order-desk-input.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useOrderPart, useStepPart, type OrderPartDetail } from "../../data/orders.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { methodLabel, partStateLabel, paymentLabel, stepLabel, timelineLabel } from "./order-labels.ts";
import { ShipDialog } from "./ShipDialog.tsx";
import { PartDocuments } from "./PartDocuments.tsx";

/** The button that moves a part one step on, by its current status (none once delivered). */
const NEXT_ACTION: Record<number, ConsoleStringKey> = {
  1: "orders.action.confirm",
  2: "orders.action.pickedUp",
  3: "orders.action.onWay",
  4: "orders.action.delivered",
};

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-white p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** One order part: what to ship where, the next step's button, its timeline; admins see the whole order. */
export function OrderPart({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const id = Number(useParams().id);
  const part = useOrderPart(id);
  const step = useStepPart(id);
  const [shipping, setShipping] = useState(false);
  const [notice, setNotice] = useState("");
  const [error, setError] = useState("");
  if (part.isError) return <ErrorNote error={part.error} onRetry={() => void part.refetch()} />;
  if (!part.data)
    return (
      <p role="status" className="p-6">
        {t("app.loading")}
      </p>
    );
  const p: OrderPartDetail = part.data;
  const money = (minor: number) => formatCurrency(minor, lang, p.order.currency);
  const next = p.order.cancelled ? undefined : NEXT_ACTION[p.delivery_status];
  const run = (body: PartStep) =>
    step.mutate(body, {
      onSuccess: (result) => {
        setShipping(false);
        setError("");
        setNotice(t("orders.moved", { status: stepLabel(t, result.delivery_status) }));
      },
      onError: (failure) => setError(messageOf(failure, t("app.error"))),
    });
  const advance = () =>
    p.delivery_status + 1 === PICKED_UP ? setShipping(true) : run({ status: p.delivery_status + 1 });

  return (
    <>
      <PageHeading
        actions={
          <>
            <PartDocuments partId={p.id} />
            {next && (
              <button type="button" className="btn btn-primary" disabled={step.isPending} onClick={advance}>
                {t(next)}
              </button>
            )}
          </>
        }
      >
        {t("orders.part.title", { code: p.code })}
      </PageHeading>
      <p className="mb-2">
        <Link to="/orders" className="text-primary underline">
          {t("orders.back")}
        </Link>
      </p>
      <p role="status" className="mb-2 text-sm text-success" data-testid="part-notice">
        {notice}
      </p>
      {error && !shipping && (
        <p role="alert" className="mb-2 text-sm text-danger">
          {error}
        </p>
      )}
      <dl className="mb-4 grid max-w-3xl grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t("orders.column.status")}</dt>
          <dd data-testid="part-status">{partStateLabel(t, { ...p, cancelled: p.order.cancelled })}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("orders.column.payment")}</dt>
          <dd>
            {paymentLabel(t, p.payment_status)} · {methodLabel(t, p.order.payment_method)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("orders.column.date")}</dt>
          <dd>{new Date(p.order.created_at).toLocaleString(lang)}</dd>
        </div>
        {p.store && (
          <div>
            <dt className="text-muted">{t("orders.column.store")}</dt>
            <dd dir="auto">{p.store.name}</dd>
          </div>
        )}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Box title={t("orders.part.lines")}>
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t("orders.line.product")}
                </th>
                <th scope="col" className="text-end">
                  {t("orders.line.quantity")}
                </th>
                <th scope="col" className="text-end">
                  {t("orders.column.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.lines.map((line) => (
                <tr key={line.id} className="border-t border-line">
                  <td dir="auto">
                    {line.title}
                    {line.variant ? ` (${line.variant})` : ""}
                  </td>
                  <td className="text-end">{line.quantity}</td>
                  <td className="text-end">{money(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
            <dt>{t("orders.part.goods")}</dt>
            <dd className="text-end">{money(p.goods)}</dd>
            <dt>{t("orders.part.shipping")}</dt>
            <dd className="text-end">{money(p.shipping_cost)}</dd>
            <dt>{t("orders.part.discount")}</dt>
            <dd className="text-end">{money(p.discount)}</dd>
            <dt className="font-semibold">{t("orders.column.total")}</dt>
            <dd className="text-end font-semibold">{money(p.total)}</dd>
          </dl>
        </Box>
        <Box title={t("orders.part.shipTo")}>
          <address className="text-sm not-italic" dir="auto">
            {p.ship_to.name}
            <br />
            {p.ship_to.address}
            {p.ship_to.address2 ? `, ${p.ship_to.address2}` : ""}
            <br />
            {[p.ship_to.zip_code, p.ship_to.city, p.ship_to.state, p.ship_to.country]
              .filter(Boolean)
              .join(", ")}
          </address>
          <p className="mt-2 text-sm">
            {t("orders.part.contact")}: <span dir="ltr">{p.customer.email}</span> ·{" "}
            <span dir="ltr">{p.customer.phone}</span>
          </p>
          {p.tracking_number && (
            <p className="mt-2 text-sm" data-testid="part-tracking">
              {t("orders.part.tracking", { carrier: p.carrier ?? "—", number: p.tracking_number })}
              {p.tracking_url && (
                <>
                  {" "}
                  <a
                    href={p.tracking_url}
                    className="text-primary underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t("orders.part.trackingLink")}
                  </a>
                </>
              )}
            </p>
          )}
        </Box>
        <Box title={t("orders.part.timeline")}>
          <ol className="space-y-1 text-sm" data-testid="part-timeline">
            {p.timeline.map((entry, index) => (
              <li key={index}>
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(lang)}</time> ·{" "}
                {timelineLabel(t, entry)}
                {entry.by ? ` · ${entry.by}` : ""}
              </li>
            ))}
          </ol>
        </Box>
        {p.order.parts && me.user.role === "admin" && (
          <Box title={t("orders.part.wholeOrder", { code: p.order.tracking_code })}>
            <ul className="space-y-1 text-sm">
              {p.order.parts.map((other) => (
                <li key={other.id}>
                  {other.id === p.id ? (
                    <span dir="ltr">{other.code}</span>
                  ) : (
                    <Link to={`/orders/${other.id}`} className="text-primary underline">
                      <span dir="ltr">{other.code}</span>
                    </Link>
                  )}{" "}
                  · <span dir="auto">{other.store?.name ?? "—"}</span> · {stepLabel(t, other.delivery_status)}{" "}
                  · {money(other.total)}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm font-semibold">
              {t("orders.column.total")}: {money(p.order.total)}
            </p>
          </Box>
        )}
      </div>
      {shipping && (
        <ShipDialog
          isOpen
          busy={step.isPending}
          error={error}
          onClose={() => {
            setShipping(false);
            setError("");
          }}
          onConfirm={run}
        />
      )}
    </>
  );
}
