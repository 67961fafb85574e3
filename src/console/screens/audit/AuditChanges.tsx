import { useMemo } from "react";
import { codeLabel } from "../../i18n/codes.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useLanguage, type Translate } from "../../i18n/strings.tsx";
import { PRODUCT_STATUSES } from "../../data/products.ts";
import { formatMoney } from "../../ui/format.ts";
import { changeLines, shortened, type ValueWords } from "./audit-values.ts";

const TEXT_FIELDS = ["title", "slug", "short_description", "description", "meta_title", "meta_description"];

const isProductStatus = (value: unknown): value is (typeof PRODUCT_STATUSES)[number] =>
  (PRODUCT_STATUSES as readonly unknown[]).includes(value);

/** A status in the console's language; null when the field is not a status. */
function statusText(value: unknown, field: string, entity: string, t: Translate): string | null {
  if (field !== "status" || value === null || value === undefined) return null;
  if (entity === "seller_application") return codeLabel(t, "applicationStatus", String(value));
  return isProductStatus(value) ? t(`status.${value}`) : null;
}

/** One side of a change: long text shortened, the whole of it in a disclosure. */
function Side({ text }: { text: string }) {
  const { t } = useLanguage();
  const short = shortened(text);
  if (!short) return <span className="whitespace-pre-line">{text}</span>;
  return (
    <details className="inline-block align-top">
      <summary className="cursor-pointer" aria-label={`${short} — ${t("audit.fullText")}`}>
        {short}
      </summary>
      <span className="whitespace-pre-line">{text}</span>
    </details>
  );
}

/** The fields an entry changed, each as before → after in words a person reads. */
export function AuditChanges({ entity, changes }: { entity: string; changes: Record<string, unknown[]> }) {
  const { t, lang } = useLanguage();
  const words = useMemo<ValueWords>(() => {
    const languages = new Intl.DisplayNames([lang], { type: "language" });
    return {
      language: (code) => languages.of(code) ?? code,
      textField: (name) => (TEXT_FIELDS.includes(name) ? t(`audit.text.${name}` as ConsoleStringKey) : name),
      variant: (variant) => t("audit.variantLine", variant),
      money: (minor) => formatMoney(minor, lang),
    };
  }, [t, lang]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(changes).flatMap(([field, [before, after]]) =>
        changeLines(field, before, after, words).map((line, index) => (
          <div key={`${field}-${index}`} className="contents">
            <dt className="font-semibold">
              {codeLabel(t, "auditField", field)}
              {line.label ? ` · ${line.label}` : ""}
            </dt>
            <dd dir="auto">
              <Side text={statusText(before, field, entity, t) ?? line.before} /> →{" "}
              <Side text={statusText(after, field, entity, t) ?? line.after} />
            </dd>
          </div>
        )),
      )}
    </dl>
  );
}
