import { useEffect, useState } from "react";

/** A search field that searches on Enter or when its button is pressed, not on every key. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        {label}
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-md border border-line bg-white px-2 py-2"
        />
      </label>
      <button type="submit" className="btn btn-outline">
        {label}
      </button>
    </form>
  );
}
