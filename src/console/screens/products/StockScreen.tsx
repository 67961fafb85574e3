import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams, useSearchParams } from "react-router";
import { z } from "zod";
import { messageOf } from "../../../client/api.ts";
import { codeLabel } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useProduct } from "../../data/products.ts";
import { useAdjustStock, useStockMovements } from "../../data/stock.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useTaxonomy, variantLabel } from "../../data/taxonomy.ts";

const adjustSchema = z.object({
  delta: z
    .string()
    .regex(/^[+-]?\d+$/, "validation.number")
    .refine((text) => Number(text) !== 0, "validation.number"),
  note: z.string().trim().min(1, "validation.required"),
});
type AdjustForm = z.infer<typeof adjustSchema>;

/** A change with its sign, the minus being the typographic one (−3, +5). */
function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}
const ALL = "all";

/** A product's stock per variant: its movements (order, cancellation, return, adjustment, import) and a manual adjustment. */
export function StockScreen() {
  const { t, lang } = useLanguage();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const product = useProduct(id);
  const taxonomy = useTaxonomy();
  const adjust = useAdjustStock();
  const [notice, setNotice] = useState("");
  const form = useForm<AdjustForm>({
    resolver: zodResolver(adjustSchema),
    defaultValues: { delta: "", note: "" },
  });
  const variants = (product.data?.variants ?? []).map((v) => ({
    id: v.id,
    sku: v.sku,
    stock: v.stock,
    label: variantLabel(taxonomy.data, v.value_ids),
  }));
  // Every movement of the product, those of variants a save removed included (named by their SKU).
  const showAll = variants.length > 0 && params.get("variant") === ALL;
  const chosen = showAll
    ? undefined
    : (variants.find((v) => String(v.id) === params.get("variant")) ?? variants[0]);
  const movements = useStockMovements(id, showAll ? ALL : chosen?.id);
  const title = product.data?.translations.en?.title ?? "";

  const submit = form.handleSubmit((data) => {
    if (!chosen) return;
    setNotice("");
    adjust.mutate(
      { inventoryId: chosen.id, delta: Number(data.delta), note: data.note.trim() },
      {
        onSuccess: () => {
          setNotice(t("stock.adjusted"));
          form.reset();
        },
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  });

  const rows = movements.data?.data ?? [];
  return (
    <>
      <PageHeading>{t("stock.title", { title })}</PageHeading>
      <Link to={`/products/${id}`} className="mb-4 inline-flex items-center gap-1 text-primary underline">
        <Icon name="back" />
        {t("stock.back")}
      </Link>
      {product.isError && <ErrorNote error={product.error} />}
      {variants.length > 0 && (
        <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm">
          {t("stock.variant")}
          <select
            value={showAll ? ALL : chosen ? String(chosen.id) : ""}
            onChange={(event) => setParams({ variant: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.label} ({variant.sku})
              </option>
            ))}
            <option value={ALL}>{t("stock.allVariants")}</option>
          </select>
        </label>
      )}
      {chosen && (
        <p className="mb-4 text-lg" data-testid="stock-current">
          {t("stock.current", { count: chosen.stock })}
        </p>
      )}
      {chosen && (
        <form
          onSubmit={submit}
          noValidate
          className="mb-6 flex flex-wrap items-start gap-3 rounded-md bg-sand p-3"
        >
          <h2 className="w-full font-semibold">{t("stock.adjust")}</h2>
          <FieldText
            label={t("stock.delta")}
            dir="ltr"
            inputMode="numeric"
            error={form.formState.errors.delta}
            {...form.register("delta")}
          />
          <FieldText
            label={t("stock.note")}
            className="min-w-64 flex-1"
            error={form.formState.errors.note}
            {...form.register("note")}
          />
          <button type="submit" className="btn btn-primary mt-6" disabled={adjust.isPending}>
            {t("stock.apply")}
          </button>
          <p role="status" className="w-full text-sm">
            {notice}
          </p>
        </form>
      )}
      <h2 className="mb-2 text-lg font-semibold">{t("stock.history")}</h2>
      {movements.isError ? (
        <ErrorNote error={movements.error} onRetry={() => void movements.refetch()} />
      ) : (
        <div
          role="region"
          aria-label={t("stock.history")}
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-line bg-white"
        >
          <table className="w-full text-sm" data-testid="stock-movements">
            <thead className="bg-sand">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("stock.column.when")}
                </th>
                {showAll && (
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("editor.field.sku")}
                  </th>
                )}
                {(["delta", "reason", "note", "by"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start">
                    {t(`stock.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id} className="border-t border-line">
                  <td className="px-3 py-2">{new Date(m.at).toLocaleString(lang)}</td>
                  {showAll && (
                    <td className="px-3 py-2" dir="ltr">
                      {m.sku ?? ""}
                    </td>
                  )}
                  <td className="px-3 py-2" dir="ltr">
                    {signed(m.delta)}
                  </td>
                  <td className="px-3 py-2">
                    {codeLabel(t, "stockReason", m.reason)}
                    {m.order_id !== null && ` ${t("stock.order", { id: m.order_id })}`}
                  </td>
                  <td className="px-3 py-2" dir="auto">
                    {m.note ?? ""}
                  </td>
                  <td className="px-3 py-2" dir="auto">
                    {m.actor?.name ?? ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="p-4 text-muted">{t("table.empty")}</p>}
        </div>
      )}
    </>
  );
}
