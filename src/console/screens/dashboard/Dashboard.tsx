import { Link } from "react-router";
import { useT } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useProductList, type ProductListView } from "../../data/products.ts";
import { PageHeading } from "../../ui/PageHeading.tsx";

const COUNT_ONLY: ProductListView = {
  page: "1",
  per_page: "1",
  sort: "",
  q: "",
  status: "",
  store_id: "",
  low_stock: "",
};

/** A count that links to the table showing exactly those rows. */
function CountCard({ label, view, to }: { label: string; view: Partial<ProductListView>; to: string }) {
  const list = useProductList({ ...COUNT_ONLY, ...view });
  return (
    <li>
      <Link to={to} className="block rounded-lg border border-line bg-white p-4 hover:border-primary">
        <span className="block text-3xl font-semibold">{list.data?.total ?? "…"}</span>
        <span className="text-sm text-muted">{label}</span>
      </Link>
    </li>
  );
}

/** The first screen: who you are and what is waiting for you. */
export function Dashboard({ me }: { me: NonNullable<Me> }) {
  const t = useT();
  const products = me.capabilities.includes("products.manage");
  return (
    <>
      <PageHeading>{t("dashboard.title")}</PageHeading>
      <p className="mb-2">{t("dashboard.welcome", { name: me.user.name })}</p>
      {me.store && <p className="mb-4 text-muted">{t("dashboard.store", { name: me.store.name })}</p>}
      {products && (
        <ul className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <CountCard label={t("dashboard.lowStock")} view={{ low_stock: "1" }} to="/products?low_stock=1" />
          {me.capabilities.includes("products.approve") && (
            <CountCard
              label={t("dashboard.submitted")}
              view={{ status: "submitted" }}
              to="/products?status=submitted"
            />
          )}
        </ul>
      )}
    </>
  );
}
