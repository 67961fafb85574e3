import { useId } from "react";
import { useLanguage } from "../../i18n/strings.tsx";
import type { SalesDay } from "../../data/dashboard.ts";
import { formatCurrency, formatDay, intlOf } from "../../ui/format.ts";

const WIDTH = 640;
const HEIGHT = 240;
/** Room for the amounts beside the axis, and on the far side. */
const AXIS_SIDE = 72;
const FAR_SIDE = 12;
const TOP = 28;
const BOTTOM = 40;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
/** The days whose dates are written under the bars: a week apart, and the last one (today, kept inside the edge). */
const LABELLED = new Set([0, 7, 14, 21, 29]);

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (1.00 when there were no sales), for round axis steps. */
function roundUp(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Sales per day as bars, drawn in SVG with the console's language for its dates and amounts; time
 * runs with the reading direction (right to left in Arabic). Screen readers get a summary and the
 * figures as a table instead of the drawing.
 */
export function SalesChart({
  days,
  currency,
  timeZone,
}: {
  days: SalesDay[];
  currency: string;
  timeZone: string;
}) {
  const { t, lang, dir } = useLanguage();
  const ids = { title: useId(), summary: useId() };
  const rtl = dir === "rtl";
  const top = roundUp(Math.max(...days.map((d) => d.amount), 0));
  const plotStart = rtl ? FAR_SIDE : AXIS_SIDE;
  const slot = (WIDTH - AXIS_SIDE - FAR_SIDE) / Math.max(days.length, 1);
  const xOf = (index: number) => plotStart + (rtl ? days.length - 1 - index : index) * slot;
  const yOf = (amount: number) => TOP + PLOT_HEIGHT - (amount / top) * PLOT_HEIGHT;
  const axisX = rtl ? WIDTH - AXIS_SIDE : AXIS_SIDE;
  const money = (minor: number, compact = false) => formatCurrency(minor, lang, currency, compact);
  const number = new Intl.NumberFormat(intlOf(lang));
  const total = days.reduce((sum, d) => sum + d.amount, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<SalesDay | null>((b, d) => (d.amount > (b?.amount ?? 0) ? d : b), null);
  const longDay = (date: string) => formatDay(date, lang, { day: "numeric", month: "long", year: "numeric" });
  const summary = best
    ? t("chart.summary", {
        total: money(total),
        orders: number.format(orders),
        day: longDay(best.date),
        best: money(best.amount),
      })
    : t("chart.empty");

  return (
    <figure className="mb-6 max-w-3xl rounded-lg border border-line bg-white p-4" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="text-lg font-semibold">
        {t("chart.title")}
      </h2>
      <p id={ids.summary} className="mb-2 text-sm text-muted">
        {summary} {t("chart.zone", { zone: timeZone })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${ids.title} ${ids.summary}`}
        className="h-auto w-full text-muted"
        direction="ltr"
        data-testid="sales-chart"
      >
        <text x={axisX} y={14} fontSize={12} textAnchor={rtl ? "start" : "end"} fill="currentColor">
          {t("chart.axisSales")}
        </text>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={plotStart}
              x2={plotStart + slot * days.length}
              y1={yOf(top * share)}
              y2={yOf(top * share)}
              stroke="var(--color-line)"
            />
            <text
              x={rtl ? axisX + 6 : axisX - 6}
              y={yOf(top * share) + 4}
              fontSize={11}
              textAnchor={rtl ? "start" : "end"}
              fill="currentColor"
            >
              {money(top * share, true)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.amount / top) * PLOT_HEIGHT;
          return (
            <g key={day.date}>
              <rect
                x={xOf(index) + slot * 0.15}
                y={TOP + PLOT_HEIGHT - height}
                width={slot * 0.7}
                height={height}
                fill="var(--color-primary)"
              >
                <title>{`${longDay(day.date)}: ${money(day.amount)}`}</title>
              </rect>
              {LABELLED.has(index) && (
                <text
                  x={xOf(index) + (index === days.length - 1 ? (rtl ? 0 : slot) : slot / 2)}
                  y={TOP + PLOT_HEIGHT + 16}
                  fontSize={11}
                  textAnchor={index === days.length - 1 ? (rtl ? "start" : "end") : "middle"}
                  fill="currentColor"
                >
                  {formatDay(day.date, lang, { day: "numeric", month: "short" })}
                </text>
              )}
            </g>
          );
        })}
        <text
          x={plotStart + (slot * days.length) / 2}
          y={HEIGHT - 4}
          fontSize={12}
          textAnchor="middle"
          fill="currentColor"
        >
          {t("chart.axisDate")}
        </text>
      </svg>
      <table className="sr-only">
        <caption>{t("chart.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chart.column.date")}</th>
            <th scope="col">{t("chart.column.orders")}</th>
            <th scope="col">{t("chart.column.sales")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date)}</th>
              <td>{number.format(day.orders)}</td>
              <td>{money(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
