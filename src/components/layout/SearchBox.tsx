import { useId, useState, type FormEvent } from "react";
import { navigate } from "../ui/progress.ts";
import { searchTarget } from "./search.ts";

interface Props {
  /** The localized search page, e.g. /fr/search */
  action: string;
  currentQuery: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  class?: string;
  autoFocus?: boolean;
}

/** Header search (also in the toggled search bar and the mobile menu); works as a plain form without JS. */
export default function SearchBox({
  action,
  currentQuery,
  label,
  placeholder,
  submitLabel,
  autoFocus,
  ...rest
}: Props) {
  const [text, setText] = useState(currentQuery);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(text, currentQuery);
    if (target) navigate(action + target.slice("/search".length));
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
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
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        className="h-10 w-full rounded-full border border-line bg-white ps-4 pe-11 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-primary"
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
    </form>
  );
}
