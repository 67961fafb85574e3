import type { Lang } from "../../i18n/locales.ts";
import { trackingTimelines } from "./order-view.ts";
import PartCard from "./PartCard.tsx";
import Timeline from "./Timeline.tsx";
import type { Tracking, Translate } from "./types.ts";

interface Props {
  result: Tracking;
  lang: Lang;
  t: Translate;
}

/**
 * The tracking page below the order's steps: what happened to the whole order, then each store's part
 * (steps, carrier and tracking, timeline). An order of one part reads as one timeline in its card.
 */
export default function TrackingParts({ result, lang, t }: Props) {
  const { history, parts } = trackingTimelines(result);
  return (
    <>
      {history.length > 0 && (
        <div>
          <h2 className="mb-2 font-medium text-ink">{t("checkout.track.history")}</h2>
          <Timeline history={history} lang={lang} t={t} testId="tracking-history" />
        </div>
      )}
      {parts.map((part) => (
        <PartCard
          key={part.id}
          part={part}
          only={parts.length === 1}
          cancelled={result.cancelled}
          lang={lang}
          t={t}
        />
      ))}
    </>
  );
}
