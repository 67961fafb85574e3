import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { usePictureChanges, usePictures, type ConsolePicture } from "../../data/pictures.ts";
import type { Taxonomy } from "../../data/taxonomy.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";

interface Colour {
  id: number;
  title: string;
}

/** The values of the product's own attributes: what a picture may show. */
function coloursOf(
  taxonomy: Taxonomy,
  attributes: { attribute_id: number; value_ids: number[] }[],
): Colour[] {
  return attributes.flatMap((chosen) => {
    const attribute = taxonomy.attributes.find((a) => a.id === chosen.attribute_id);
    return (attribute?.values ?? [])
      .filter((v) => chosen.value_ids.includes(v.id))
      .map((v) => ({ id: v.id, title: `${attribute?.title ?? ""}: ${v.title}` }));
  });
}

/** Pictures of a saved product: upload, order (move buttons, no dragging), alt texts, colour, delete. */
export function PicturesSection({
  productId,
  taxonomy,
  attributes,
}: {
  productId: number;
  taxonomy: Taxonomy;
  attributes: { attribute_id: number; value_ids: number[] }[];
}) {
  const { t } = useLanguage();
  const pictures = usePictures(productId);
  const changes = usePictureChanges(productId);
  const colours = coloursOf(taxonomy, attributes);
  const [problem, setProblem] = useState("");
  const [notice, setNotice] = useState("");

  async function run(work: () => Promise<unknown>, done: string) {
    setProblem("");
    setNotice("");
    try {
      await work();
      setNotice(done);
    } catch (error) {
      setProblem(messageOf(error, t("app.error")));
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return setProblem(t("pictures.chooseFile"));
    void run(async () => {
      await changes.upload.mutateAsync({
        file,
        attribute_value_id: String(form.get("attribute_value_id") ?? ""),
        alt: String(form.get("alt") ?? ""),
      });
      formElement.reset();
    }, t("pictures.uploaded"));
  }

  function move(list: ConsolePicture[], index: number, step: number) {
    const ids = list.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved as number);
    void run(() => changes.reorder.mutateAsync(ids), t("pictures.moved"));
  }

  const list = pictures.data ?? [];
  return (
    <section aria-labelledby="pictures-heading" className="space-y-4">
      <h2 id="pictures-heading" className="text-lg font-semibold">
        {t("pictures.title")}
      </h2>
      {pictures.isError && <ErrorNote error={pictures.error} onRetry={() => void pictures.refetch()} />}
      <form onSubmit={upload} aria-label={t("pictures.new")} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t("pictures.file")}
          <input type="file" name="file" accept="image/jpeg,image/png" />
        </label>
        <ColourSelect colours={colours} name="attribute_value_id" defaultValue={null} />
        <FieldText label={t("pictures.altEnglish")} name="alt" maxLength={300} />
        <button type="submit" className="btn btn-primary" disabled={changes.upload.isPending}>
          {t("pictures.upload")}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <p role="status" className="text-success">
        {notice}
      </p>
      {list.length === 0 && !pictures.isPending && <p>{t("pictures.none")}</p>}
      <ol className="space-y-4">
        {list.map((picture, index) => (
          <li key={picture.id} className="flex flex-wrap gap-4 rounded-md border border-line p-3">
            <img
              src={picture.image}
              alt=""
              width={96}
              height={120}
              className="h-[120px] w-[96px] object-cover"
            />
            <PictureFields
              picture={picture}
              colours={colours}
              position={index + 1}
              onSave={(fields) =>
                run(
                  () => changes.update.mutateAsync({ pictureId: picture.id, ...fields }),
                  t("pictures.saved"),
                )
              }
            />
            <div className="flex flex-col gap-2">
              <button
                type="button"
                className="btn"
                disabled={index === 0}
                onClick={() => move(list, index, -1)}
                aria-label={t("pictures.moveUp", { n: index + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn"
                disabled={index === list.length - 1}
                onClick={() => move(list, index, 1)}
                aria-label={t("pictures.moveDown", { n: index + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn text-danger"
                onClick={() => void run(() => changes.remove.mutateAsync(picture.id), t("pictures.deleted"))}
                aria-label={t("pictures.delete", { n: index + 1 })}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ColourSelect({
  colours,
  name,
  defaultValue,
}: {
  colours: Colour[];
  name: string;
  defaultValue: number | null;
}) {
  const { t } = useLanguage();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t("pictures.colour")}
      <select
        name={name}
        defaultValue={defaultValue ?? ""}
        className="rounded-md border border-line bg-white px-2 py-2"
      >
        <option value="">{t("pictures.anyColour")}</option>
        {colours.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One picture's colour and alt texts (English, shown where a language has none). */
function PictureFields({
  picture,
  colours,
  position,
  onSave,
}: {
  picture: ConsolePicture;
  colours: Colour[];
  position: number;
  onSave: (fields: { attribute_value_id: number | null; alt: Record<string, string> }) => Promise<void>;
}) {
  const { t } = useLanguage();
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get("attribute_value_id") ?? "");
    const alt = Object.fromEntries(LOCALES.map((l) => [l.code, String(form.get(`alt-${l.code}`) ?? "")]));
    void onSave({ attribute_value_id: value === "" ? null : Number(value), alt });
  }
  return (
    <form
      onSubmit={save}
      aria-label={t("pictures.picture", { n: position })}
      className="flex flex-1 flex-col gap-2"
    >
      <ColourSelect colours={colours} name="attribute_value_id" defaultValue={picture.attribute_value_id} />
      <div className="grid gap-2 sm:grid-cols-2">
        {LOCALES.map((locale) => (
          <FieldText
            key={locale.code}
            label={t("pictures.alt", { language: locale.name })}
            name={`alt-${locale.code}`}
            defaultValue={picture.alt[locale.code] ?? ""}
            maxLength={300}
          />
        ))}
      </div>
      <button type="submit" className="btn self-start">
        {t("pictures.save")}
      </button>
    </form>
  );
}
