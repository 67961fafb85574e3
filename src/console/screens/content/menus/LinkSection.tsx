import { Fragment, useState } from "react";
import type { MenuPosition } from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import { useDeleteLink, useMoveLink, useSaveLink, type ConsoleMenuLink } from "../../../data/menus.ts";
import { LinkForm, linkInput } from "./LinkForm.tsx";
import { MenuRowCells, MenuTableHead } from "./MenuTable.tsx";

/** The links of one place (header main menu, header top bar, footer) in their order. */
export function LinkSection({
  position,
  links,
  onNotice,
}: {
  position: MenuPosition;
  links: ConsoleMenuLink[];
  onNotice: (note: string) => void;
}) {
  const { t, lang } = useLanguage();
  const move = useMoveLink();
  const save = useSaveLink();
  const remove = useDeleteLink();
  const [editing, setEditing] = useState<number | null>(null);
  const headingId = `menu-${position}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`menus.position.${position}`)}
      </h2>
      {links.length === 0 ? (
        <p>{t("menus.none")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <MenuTableHead columns={[t("menus.labels"), t("menus.url")]} />
          <tbody>
            {links.map((link, index) => {
              const name = link.labels[lang] || link.labels.en || link.url;
              return (
                <Fragment key={link.id}>
                  <tr className="border-b border-line">
                    <td className="p-2">{name}</td>
                    <td className="p-2" dir="ltr">
                      {link.url}
                    </td>
                    <MenuRowCells
                      scope={position}
                      id={link.id}
                      name={name}
                      first={index === 0}
                      last={index === links.length - 1}
                      shown={link.public}
                      flipped={linkInput({ ...link, public: !link.public })}
                      editing={editing === link.id}
                      onEdit={() => setEditing(editing === link.id ? null : link.id)}
                      move={move}
                      save={save}
                      remove={remove}
                      onNotice={onNotice}
                    />
                  </tr>
                  {editing === link.id && (
                    <tr>
                      <td colSpan={4} className="p-2">
                        <LinkForm link={link} onNotice={onNotice} onDone={() => setEditing(null)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
