import type { ReactNode } from "react";
import type { Lang } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";
import { links } from "../../lib/links.ts";
import { trackingHref } from "./order-view.ts";
import StatusSteps from "./StatusSteps.tsx";
import Timeline from "./Timeline.tsx";
import type { TrackedPart, Translate } from "./types.ts";

const PICKED_UP = 3;

interface Props {
  part: TrackedPart;
  /** The order's only part: its steps and code are the order's, already shown above the card. */
  only: boolean;
  cancelled: boolean;
  lang: Lang;
  t: Translate;
  /** The part's lines and amounts (the order page; the tracking page shows none). */
  children?: ReactNode;
  /** Actions on the part, at the foot of the card (e.g. returning delivered items). */
  actions?: ReactNode;
}

/** One store's shipment of an order: the store, its steps, carrier and tracking, and its own timeline. */
export default function PartCard({ part, only, cancelled, lang, t, children, actions }: Props) {
  const headingId = `part-${part.id}`;
  const storeName = part.store?.name ?? t("checkout.part.store");
  const href = trackingHref(part.tracking_url);
  const shipped = part.carrier || part.tracking_number;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-line bg-white p-5"
      data-testid="order-part"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl text-ink" data-testid="part-store">
          {part.store ? (
            <a href={localizePath(links.store(part.store.slug), lang)} className="hover:underline">
              {storeName}
            </a>
          ) : (
            storeName
          )}
        </h2>
        {!only && (
          <p className="text-sm text-muted">
            {t("checkout.part.code", { code: "" })}
            <span dir="ltr" data-testid="part-code">
              {part.code}
            </span>
          </p>
        )}
      </div>
      {!only && (
        <StatusSteps
          steps={part.steps}
          cancelled={cancelled}
          refunded={false}
          t={t}
          label={t("checkout.part.steps", { store: storeName })}
          testId="part-steps"
        />
      )}
      {shipped ? (
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm" data-testid="part-shipment">
          {part.carrier && (
            <div>
              <dt className="text-muted">{t("checkout.part.carrier")}</dt>
              <dd className="font-medium text-ink">{part.carrier}</dd>
            </div>
          )}
          {part.tracking_number && (
            <div>
              <dt className="text-muted">{t("checkout.part.trackingNumber")}</dt>
              <dd className="font-medium text-ink">
                {href ? (
                  <a href={href} rel="noopener noreferrer" className="text-primary underline" dir="ltr">
                    {part.tracking_number}
                  </a>
                ) : (
                  <span dir="ltr">{part.tracking_number}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        part.delivery_status < PICKED_UP &&
        !cancelled && <p className="text-sm text-muted">{t("checkout.part.notShipped")}</p>
      )}
      {children}
      {part.history.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-ink">{t("checkout.track.history")}</h3>
          <Timeline history={part.history} lang={lang} t={t} testId="part-timeline" />
        </div>
      )}
      {actions && (
        <div className="border-t border-line pt-4" data-testid="part-actions">
          {actions}
        </div>
      )}
    </section>
  );
}
