import { Route, Routes } from "react-router";
import { ApiError } from "../../client/api.ts";
import { useT } from "../i18n/strings.tsx";
import { useMe } from "../data/me.ts";
import { allows, reloadToSignIn, signedInNow } from "./paths.ts";
import { Shell } from "../ui/Shell.tsx";
import { PageHeading } from "../ui/PageHeading.tsx";
import { ErrorNote } from "../ui/ErrorNote.tsx";
import { NoAccess } from "../screens/NoAccess.tsx";
import { Dashboard } from "../screens/dashboard/Dashboard.tsx";
import { ProductList } from "../screens/products/ProductList.tsx";
import { ProductEditor } from "../screens/products/ProductEditor.tsx";
import { StockScreen } from "../screens/products/StockScreen.tsx";
import { AuditLog } from "../screens/audit/AuditLog.tsx";
import { ReturnList } from "../screens/returns/ReturnList.tsx";
import { ReturnDetail } from "../screens/returns/ReturnDetail.tsx";
import { SellerApplications } from "../screens/sellers/SellerApplications.tsx";
import { Categories } from "../screens/taxonomy/Categories.tsx";
import { ImportExport } from "../screens/imports/ImportExport.tsx";
import { NamedList } from "../screens/taxonomy/NamedList.tsx";
import { Attributes } from "../screens/taxonomy/Attributes.tsx";
import { BannerList } from "../screens/content/BannerList.tsx";
import { BannerEditor } from "../screens/content/BannerEditor.tsx";
import { HomeContent } from "../screens/content/HomeContent.tsx";
import { RebuildAll } from "../screens/content/RebuildAll.tsx";
import { CustomScripts } from "../screens/content/CustomScripts.tsx";
import { PageList } from "../screens/content/PageList.tsx";
import { NewPage, PageEditor } from "../screens/content/PageEditor.tsx";
import { RedirectList } from "../screens/content/RedirectList.tsx";
import { MenuLinks } from "../screens/content/menus/MenuLinks.tsx";
import { OrderList } from "../screens/orders/OrderList.tsx";
import { OrderPart } from "../screens/orders/OrderPart.tsx";
import { MoneyScreen, StoreMoneyScreen } from "../screens/money/MoneyScreen.tsx";
import { Commission } from "../screens/money/Commission.tsx";
import { Settings, SettingsNoAccess } from "../screens/settings/Settings.tsx";
import { FlashSales } from "../screens/promotions/FlashSales.tsx";
import { Vouchers } from "../screens/promotions/Vouchers.tsx";
import { BundleDeals } from "../screens/promotions/BundleDeals.tsx";
import { People } from "../screens/people/People.tsx";
import { Reviews } from "../screens/reviews/Reviews.tsx";
import { Messages } from "../screens/inbox/Messages.tsx";
import { Newsletter } from "../screens/inbox/Newsletter.tsx";
import { Translations } from "../screens/translations/Translations.tsx";

function NotFound() {
  const t = useT();
  return <PageHeading>{t("app.notFound")}</PageHeading>;
}

/** The screens the signed-in person may use; anybody else is sent to sign in or told there is no access. */
export function ConsoleRoutes() {
  const t = useT();
  const me = useMe();
  if (me.isPending)
    return (
      <p className="p-6" role="status">
        {t("app.loading")}
      </p>
    );
  if (me.isError && me.error instanceof ApiError && me.error.http === 403) return <NoAccess />;
  if (me.isError) return <ErrorNote error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data === null) {
    return reloadToSignIn() ? null : <NoAccess />;
  }
  signedInNow();
  const { user, capabilities } = me.data;
  if (user.role === "customer") return <NoAccess />;
  const can = (area: string) => allows(capabilities, area);
  return (
    <Shell me={me.data}>
      <Routes>
        <Route index element={<Dashboard me={me.data} />} />
        {can("products.manage") && (
          <>
            <Route path="products" element={<ProductList me={me.data} />} />
            <Route path="products/new" element={<ProductEditor me={me.data} />} />
            <Route path="products/:id" element={<ProductEditor me={me.data} />} />
            <Route path="products/:id/stock" element={<StockScreen />} />
          </>
        )}
        {can("orders.manage") && (
          <>
            <Route path="orders" element={<OrderList me={me.data} />} />
            <Route path="orders/:id" element={<OrderPart me={me.data} />} />
          </>
        )}
        {can("returns.manage") && (
          <>
            <Route path="returns" element={<ReturnList />} />
            <Route path="returns/:id" element={<ReturnDetail />} />
          </>
        )}
        {can("audit.view") && <Route path="audit" element={<AuditLog me={me.data} />} />}
        {can("sellers.manage") && <Route path="seller-applications" element={<SellerApplications />} />}
        {can("taxonomy.manage") && <Route path="taxonomy/categories" element={<Categories />} />}
        {can("products.manage") && <Route path="imports" element={<ImportExport me={me.data} />} />}
        {can("taxonomy.manage") && (
          <>
            <Route path="taxonomy/brands" element={<NamedList key="brands" kind="brands" />} />
            <Route path="taxonomy/collections" element={<NamedList key="collections" kind="collections" />} />
            <Route path="taxonomy/tags" element={<NamedList key="tags" kind="tags" />} />
            <Route path="taxonomy/attributes" element={<Attributes />} />
          </>
        )}
        {can("money.view") && (
          <>
            <Route path="money" element={<MoneyScreen me={me.data} />} />
            <Route path="money/stores/:id" element={<StoreMoneyScreen me={me.data} />} />
          </>
        )}
        {can("content.manage") && (
          <>
            <Route path="content/banners" element={<BannerList />} />
            <Route path="content/banners/:id" element={<BannerEditor />} />
            <Route path="content/home" element={<HomeContent />} />
            <Route path="content/pages" element={<PageList />} />
            <Route path="content/pages/new" element={<NewPage />} />
            <Route path="content/pages/:id" element={<PageEditor />} />
            <Route path="content/redirects" element={<RedirectList />} />
          </>
        )}
        {can("content.manage") && <Route path="content/menus" element={<MenuLinks />} />}
        {can("pages.publish") && <Route path="content/rebuild" element={<RebuildAll />} />}
        {can("scripts.manage") && <Route path="content/scripts" element={<CustomScripts />} />}
        {can("settings.manage") && <Route path="commission" element={<Commission />} />}
        <Route path="settings" element={can("settings.manage") ? <Settings /> : <SettingsNoAccess />} />
        {can("promotions.manage") && (
          <Route path="promotions/flash-sales" element={<FlashSales me={me.data} />} />
        )}
        {can("promotions.manage") && user.role === "admin" && (
          <Route path="promotions/vouchers" element={<Vouchers />} />
        )}
        {can("promotions.manage") && user.role === "admin" && (
          <Route path="promotions/bundle-deals" element={<BundleDeals />} />
        )}
        {can("people.manage") && <Route path="people" element={<People me={me.data} />} />}
        {can("reviews.moderate") && <Route path="reviews" element={<Reviews />} />}
        {can("messages.manage") && <Route path="messages" element={<Messages />} />}
        {can("newsletter.manage") && <Route path="newsletter" element={<Newsletter />} />}
        {can("translations.manage") && <Route path="translations" element={<Translations />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Shell>
  );
}
