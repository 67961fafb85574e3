import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useFeaturedProducts, type ConsoleHome } from "../../data/home.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { ProductPicker } from "../promotions/ProductPicker.tsx";
import { MoveButtons, moved } from "./MoveButtons.tsx";

interface Featured {
  id: number;
  title: string;
  published: boolean;
}

/**
 * The home page's "Featured" products (admins): picked by name among published products, in their
 * order. Saving keeps a draft version; Publish shows it. A product hidden later drops out by itself.
 */
export function FeaturedProducts({
  home,
  onNotice,
}: {
  home: ConsoleHome;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useFeaturedProducts();
  const start = (home.draft ?? home.live).featured_products;
  const [items, setItems] = useState<Featured[]>(() =>
    start.map(
      (id) => home.featured_choices.find((c) => c.id === id) ?? { id, title: `#${id}`, published: false },
    ),
  );
  const [problem, setProblem] = useState("");
  return (
    <section className="space-y-3" aria-labelledby="featured-products">
      <h2 id="featured-products" className="text-lg font-semibold">
        {t("home.featured")}
      </h2>
      {items.length === 0 && <p>{t("home.noFeatured")}</p>}
      <ol className="space-y-2" aria-label={t("home.featured")}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-white p-3"
          >
            <span className="grow">
              {item.title}
              {!item.published && <span className="text-muted"> · {t("home.notShown")}</span>}
            </span>
            <MoveButtons
              name={item.title}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => setItems((all) => moved(all, index, by))}
            />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setItems((all) => all.filter((other) => other.id !== item.id))}
            >
              {t("home.removeFeatured", { name: item.title })}
            </button>
          </li>
        ))}
      </ol>
      <ProductPicker
        status="published"
        taken={items.map((item) => item.id)}
        onPick={(product) => setItems((all) => [...all, { ...product, published: true }])}
      />
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={save.isPending}
        onClick={() => {
          setProblem("");
          save.mutate(
            items.map((item) => item.id),
            {
              onSuccess: () => onNotice(t("content.savedDraft")),
              onError: (error) => setProblem(messageOf(error, t("app.error"))),
            },
          );
        }}
      >
        {t("home.saveFeatured")}
      </button>
    </section>
  );
}
