import { useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/strings.tsx";
import { useDeletePage, usePages } from "../../data/pages.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { RowAction } from "./RowAction.tsx";

/** Every static page: title, address, shown or hidden, last saved when and by whom; each opens its editor. */
export function PageList() {
  const { t, lang } = useLanguage();
  const pages = usePages();
  const remove = useDeletePage();
  const [notice, setNotice] = useState("");
  if (pages.error) return <ErrorNote error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <section>
      <PageHeading
        actions={
          <Link to="/content/pages/new" className="btn btn-primary">
            {t("pages.new")}
          </Link>
        }
      >
        {t("nav.pages")}
      </PageHeading>
      <StatusNote>{notice}</StatusNote>
      {!pages.data ? (
        <p>{t("app.loading")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 text-start">
                {t("content.title")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("pages.slug")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.state")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("pages.updated")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.savedBy")}
              </th>
              <th scope="col" className="p-2 text-start">
                <span className="sr-only">{t("pages.delete")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((page) => (
              <tr key={page.id} className="border-b border-line">
                <td className="p-2">
                  <Link to={`/content/pages/${page.id}`} className="text-primary underline" dir="auto">
                    {page.title}
                  </Link>
                </td>
                <td className="p-2" dir="ltr">
                  /page/{page.slug}
                </td>
                <td className="p-2">
                  {page.public ? t("content.on") : t("content.off")}
                  {page.has_draft && (
                    <span className="ms-2 rounded bg-sand px-1">{t("content.hasDraft")}</span>
                  )}
                </td>
                <td className="p-2">
                  <time dateTime={page.updated_at}>{new Date(page.updated_at).toLocaleString(lang)}</time>
                </td>
                <td className="p-2">{page.updated_by}</td>
                <td className="p-2">
                  <RowAction
                    action={remove}
                    value={page.id}
                    label={t("pages.delete")}
                    ariaLabel={t("pages.deleteOne", { title: page.title })}
                    done={t("pages.deleted")}
                    confirm={t("pages.confirmDelete", { title: page.title })}
                    onNotice={setNotice}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
