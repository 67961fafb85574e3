import Countdown from "../../../features/product/Countdown.tsx";
import { useLanguage } from "../../i18n/strings.tsx";

/**
 * The flash sale's countdown as the shop's sale page shows it (the same island), ticking live; a
 * sale not started yet says when it starts, one switched off says so.
 */
export function CountdownPreview({ start, end, active }: { start: string; end: string; active: boolean }) {
  const { t, lang } = useLanguage();
  const labels = {
    endsIn: t("promo.preview.endsIn"),
    ended: t("promo.preview.ended"),
    format: t("promo.preview.format"),
  };
  const startsLater = start !== "" && Date.parse(start) > Date.now();
  return (
    <section aria-labelledby="flash-preview" className="space-y-2 rounded-md border border-line bg-sand p-3">
      <h3 id="flash-preview" className="text-sm font-semibold">
        {t("promo.preview.title")}
      </h3>
      {!active ? (
        <p>{t("promo.preview.off")}</p>
      ) : end === "" ? (
        <p>{t("promo.preview.noEnd")}</p>
      ) : (
        <>
          {startsLater && (
            <p>
              {t("promo.preview.startsAt", {
                when: new Date(start).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" }),
              })}
            </p>
          )}
          <p
            className="inline-block rounded-full bg-primary px-4 py-2 text-white"
            data-testid="flash-preview"
          >
            <Countdown key={end} end={end} renderedAt={new Date().toISOString()} labels={labels} />
          </p>
        </>
      )}
    </section>
  );
}
