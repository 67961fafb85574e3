import { Fragment, useState } from "react";
import { messageOf } from "../../../../client/api.ts";
import type { MenuPosition } from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import { useDeleteLink, useMoveLink, useSaveLink, type ConsoleMenuLink } from "../../../data/menus.ts";
import { RowAction } from "../RowAction.tsx";
import { LinkForm, linkInput } from "./LinkForm.tsx";
import { MoveButtons, refocusMove } from "./MoveButtons.tsx";

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
  const fail = (error: Error) => onNotice(messageOf(error, t("app.error")));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`menus.position.${position}`)}
      </h2>
      {links.length === 0 ? (
        <p>{t("menus.none")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 text-start">
                {t("menus.labels")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("menus.url")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("menus.status")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("menus.actions")}
              </th>
            </tr>
          </thead>
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
                    <td className="p-2">{link.public ? t("menus.shown") : t("menus.hidden")}</td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
                        <MoveButtons
                          scope={position}
                          id={link.id}
                          name={name}
                          first={index === 0}
                          last={index === links.length - 1}
                          pending={move.isPending}
                          onMove={(direction) =>
                            move.mutate(
                              { id: link.id, direction },
                              {
                                onSuccess: () => {
                                  onNotice(t("menus.moved"));
                                  refocusMove(position, link.id, direction);
                                },
                                onError: fail,
                              },
                            )
                          }
                        />
                        <button
                          type="button"
                          className="btn btn-outline"
                          disabled={save.isPending}
                          aria-label={t(link.public ? "menus.hideOne" : "menus.publishOne", { name })}
                          onClick={() =>
                            save.mutate(
                              { id: link.id, input: linkInput({ ...link, public: !link.public }) },
                              {
                                onSuccess: () =>
                                  onNotice(t(link.public ? "menus.hiddenNow" : "menus.published")),
                                onError: fail,
                              },
                            )
                          }
                        >
                          {link.public ? t("menus.hide") : t("menus.publish")}
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline"
                          aria-label={t("menus.editOne", { name })}
                          aria-expanded={editing === link.id}
                          onClick={() => setEditing(editing === link.id ? null : link.id)}
                        >
                          {t("menus.edit")}
                        </button>
                        <RowAction
                          action={remove}
                          value={link.id}
                          label={t("menus.delete")}
                          ariaLabel={t("menus.deleteOne", { name })}
                          confirm={t("menus.confirmDelete", { name })}
                          done={t("menus.deleted")}
                          onNotice={onNotice}
                        />
                      </div>
                    </td>
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
