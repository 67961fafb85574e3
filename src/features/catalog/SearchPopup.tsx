import { formatPrice } from "../../lib/money.ts";
import { imageUrl } from "../../layouts/shell.ts";
import Img from "../../components/ui/Img.tsx";
import {
  nothingFound,
  suggestionLinks,
  type SearchPopupConfig,
  type SuggestionResult,
} from "./search-popup.ts";

interface Props {
  id: string;
  config: SearchPopupConfig;
  text: string;
  loading: boolean;
  result: SuggestionResult | null;
  onPickKeyword: (keyword: string) => void;
}

const heading = "px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted";
const row = "block px-3 py-2 text-sm text-ink hover:bg-sand focus-visible:bg-sand";

/** The suggestions panel under the header search box: keywords, categories, sub-categories, products. */
export default function SearchPopup({ id, config, text, loading, result, onPickKeyword }: Props) {
  const to = suggestionLinks(config.lang);
  const { labels } = config;
  const empty =
    result !== null &&
    result.suggested.length + result.category.length + result.sub_category.length + result.product.length ===
      0;
  return (
    <div
      id={id}
      role="region"
      aria-label={labels.products}
      // Keep focus in the search box while a suggestion is clicked, so the hide timer does not win.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[500px] overflow-y-auto rounded-lg border border-line bg-white pb-2 text-start shadow-lg"
      data-testid="search-popup"
    >
      <p aria-live="polite" className={loading || empty ? "px-3 pt-3 text-sm text-muted" : "sr-only"}>
        {loading ? labels.loading : empty ? nothingFound(labels.nothing, text) : ""}
      </p>
      {result && !loading && (
        <>
          {result.suggested.length > 0 && (
            <section>
              <h2 className={heading}>{labels.keywords}</h2>
              <ul>
                {result.suggested.map((keyword) => (
                  <li key={keyword}>
                    <a
                      href={to.keyword(keyword)}
                      className={row}
                      onClick={(event) => {
                        event.preventDefault();
                        onPickKeyword(keyword);
                      }}
                    >
                      {keyword}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.category.length > 0 && (
            <section>
              <h2 className={heading}>{labels.categories}</h2>
              <ul>
                {result.category.map((c) => (
                  <li key={c.id}>
                    <a href={to.category(c)} className={row}>
                      {c.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.sub_category.length > 0 && (
            <section>
              <h2 className={heading}>{labels.subCategories}</h2>
              <ul>
                {result.sub_category.map((s) => (
                  <li key={s.id}>
                    <a href={to.subCategory(s)} className={row}>
                      {s.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.product.length > 0 && (
            <section>
              <h2 className={heading}>{labels.products}</h2>
              <ul>
                {result.product.map((p) => (
                  <li key={p.id}>
                    <a href={to.product(p)} className={`${row} flex items-center gap-3`}>
                      <Img
                        src={imageUrl(p.image, config.imgBase)}
                        fallback={config.fallbackImage}
                        alt=""
                        width={40}
                        height={53}
                        className="h-[53px] w-10 shrink-0 rounded bg-sand object-cover"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2">{p.title}</span>
                        <span className="mt-0.5 block text-xs font-semibold text-primary">
                          {formatPrice(p.current_price, config.money)}
                          {p.previous_price !== null && (
                            <s className="ms-2 font-normal text-muted">
                              {formatPrice(p.previous_price, config.money)}
                            </s>
                          )}
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
