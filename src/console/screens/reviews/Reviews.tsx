import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useConsoleReviews, useReviewChange, type ConsoleReview } from "../../data/reviews.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";

const DEFAULT_VIEW = { page: "1", rating: "", product: "", hidden: "" };

/** The shop's answer under one review: a text field and its save button. */
function AnswerForm({ review, onSave }: { review: ConsoleReview; onSave: (answer: string) => void }) {
  const { t } = useLanguage();
  const [text, setText] = useState(review.answer ?? "");
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
        {t("reviews.answer")}
        <textarea
          value={text}
          rows={2}
          dir="auto"
          aria-label={t("reviews.answerTo", { name: review.reviewer })}
          onChange={(event) => setText(event.target.value)}
          className="rounded-md border border-line bg-white px-2 py-1"
        />
      </label>
      <button type="submit" className="btn btn-outline">
        {t("reviews.saveAnswer")}
      </button>
    </form>
  );
}

/** Reviews of every product: filter, hide or show, answer as the shop. */
export function Reviews() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const [draft, setDraft] = useState(view);
  const list = useConsoleReviews(view);
  const change = useReviewChange();
  const [notice, setNotice] = useState("");
  const save = (next: Parameters<typeof change.mutate>[0]) =>
    change.mutate(next, {
      onSuccess: () => setNotice(t("reviews.saved")),
      onError: (error) => setNotice(messageOf(error, t("app.error"))),
    });
  const columns = useMemo<ColumnDef<ConsoleReview>[]>(
    () => [
      {
        id: "product",
        header: t("reviews.column.product"),
        cell: ({ row }) => <span dir="auto">{row.original.product}</span>,
      },
      {
        id: "rating",
        header: t("reviews.column.rating"),
        cell: ({ row }) => t("reviews.stars", { rating: row.original.rating }),
      },
      {
        id: "review",
        header: t("reviews.column.review"),
        cell: ({ row }) => (
          <div className="max-w-md">
            <p dir="auto">{row.original.comment}</p>
            <AnswerForm
              key={`${row.original.id}-${row.original.answer ?? ""}`}
              review={row.original}
              onSave={(answer) => save({ id: row.original.id, answer })}
            />
          </div>
        ),
      },
      {
        id: "reviewer",
        header: t("reviews.column.reviewer"),
        cell: ({ row }) => <span dir="auto">{row.original.reviewer}</span>,
      },
      {
        id: "date",
        header: t("reviews.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(lang),
      },
      {
        id: "status",
        header: t("reviews.column.status"),
        cell: ({ row }) => {
          const { hidden, id, reviewer } = row.original;
          return (
            <div className="flex flex-col items-start gap-1">
              <span className={hidden ? "font-semibold text-danger" : ""}>
                {hidden ? t("reviews.filter.hidden") : t("reviews.filter.shown")}
              </span>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={t(hidden ? "reviews.showReview" : "reviews.hideReview", { name: reviewer })}
                onClick={() => save({ id, hidden: !hidden })}
              >
                {hidden ? t("reviews.show") : t("reviews.hide")}
              </button>
            </div>
          );
        },
      },
    ],
    // save only uses this render's mutation and notice setter, which never change.
    [t, lang],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ rating: draft.rating, product: draft.product.trim(), hidden: draft.hidden });
  };
  const select = (name: "rating" | "hidden", label: string, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        className="rounded-md border border-line bg-white px-2 py-2"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <PageHeading>{t("reviews.title")}</PageHeading>
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-4">
        {select("rating", t("reviews.filter.rating"), [
          ["", t("reviews.filter.anyRating")],
          ...["5", "4", "3", "2", "1"].map((n): [string, string] => [n, t("reviews.stars", { rating: n })]),
        ])}
        <label className="flex flex-col gap-1 text-sm">
          {t("reviews.filter.product")}
          <input
            type="number"
            min={1}
            value={draft.product}
            onChange={(event) => setDraft({ ...draft, product: event.target.value })}
            className="w-32 rounded-md border border-line bg-white px-2 py-2"
          />
        </label>
        {select("hidden", t("reviews.filter.visibility"), [
          ["", t("reviews.filter.all")],
          ["false", t("reviews.filter.shown")],
          ["true", t("reviews.filter.hidden")],
        ])}
        <button type="submit" className="btn btn-outline">
          {t("reviews.apply")}
        </button>
      </form>
      <StatusNote>{notice}</StatusNote>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("reviews.title")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </>
  );
}
