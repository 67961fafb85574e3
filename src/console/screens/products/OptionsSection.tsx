import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { useT } from "../../i18n/strings.tsx";
import type { Taxonomy } from "../../data/taxonomy.ts";
import { generateVariants, type ProductForm } from "./product-form.ts";

/** The attributes a product varies by (Colour, Size …), the values it comes in, and the button that makes the variants. */
export function OptionsSection({ form, taxonomy }: { form: UseFormReturn<ProductForm>; taxonomy: Taxonomy }) {
  const t = useT();
  const { control, register, watch, getValues, setValue } = form;
  const rows = useFieldArray({ control, name: "attributes" });
  const chosen = watch("attributes");
  const titleOf = (valueId: number) =>
    taxonomy.attributes.flatMap((a) => a.values).find((v) => v.id === valueId)?.title ?? String(valueId);
  return (
    <section aria-labelledby="options-heading" className="space-y-4">
      <h2 id="options-heading" className="text-lg font-semibold">
        {t("editor.attributes")}
      </h2>
      {rows.fields.map((field, index) => {
        const attribute = taxonomy.attributes.find((a) => String(a.id) === chosen[index]?.attribute_id);
        const name = attribute?.title ?? String(index + 1);
        return (
          <div key={field.id} className="rounded-md border border-line bg-white p-3">
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm">
                {t("editor.attribute.name")}
                <select
                  className="rounded-md border border-line bg-white px-2 py-2"
                  {...register(`attributes.${index}.attribute_id`, {
                    onChange: () => setValue(`attributes.${index}.value_ids`, []),
                  })}
                >
                  <option value="">{t("editor.attribute.choose")}</option>
                  {taxonomy.attributes.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.title}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="btn btn-outline" onClick={() => rows.remove(index)}>
                {t("editor.attribute.remove", { name })}
              </button>
            </div>
            {attribute && (
              <fieldset className="mt-3">
                <legend className="text-sm">{t("editor.attribute.valuesOf", { name })}</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {attribute.values.map((value) => (
                    <label key={value.id} className="flex items-center gap-1 text-sm">
                      <input
                        type="checkbox"
                        value={String(value.id)}
                        {...register(`attributes.${index}.value_ids`)}
                      />
                      {value.color && (
                        <span
                          aria-hidden="true"
                          className="inline-block size-3 rounded-full border border-line"
                          style={{ background: value.color }}
                        />
                      )}
                      {value.title}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => rows.append({ attribute_id: "", value_ids: [] })}
        >
          {t("editor.attribute.add")}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setValue("variants", generateVariants(getValues(), titleOf), { shouldDirty: true })}
        >
          {t("editor.variants.generate")}
        </button>
      </div>
    </section>
  );
}
