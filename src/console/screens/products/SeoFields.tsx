import type { UseFormReturn } from "react-hook-form";
import type { LOCALES } from "../../../i18n/locales.ts";

type Locale = (typeof LOCALES)[number];
import { FieldText } from "../../ui/FieldText.tsx";
import { useT } from "../../i18n/strings.tsx";
import type { ProductForm } from "./product-form.ts";

/**
 * The title and description search engines show for the product in one language. The language is
 * named by the group's legend, not in the labels, so "Title (English)" stays the one field of that name.
 */
export function SeoFields({ form, locale }: { form: UseFormReturn<ProductForm>; locale: Locale }) {
  const t = useT();
  const { register, formState } = form;
  const errors = formState.errors.translations?.[locale.code];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        {t("editor.seo")} ({locale.name})
      </legend>
      <FieldText
        label={t("editor.field.metaTitle")}
        lang={locale.code}
        dir={locale.direction}
        maxLength={200}
        error={errors?.meta_title}
        {...register(`translations.${locale.code}.meta_title`)}
      />
      <FieldText
        label={t("editor.field.metaDescription")}
        lang={locale.code}
        dir={locale.direction}
        maxLength={400}
        error={errors?.meta_description}
        {...register(`translations.${locale.code}.meta_description`)}
      />
    </fieldset>
  );
}
