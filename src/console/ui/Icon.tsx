/**
 * Small inline icons. Directional ones (back, previous, next) point along the reading direction:
 * they are mirrored in right-to-left languages with rtl:-scale-x-100.
 */
const PATHS = {
  back: "M15 6l-6 6 6 6",
  previous: "M15 6l-6 6 6 6",
  next: "M9 6l6 6-6 6",
  up: "M6 15l6-6 6 6",
  down: "M6 9l6 6 6-6",
} as const;

const DIRECTIONAL = new Set(["back", "previous", "next"]);

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={DIRECTIONAL.has(name) ? "shrink-0 rtl:-scale-x-100" : "shrink-0"}
      data-icon={name}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
