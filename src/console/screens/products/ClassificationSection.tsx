import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useT } from "../../i18n/strings.tsx";
import type { Taxonomy } from "../../data/taxonomy.ts";
import { ChoiceList } from "./ChoiceList.tsx";
import type { ProductForm } from "./product-form.ts";

/** The brand a product is made by and the collections and tags it is found under. */
export function ClassificationSection({
  form,
  taxonomy,
}: {
  form: UseFormReturn<ProductForm>;
  taxonomy: Taxonomy;
}) {
  const t = useT();
  const brandId = useId();
  const { register, watch, setValue, formState } = form;
  const dirty = { shouldDirty: true };
  const problem = (key?: string) => (key ? t(key as ConsoleStringKey) : undefined);
  const brandError = problem(formState.errors.brand_id?.message);
  return (
    <section aria-labelledby="classification-heading" className="space-y-4">
      <h2 id="classification-heading" className="text-lg font-semibold">
        {t("editor.classification")}
      </h2>
      <div className="flex max-w-sm flex-col gap-1 text-sm">
        <label htmlFor={brandId}>{t("editor.field.brand")}</label>
        <select
          id={brandId}
          className="rounded-md border border-line bg-white px-2 py-2 aria-invalid:border-danger"
          aria-invalid={brandError ? true : undefined}
          aria-describedby={brandError ? `${brandId}-error` : undefined}
          {...register("brand_id")}
        >
          <option value="">{t("editor.field.brandNone")}</option>
          {taxonomy.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.title}
            </option>
          ))}
        </select>
        {brandError && (
          <span id={`${brandId}-error`} className="text-danger">
            {brandError}
          </span>
        )}
      </div>
      <ChoiceList
        legend={t("editor.field.collections")}
        choices={taxonomy.collections}
        chosen={watch("collection_ids")}
        onChange={(ids) => setValue("collection_ids", ids, dirty)}
      />
      <ChoiceList
        legend={t("editor.field.tags")}
        choices={taxonomy.tags}
        chosen={watch("tag_ids")}
        onChange={(ids) => setValue("tag_ids", ids, dirty)}
      />
    </section>
  );
}
