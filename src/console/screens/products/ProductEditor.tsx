import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { ApiError, messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useProduct, useProductAction, useSaveProduct, type ProductAction } from "../../data/products.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { ReasonDialog } from "../../ui/ReasonDialog.tsx";
import {
  emptyProductForm,
  isMissing,
  productFormSchema,
  productInputIssues,
  slugify,
  type ProductForm,
} from "./product-form.ts";
import { useTaxonomy, type Taxonomy } from "../../data/taxonomy.ts";
import { OptionsSection } from "./OptionsSection.tsx";
import { formOfProduct } from "./product-mapping.ts";
import { actionsFor } from "./product-actions.ts";
import { VariantsTable } from "./VariantsTable.tsx";
import { PicturesSection } from "./PicturesSection.tsx";
import { ClassificationSection } from "./ClassificationSection.tsx";
import { SalesSection } from "./SalesSection.tsx";
import { SeoFields } from "./SeoFields.tsx";

/** Creates a product, or edits one: translations, price, options and their variants, status actions. */
export function ProductEditor({ me }: { me: NonNullable<Me> }) {
  const { t } = useLanguage();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const product = useProduct(id);
  const taxonomy = useTaxonomy();
  if (taxonomy.isError) {
    return (
      <>
        <PageHeading>{t("products.title")}</PageHeading>
        <ErrorNote error={taxonomy.error} onRetry={() => void taxonomy.refetch()} />
      </>
    );
  }
  if (id !== null && product.isError) {
    return (
      <>
        <PageHeading>{t("products.title")}</PageHeading>
        <ErrorNote error={product.error} onRetry={() => void product.refetch()} />
      </>
    );
  }
  if ((id !== null && !product.data) || !taxonomy.data) {
    return (
      <>
        <PageHeading>{t("products.title")}</PageHeading>
        <p role="status">{t("app.loading")}</p>
      </>
    );
  }
  return (
    <EditorForm
      key={id ?? "new"}
      me={me}
      id={id}
      taxonomy={taxonomy.data}
      initial={product.data ? formOfProduct(product.data) : emptyProductForm()}
      detail={product.data ?? null}
    />
  );
}

function EditorForm({
  me,
  id,
  taxonomy,
  initial,
  detail,
}: {
  me: NonNullable<Me>;
  id: number | null;
  taxonomy: Taxonomy;
  initial: ProductForm;
  detail: ReturnType<typeof useProduct>["data"] | null;
}) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const form = useForm<ProductForm>({ resolver: zodResolver(productFormSchema), defaultValues: initial });
  const { register, handleSubmit, formState, watch, getValues, setValue, setError } = form;
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState("");
  const values = watch();
  const englishTitle = values.translations.en?.title ?? "";

  useEffect(() => setNotice(""), [englishTitle]);

  const submit = handleSubmit(async (data) => {
    setServerErrors([]);
    const issues = productInputIssues(data);
    if (issues.length > 0) {
      for (const issue of issues) setError(issue.field as "price", { message: issue.message });
      setServerErrors([t("validation.invalid")]);
      return;
    }
    try {
      const saved = await save.mutateAsync(data);
      setNotice(t("editor.saved"));
      if (id === null) navigate(`/products/${saved.id}`, { replace: true });
    } catch (error) {
      setServerErrors(
        error instanceof ApiError && error.messages.length
          ? error.messages
          : [messageOf(error, t("app.error"))],
      );
    }
  });

  const errorOf = (key?: string) => (key ? t(key as ConsoleStringKey) : undefined);
  const status = detail?.status ?? "draft";
  const inventoryOf = (valueIds: number[]) =>
    detail?.variants.find((v) => v.value_ids.join("-") === valueIds.join("-"))?.id;

  return (
    <>
      <PageHeading>
        {id === null ? t("editor.newTitle") : t("editor.editTitle", { title: englishTitle })}
      </PageHeading>
      {detail && <StatusBar me={me} id={detail.id} status={status} rejectReason={detail.rejection_reason} />}
      <form onSubmit={submit} noValidate className="space-y-8" data-testid="product-editor">
        {serverErrors.length > 0 && (
          <ul role="alert" className="rounded-md border border-danger bg-white p-3 text-danger">
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <label className="flex max-w-sm flex-col gap-1 text-sm">
          {t("editor.field.category")}
          <select
            className="rounded-md border border-line bg-white px-2 py-2 aria-invalid:border-danger"
            aria-invalid={formState.errors.category_id ? true : undefined}
            aria-describedby={formState.errors.category_id ? "category-error" : undefined}
            {...register("category_id")}
          >
            <option value="">{t("editor.field.categoryChoose")}</option>
            {taxonomy.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </select>
          {formState.errors.category_id && (
            <span id="category-error" className="text-danger">
              {errorOf(formState.errors.category_id.message)}
            </span>
          )}
        </label>
        <section aria-labelledby="translations-heading">
          <h2 id="translations-heading" className="mb-2 text-lg font-semibold">
            {t("editor.translations")}
          </h2>
          <Tabs>
            <TabList
              aria-label={t("editor.translations")}
              className="flex flex-wrap gap-1 border-b border-line"
            >
              {LOCALES.map((locale) => (
                <Tab
                  key={locale.code}
                  id={locale.code}
                  className="cursor-pointer rounded-t-md px-3 py-2 text-sm outline-none data-[focus-visible]:outline-2 data-[selected]:bg-primary data-[selected]:text-white"
                >
                  <span lang={locale.code}>{locale.name}</span>{" "}
                  {locale.code === "en" ? (
                    <span className="text-xs">({t("editor.required")})</span>
                  ) : (
                    isMissing(values, locale.code) && (
                      <span className="text-xs" data-missing={locale.code}>
                        ({t("editor.missing")})
                      </span>
                    )
                  )}
                </Tab>
              ))}
            </TabList>
            {LOCALES.map((locale) => (
              <TabPanel
                key={locale.code}
                id={locale.code}
                className="space-y-3 rounded-b-md border border-t-0 border-line bg-white p-4"
              >
                <FieldText
                  label={`${t("editor.field.title")} (${locale.name})`}
                  lang={locale.code}
                  dir={locale.direction}
                  error={formState.errors.translations?.[locale.code]?.title}
                  {...register(`translations.${locale.code}.title`, {
                    onBlur: (event: { target: { value: string } }) => {
                      if (!getValues(`translations.${locale.code}.slug`)) {
                        setValue(`translations.${locale.code}.slug`, slugify(event.target.value));
                      }
                    },
                  })}
                />
                <FieldText
                  label={`${t("editor.field.slug")} (${locale.name})`}
                  dir="ltr"
                  error={formState.errors.translations?.[locale.code]?.slug}
                  {...register(`translations.${locale.code}.slug`)}
                />
                <FieldText
                  label={`${t("editor.field.description")} (${locale.name})`}
                  lang={locale.code}
                  dir={locale.direction}
                  {...register(`translations.${locale.code}.description`)}
                />
                <SeoFields form={form} locale={locale} />
              </TabPanel>
            ))}
          </Tabs>
          {formState.errors.translations?.en?.title && (
            <p className="mt-2 text-danger">{errorOf(formState.errors.translations.en.title.message)}</p>
          )}
        </section>

        <section className="grid max-w-md grid-cols-2 gap-4">
          <FieldText
            label={t("editor.field.price")}
            inputMode="decimal"
            dir="ltr"
            error={formState.errors.price}
            {...register("price")}
          />
          {values.variants.length === 0 && (
            <FieldText
              label={t("editor.field.stock")}
              inputMode="numeric"
              dir="ltr"
              error={formState.errors.stock}
              {...register("stock")}
            />
          )}
        </section>

        <ClassificationSection form={form} taxonomy={taxonomy} />

        <SalesSection form={form} />

        <OptionsSection form={form} taxonomy={taxonomy} />

        <VariantsTable form={form} productId={id} taxonomy={taxonomy} inventoryOf={inventoryOf} />

        <div className="flex items-center gap-4">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t("editor.save")}
          </button>
          <p role="status" className="text-success">
            {notice}
          </p>
        </div>
      </form>
      {id !== null && detail && (
        <PicturesSection productId={id} taxonomy={taxonomy} attributes={detail.attributes} />
      )}
    </>
  );
}

function StatusBar({
  me,
  id,
  status,
  rejectReason,
}: {
  me: NonNullable<Me>;
  id: number;
  status: string;
  rejectReason: string | null;
}) {
  const { t } = useLanguage();
  const action = useProductAction(id);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState("");
  const run = (name: ProductAction, reason?: string) => {
    setError("");
    action.mutate({ action: name, reason }, { onError: (e) => setError(messageOf(e, t("app.error"))) });
  };
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-3 rounded-md bg-sand p-3"
      data-testid="product-status"
    >
      <span data-status={status}>
        {t("editor.status", { status: t(`status.${status}` as ConsoleStringKey) })}
      </span>
      {status === "rejected" && rejectReason && (
        <span>{t("editor.rejectedBecause", { reason: rejectReason })}</span>
      )}
      {actionsFor(me, status).map((name) => (
        <button
          key={name}
          type="button"
          className={name === "reject" ? "btn btn-outline" : "btn btn-primary"}
          disabled={action.isPending}
          onClick={() => (name === "reject" ? setRejecting(true) : run(name))}
        >
          {t(`editor.action.${name}`)}
        </button>
      ))}
      <Link to={`/products/${id}/stock`} className="text-primary underline">
        {t("editor.stock")}
      </Link>
      {error && (
        <p role="alert" className="w-full text-danger">
          {error}
        </p>
      )}
      <ReasonDialog
        title={t("editor.action.reject")}
        confirm={t("editor.action.reject")}
        isOpen={rejecting}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          run("reject", reason);
        }}
      />
    </div>
  );
}
