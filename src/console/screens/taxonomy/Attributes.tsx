import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useAttributes,
  useDeleteAttributeValue,
  useDeleteNamed,
  useSaveAttributeValue,
  useSaveNamed,
  type ConsoleAttribute,
  type ConsoleAttributeValue,
} from "../../data/named.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { NamedForm } from "./NamedForm.tsx";
import { nameIn } from "./name-in.ts";
import { RowActions } from "./RowActions.tsx";

/** What is being edited: an attribute (new or saved), or a value (new in an attribute, or saved). */
type Editing =
  | { attribute: ConsoleAttribute | null }
  | { value: ConsoleAttributeValue | null; attribute: ConsoleAttribute }
  | null;

/** Attributes (size, colour…) with their values, the options a product's variants are made of. */
export function Attributes() {
  const { t, lang } = useLanguage();
  const list = useAttributes();
  const saveAttribute = useSaveNamed("attributes");
  const removeAttribute = useDeleteNamed("attributes");
  const saveValue = useSaveAttributeValue();
  const removeValue = useDeleteAttributeValue();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState("");
  const done = (note: string) => {
    setEditing(null);
    setNotice(note);
  };
  const deleted = (name: string) => ({
    onSuccess: () => setNotice(t("taxonomy.deleted", { name })),
    onError: (error: unknown) => setNotice(messageOf(error, t("app.error"))),
  });

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  const form = (() => {
    if (editing === null) return null;
    if ("value" in editing) {
      const { value, attribute } = editing;
      const attributeName = nameIn(attribute.translations, lang, attribute.slug);
      return (
        <NamedForm
          key={`value-${value?.id ?? `new-${attribute.id}`}`}
          heading={
            value
              ? t("taxonomy.edit", { name: nameIn(value.translations, lang, value.slug) })
              : t("taxonomy.newValue", { name: attributeName })
          }
          start={value}
          swatch
          pending={saveValue.isPending}
          save={(body) =>
            saveValue.mutateAsync({
              target: value ? { id: value.id } : { attributeId: attribute.id },
              body: { ...body, color: body.color ?? null },
            })
          }
          onDone={done}
        />
      );
    }
    const { attribute } = editing;
    return (
      <NamedForm
        key={`attribute-${attribute?.id ?? "new"}`}
        heading={
          attribute
            ? t("taxonomy.edit", { name: nameIn(attribute.translations, lang, attribute.slug) })
            : t("taxonomy.newAttribute")
        }
        start={attribute}
        pending={saveAttribute.isPending}
        save={(body) => saveAttribute.mutateAsync({ id: attribute?.id ?? null, body })}
        onDone={done}
      />
    );
  })();

  return (
    <>
      <PageHeading>{t("nav.attributes")}</PageHeading>
      <div className="space-y-4 p-4">
        <StatusNote>{notice}</StatusNote>
        {form ?? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ attribute: null })}>
            {t("taxonomy.newAttribute")}
          </button>
        )}
        {list.isPending ? (
          <p role="status">{t("app.loading")}</p>
        ) : (
          <ul
            aria-label={t("nav.attributes")}
            className="divide-y divide-line rounded-md border border-line bg-white"
          >
            {(list.data ?? []).map((attribute) => {
              const name = nameIn(attribute.translations, lang, attribute.slug);
              return (
                <li key={attribute.id} className="space-y-2 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="grow font-medium" dir="auto">
                      {name}
                    </h2>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => setEditing({ value: null, attribute })}
                    >
                      {t("taxonomy.newValue", { name })}
                    </button>
                    <RowActions
                      name={name}
                      onEdit={() => setEditing({ attribute })}
                      onDelete={() => removeAttribute.mutate(attribute.id, deleted(name))}
                    />
                  </div>
                  <ul aria-label={t("taxonomy.valuesOf", { name })} className="ms-6 space-y-1 text-sm">
                    {attribute.values.map((value) => {
                      const valueName = nameIn(value.translations, lang, value.slug);
                      return (
                        <li key={value.id} className="flex flex-wrap items-center gap-2">
                          {value.color && (
                            <span
                              aria-hidden="true"
                              className="inline-block h-4 w-4 rounded-full border border-line"
                              style={{ backgroundColor: value.color }}
                            />
                          )}
                          <span className="grow" dir="auto">
                            {valueName}
                          </span>
                          <RowActions
                            name={valueName}
                            onEdit={() => setEditing({ value, attribute })}
                            onDelete={() => removeValue.mutate(value.id, deleted(valueName))}
                          />
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
