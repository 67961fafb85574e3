import { useState } from "react";
import { MENU_POSITIONS } from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import { useMenus } from "../../../data/menus.ts";
import { ErrorNote } from "../../../ui/ErrorNote.tsx";
import { PageHeading } from "../../../ui/PageHeading.tsx";
import { StatusNote } from "../../../ui/StatusNote.tsx";
import { LinkForm } from "./LinkForm.tsx";
import { LinkSection } from "./LinkSection.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

/**
 * Menus and links (editors and admins): the header's main menu and top bar, the footer's links and
 * the social links. They show on every page of the shop, so each change re-renders every page.
 */
export function MenuLinks() {
  const { t } = useLanguage();
  const menus = useMenus();
  const [notice, setNotice] = useState("");
  if (menus.error) return <ErrorNote error={menus.error} onRetry={() => void menus.refetch()} />;
  if (!menus.data) return <p>{t("app.loading")}</p>;
  const { links, social } = menus.data;
  return (
    <section className="space-y-6">
      <PageHeading>{t("nav.menus")}</PageHeading>
      <p className="text-sm">{t("menus.explain")}</p>
      <StatusNote>{notice}</StatusNote>
      <LinkForm onNotice={setNotice} />
      {MENU_POSITIONS.map((position) => (
        <LinkSection
          key={position}
          position={position}
          links={links.filter((link) => link.position === position)}
          onNotice={setNotice}
        />
      ))}
      <SocialLinks social={social} onNotice={setNotice} />
    </section>
  );
}
