import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useT } from "../../i18n/strings.tsx";
import { variantLabel, type Taxonomy } from "../../data/taxonomy.ts";
import type { ProductForm } from "./product-form.ts";

/** One row per combination of option values: its SKU, price and stock, each field labelled with the combination. */
export function VariantsTable({
  form,
  productId,
  taxonomy,
  inventoryOf,
}: {
  form: UseFormReturn<ProductForm>;
  productId: number | null;
  taxonomy: Taxonomy;
  /** The saved variant (inventory) of a combination, whose stock history can be opened. */
  inventoryOf: (valueIds: number[]) => number | undefined;
}) {
  const t = useT();
  const { register, watch, formState } = form;
  const variants = watch("variants");
  const message = (key?: string) => (key ? t(key as ConsoleStringKey) : undefined);
  return (
    <section aria-labelledby="variants-heading">
      <h2 id="variants-heading" className="mb-2 text-lg font-semibold">
        {t("editor.variants")}
      </h2>
      {variants.length === 0 ? (
        <p className="text-muted">{t("editor.variants.none")}</p>
      ) : (
        <div
          role="region"
          aria-label={t("editor.variants")}
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-line bg-white"
        >
          <table className="w-full text-sm" data-testid="variants">
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("editor.variant")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("editor.field.sku")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("editor.field.price")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("editor.field.stock")}
                </th>
                {productId !== null && (
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("editor.stock")}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {variants.map((variant, index) => {
                const name = variantLabel(taxonomy, variant.value_ids);
                const inventoryId = inventoryOf(variant.value_ids);
                const errors = formState.errors.variants?.[index];
                return (
                  <tr key={variant.value_ids.join("-")} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 text-start font-normal" dir="auto">
                      {name}
                    </th>
                    {(["sku", "price", "stock"] as const).map((field) => (
                      <td key={field} className="px-3 py-2">
                        <input
                          aria-label={`${t(`editor.field.${field}`)} ${name}`}
                          dir="ltr"
                          aria-invalid={errors?.[field] ? true : undefined}
                          className="w-32 rounded-md border border-line px-2 py-1 aria-invalid:border-danger"
                          {...register(`variants.${index}.${field}`)}
                        />
                        {errors?.[field] && (
                          <span className="block text-danger">{message(errors[field]?.message)}</span>
                        )}
                      </td>
                    ))}
                    {productId !== null && (
                      <td className="px-3 py-2">
                        {inventoryId !== undefined && (
                          <Link
                            to={`/products/${productId}/stock?variant=${inventoryId}`}
                            className="text-primary underline"
                          >
                            {t("stock.history")} <span className="sr-only">{name}</span>
                          </Link>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
