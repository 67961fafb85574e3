import { ICON_PATHS, ICON_SVG, type IconName } from "./icon-paths.ts";

/** Icon.astro for the islands: the same drawing, decorative. */
export default function Icon({
  name,
  size = 22,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      {...ICON_SVG}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: ICON_PATHS[name] }}
    />
  );
}
