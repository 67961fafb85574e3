import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/strings.tsx";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import type { Me } from "../../data/me.ts";
import { useDashboard, type DashboardData } from "../../data/dashboard.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { formatCurrency, intlOf } from "../../ui/format.ts";
import { SalesChart } from "./SalesChart.tsx";

/** One figure; with `to`, a link to the table that lists exactly those rows. */
function Figure({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: string;
  detail?: string;
  to?: string;
}) {
  const body = (
    <>
      <span className="block text-3xl font-semibold">{value}</span>
      <span className="block text-sm text-muted">{label}</span>
      {detail && <span className="mt-1 block text-sm">{detail}</span>}
    </>
  );
  const box = "block h-full rounded-lg border border-line bg-white p-4";
  return (
    <li>
      {to ? (
        <Link to={to} className={`${box} hover:border-primary focus-visible:outline-2`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <ul className="grid max-w-3xl gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

const CATALOGUE: {
  key: keyof NonNullable<DashboardData["catalogue"]>;
  label: ConsoleStringKey;
  to?: string;
}[] = [
  { key: "categories", label: "dashboard.categories", to: "/taxonomy/categories" },
  { key: "sub_categories", label: "dashboard.subCategories" },
  { key: "brands", label: "dashboard.brands" },
  { key: "collections", label: "dashboard.collections" },
  { key: "tags", label: "dashboard.tags" },
  { key: "attributes", label: "dashboard.attributes" },
];

/** The orders list narrowed to one day (the dashboard's today, in the shop's days). */
const todayOrders = (day: string | undefined) => (day ? `/orders?from=${day}&to=${day}` : "/orders");

/** The first screen: what happened today, what waits, and the last 30 days' sales, as far as the role reaches. */
export function Dashboard({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const dashboard = useDashboard();
  const number = (n: number) => new Intl.NumberFormat(intlOf(lang)).format(n);
  const data = dashboard.data;
  return (
    <>
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <p className="mb-2">{t("dashboard.welcome", { name: me.user.name })}</p>
      {me.store && <p className="mb-4 text-muted">{t("dashboard.store", { name: me.store.name })}</p>}
      {dashboard.isError && <ErrorNote error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.isPending && <p role="status">{t("app.loading")}</p>}
      {data && (data.sales || data.products) && (
        <Section title={data.scope === "store" ? t("dashboard.yourStore") : t("dashboard.wholeShop")}>
          {data.sales && (
            <Figure
              label={t("dashboard.ordersToday")}
              value={number(data.sales.today.orders)}
              to={todayOrders(data.sales.days.at(-1)?.date)}
              detail={t("dashboard.salesToday", {
                amount: formatCurrency(data.sales.today.amount, lang, data.currency),
              })}
            />
          )}
          {data.products && (
            <>
              <Figure
                label={t("dashboard.lowStock")}
                value={number(data.products.low_stock)}
                to="/products?low_stock=1"
              />
              <Figure
                label={t("dashboard.submitted")}
                value={number(data.products.submitted)}
                to="/products?status=submitted"
              />
            </>
          )}
        </Section>
      )}
      {data && (data.seller_applications !== null || data.new_reviews !== null) && (
        <Section title={t("dashboard.toLookAt")}>
          {data.seller_applications !== null && (
            <Figure
              label={t("dashboard.applications")}
              value={number(data.seller_applications)}
              to="/seller-applications"
            />
          )}
          {data.new_reviews !== null && (
            <Figure label={t("dashboard.newReviews")} value={number(data.new_reviews)} />
          )}
        </Section>
      )}
      {data?.sales && (
        <SalesChart days={data.sales.days} currency={data.currency} timeZone={data.time_zone} />
      )}
      {data?.catalogue && (
        <Section title={t("dashboard.catalogue")}>
          {CATALOGUE.map(({ key, label, to }) => (
            <Figure key={key} label={t(label)} value={number(data.catalogue?.[key] ?? 0)} to={to} />
          ))}
        </Section>
      )}
    </>
  );
}
