import { Fragment, useState } from "react";
import { messageOf } from "../../../../client/api.ts";
import { SocialLinkInput, type SocialLinkInputType } from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import {
  useDeleteSocial,
  useMoveSocial,
  useSaveSocial,
  useSocialIcon,
  type ConsoleSocialLink,
} from "../../../data/menus.ts";
import { FieldText } from "../../../ui/FieldText.tsx";
import { MenuRowCells, MenuTableHead } from "./MenuTable.tsx";

const inputOf = (social: ConsoleSocialLink, patch: Partial<SocialLinkInputType> = {}) => ({
  title: social.title,
  url: social.url,
  public: social.public,
  ...patch,
});

/** The footer's social links: name, https address, optional icon, shown or hidden, in order. */
export function SocialLinks({
  social,
  onNotice,
}: {
  social: ConsoleSocialLink[];
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const move = useMoveSocial();
  const save = useSaveSocial();
  const icon = useSocialIcon();
  const remove = useDeleteSocial();
  const [editing, setEditing] = useState<number | null>(null);
  const fail = (error: Error) => onNotice(messageOf(error, t("app.error")));
  return (
    <section aria-labelledby="menu-social" className="space-y-2">
      <h2 id="menu-social" className="text-lg font-semibold">
        {t("menus.social")}
      </h2>
      {social.length === 0 ? (
        <p>{t("menus.none")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <MenuTableHead columns={[t("menus.icon"), t("menus.name"), t("menus.url")]} />
          <tbody>
            {social.map((row, index) => (
              <Fragment key={row.id}>
                <tr className="border-b border-line">
                  <td className="p-2">
                    {row.image && <img src={row.image} alt="" width={24} height={24} className="mb-1" />}
                    <label className="flex flex-col gap-1 text-xs">
                      {t("menus.iconOf", { name: row.title })}
                      <input
                        type="file"
                        accept="image/png,image/jpeg"
                        disabled={icon.isPending}
                        onChange={(event) => {
                          const file = event.target.files?.[0];
                          if (!file) return;
                          icon.mutate(
                            { id: row.id, file },
                            { onSuccess: () => onNotice(t("menus.iconSaved")), onError: fail },
                          );
                        }}
                      />
                    </label>
                  </td>
                  <td className="p-2">{row.title}</td>
                  <td className="p-2" dir="ltr">
                    {row.url}
                  </td>
                  <MenuRowCells
                    scope="social"
                    id={row.id}
                    name={row.title}
                    first={index === 0}
                    last={index === social.length - 1}
                    shown={row.public}
                    flipped={inputOf(row, { public: !row.public })}
                    editing={editing === row.id}
                    onEdit={() => setEditing(editing === row.id ? null : row.id)}
                    move={move}
                    save={save}
                    remove={remove}
                    onNotice={onNotice}
                  />
                </tr>
                {editing === row.id && (
                  <tr>
                    <td colSpan={5} className="p-2">
                      <SocialForm social={row} onNotice={onNotice} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      <SocialForm onNotice={onNotice} />
    </section>
  );
}

/** Adds a social link (hidden until published) or edits one's name and address. */
function SocialForm({
  social,
  onDone,
  onNotice,
}: {
  social?: ConsoleSocialLink;
  onDone?: () => void;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveSocial();
  const [title, setTitle] = useState(social?.title ?? "");
  const [url, setUrl] = useState(social?.url ?? "https://");
  const [problem, setProblem] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border border-line bg-white p-4"
      aria-label={social ? t("menus.editOne", { name: social.title }) : t("menus.addSocial")}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = SocialLinkInput.safeParse({ title, url, public: social?.public ?? false });
        if (!parsed.success) {
          const badUrl = parsed.error.issues.some((issue) => issue.path[0] === "url");
          return setProblem(badUrl ? t("menus.httpsOnly") : t("menus.nameRequired"));
        }
        setProblem("");
        save.mutate(
          { id: social?.id, input: parsed.data },
          {
            onSuccess: () => {
              onNotice(social ? t("menus.saved") : t("menus.added"));
              if (!social) {
                setTitle("");
                setUrl("https://");
              }
              onDone?.();
            },
            onError: (error) => setProblem(messageOf(error, t("app.error"))),
          },
        );
      }}
    >
      <FieldText label={t("menus.name")} value={title} onChange={(event) => setTitle(event.target.value)} />
      <FieldText
        label={t("menus.url")}
        dir="ltr"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {social ? t("menus.save") : t("menus.addSocial")}
      </button>
      {social && (
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t("menus.cancel")}
        </button>
      )}
      {problem && (
        <p role="alert" className="w-full text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
