import type { UseFormReturn } from "react-hook-form";
import { FieldText } from "../../ui/FieldText.tsx";
import { useT } from "../../i18n/strings.tsx";
import type { ProductForm } from "./product-form.ts";

/** Free shipping and the "buy N, get M free" deal shown on the product page. */
export function SalesSection({ form }: { form: UseFormReturn<ProductForm> }) {
  const t = useT();
  const { register, formState } = form;
  const bundle = formState.errors.bundle;
  return (
    <section aria-labelledby="sales-heading" className="space-y-4">
      <h2 id="sales-heading" className="text-lg font-semibold">
        {t("editor.sales")}
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("free_shipping")} />
        {t("editor.field.freeShipping")}
      </label>
      <fieldset className="max-w-md rounded-md border border-line bg-white p-3">
        <legend className="px-1 text-sm font-medium">{t("editor.bundle")}</legend>
        <p className="mb-2 text-sm">{t("editor.bundle.hint")}</p>
        <div className="grid grid-cols-2 gap-4">
          <FieldText
            label={t("editor.bundle.buy")}
            inputMode="numeric"
            dir="ltr"
            error={bundle?.buy}
            {...register("bundle.buy")}
          />
          <FieldText
            label={t("editor.bundle.free")}
            inputMode="numeric"
            dir="ltr"
            error={bundle?.free ?? bundle?.root}
            {...register("bundle.free")}
          />
        </div>
      </fieldset>
    </section>
  );
}
