import { useEffect, useState, type FormEvent } from "react";
import type { Lang } from "../../i18n/locales.ts";
import { messageOf } from "../../client/api.ts";
import { translator, type Strings } from "../../i18n/interpolate.ts";
import { orderDate } from "./order-view.ts";
import { orderStatusKey } from "../../lib/order-view.ts";
import { trackOrder } from "./orders-api.ts";
import StatusSteps from "./StatusSteps.tsx";
import TrackingParts from "./TrackingParts.tsx";
import type { Tracking } from "./types.ts";

interface Props {
  lang: Lang;
  strings: Strings;
  initialCode: string;
}

/** Tracking code → the order's status steps, history and parts (result at most 700px wide). */
export default function TrackOrder({ lang, strings, initialCode }: Props) {
  const t = translator(strings, lang);
  const [code, setCode] = useState(initialCode);
  const [result, setResult] = useState<Tracking | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function look(text: string) {
    if (!text.trim()) return setError(t("validation.required", { type: t("checkout.track.code") }));
    setBusy(true);
    setError("");
    try {
      setResult(await trackOrder(text.trim()));
    } catch (failure) {
      setResult(null);
      setError(messageOf(failure, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (initialCode) void look(initialCode);
    // Runs once on load.
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void look(code);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="flex max-w-[700px] flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="tracking-code" className="block text-sm font-medium text-ink">
            {t("checkout.track.code")}
          </label>
          <input
            id="tracking-code"
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="h-11 w-full rounded-md border border-line bg-white px-3 uppercase"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "tracking-error" : undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="track-submit">
          {t("checkout.track.submit")}
        </button>
      </form>
      {error && (
        <p id="tracking-error" role="alert" className="text-danger">
          {error}
        </p>
      )}
      {result && (
        <section
          className="max-w-[700px] space-y-5 rounded-lg border border-line bg-white p-5"
          data-testid="tracking-result"
          aria-live="polite"
        >
          <div className="flex flex-wrap justify-between gap-2">
            <p className="font-medium text-ink">
              <span dir="ltr">{result.tracking_code}</span>
            </p>
            <p className="text-sm text-muted">{orderDate(result.date, lang)}</p>
          </div>
          <p className="text-ink" data-testid="tracking-status">
            {t("checkout.orders.status")}: <strong>{t(orderStatusKey(result))}</strong>
          </p>
          <StatusSteps steps={result.steps} cancelled={result.cancelled} refunded={result.refunded} t={t} />
          <TrackingParts result={result} lang={lang} t={t} />
        </section>
      )}
    </div>
  );
}
