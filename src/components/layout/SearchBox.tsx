import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { api, unwrap } from "../../client/api.ts";
import { navigate } from "../ui/progress.ts";
import { searchTarget } from "./search.ts";
import SearchPopup from "../../features/catalog/SearchPopup.tsx";
import {
  POPUP_HIDE_MS,
  SUGGEST_DEBOUNCE_MS,
  popupOpensFor,
  type SearchPopupConfig,
  type SuggestionResult,
} from "../../features/catalog/search-popup.ts";

interface Props {
  /** The localized search page, e.g. /fr/search */
  action: string;
  currentQuery: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  class?: string;
  autoFocus?: boolean;
  /** Suggestions popup under the box; without it the box is a plain search form. */
  popup?: SearchPopupConfig;
}

/** Header search (also in the toggled search bar and the mobile menu); works as a plain form without JS. */
export default function SearchBox({
  action,
  currentQuery,
  label,
  placeholder,
  submitLabel,
  autoFocus,
  popup,
  ...rest
}: Props) {
  const [text, setText] = useState(currentQuery);
  const id = useId();
  const suggestions = useSuggestions(popup);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(text, currentQuery);
    if (target) navigate(action + target.slice("/search".length));
  }

  function pickKeyword(keyword: string) {
    setText(keyword);
    suggestions.close();
    const target = searchTarget(keyword, currentQuery);
    if (target) navigate(action + target.slice("/search".length));
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      onBlur={suggestions.hideSoon}
      onKeyDown={(event) => {
        if (event.key === "Escape") suggestions.close();
      }}
      className={`relative flex w-full ${rest.class ?? ""}`}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          suggestions.typed(event.target.value);
        }}
        onFocus={() => suggestions.typed(text, false)}
        aria-controls={popup && suggestions.open ? `${id}-popup` : undefined}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        className="h-10 w-full rounded-full border border-line bg-white ps-4 pe-11 text-sm text-ink placeholder:text-muted focus:border-primary"
      />
      <button
        type="submit"
        className="absolute inset-y-0 end-0 my-auto flex h-10 w-10 items-center justify-center rounded-full text-muted hover:text-primary"
        aria-label={submitLabel}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {popup && suggestions.open && (
        <SearchPopup
          id={`${id}-popup`}
          config={popup}
          text={text}
          loading={suggestions.loading}
          result={suggestions.result}
          onPickKeyword={pickKeyword}
        />
      )}
    </form>
  );
}

/** Popup state: opens on typing, closes on empty text, loads 700 ms after typing stops, hides 100 ms after focus leaves. */
function useSuggestions(popup: SearchPopupConfig | undefined) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<SuggestionResult | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const loaded = useRef<string | null>(null);

  useEffect(() => {
    if (!popup || pending === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = { q: pending.trim() };
        const { data } = await unwrap(
          api.GET("/api/v1/search/suggestions", { params: { query }, signal: controller.signal }),
        );
        loaded.current = query.q;
        setResult(data);
      } catch {
        // Aborted by newer typing, or offline: the form still submits to the search page.
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [popup, pending]);

  return {
    open,
    loading,
    result,
    typed(value: string, load = true) {
      if (!popup) return;
      if (!popupOpensFor(value)) {
        setOpen(false);
        setPending(null);
        setLoading(false);
        return;
      }
      setOpen(true);
      // Focus alone reopens what was loaded; typing (or text never loaded yet) loads again.
      if (value.trim() !== loaded.current && (load || pending === null)) {
        setLoading(true);
        setPending(value);
      }
    },
    close() {
      setOpen(false);
      setPending(null);
    },
    hideSoon(event: FocusEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      setTimeout(() => {
        if (!form.contains(document.activeElement)) setOpen(false);
      }, POPUP_HIDE_MS);
    },
  };
}
