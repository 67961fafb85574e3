import { Link } from "react-router";
import { useLanguage } from "../../i18n/strings.tsx";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useBanners } from "../../data/banners.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";

/** A banner's placement (its type, 1–9) in words. */
export const placementOf = (type: number) => `content.placement.${type}` as ConsoleStringKey;

/** Every banner: home slider banners, popup, top bar, listing and product page; each opens its editor. */
export function BannerList() {
  const { t, lang } = useLanguage();
  const banners = useBanners();
  if (banners.error) return <ErrorNote error={banners.error} onRetry={() => void banners.refetch()} />;
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(lang) : "…");
  return (
    <section>
      <PageHeading>{t("nav.banners")}</PageHeading>
      {!banners.data ? (
        <p>{t("app.loading")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="p-2 text-start">
                {t("content.picture")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.title")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.placement")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.state")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.schedule")}
              </th>
            </tr>
          </thead>
          <tbody>
            {banners.data.map((banner) => (
              <tr key={banner.id} className="border-b border-line">
                <td className="p-2">
                  {banner.image && (
                    <img
                      src={banner.image}
                      alt=""
                      width={96}
                      height={32}
                      className="h-8 w-24 rounded object-cover"
                    />
                  )}
                </td>
                <td className="p-2">
                  <Link to={`/content/banners/${banner.id}`} className="text-primary underline" dir="auto">
                    {banner.title || t("content.untitled", { id: String(banner.id) })}
                  </Link>
                </td>
                <td className="p-2">{t(placementOf(banner.type))}</td>
                <td className="p-2">
                  {banner.public ? t("content.on") : t("content.off")}
                  {banner.has_draft && (
                    <span className="ms-2 rounded bg-sand px-1">{t("content.hasDraft")}</span>
                  )}
                </td>
                <td className="p-2">
                  {banner.starts_at || banner.ends_at
                    ? `${day(banner.starts_at)} – ${day(banner.ends_at)}`
                    : t("content.always")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
