import { NavLink } from "react-router";
import { useT } from "../../i18n/strings.tsx";

/** Flash sales and, for admins, vouchers and bundle deals: the screens of Promotions. */
export function PromotionTabs({ admin }: { admin: boolean }) {
  const t = useT();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm ${isActive ? "bg-primary text-white" : "border border-line bg-white text-ink"}`;
  return (
    <nav aria-label={t("nav.promotions")} className="flex gap-2">
      <NavLink to="/promotions/flash-sales" className={tab}>
        {t("promo.flashSales")}
      </NavLink>
      {admin && (
        <NavLink to="/promotions/vouchers" className={tab}>
          {t("promo.vouchers")}
        </NavLink>
      )}
      {admin && (
        <NavLink to="/promotions/bundle-deals" className={tab}>
          {t("promo.bundleDeals")}
        </NavLink>
      )}
    </nav>
  );
}
