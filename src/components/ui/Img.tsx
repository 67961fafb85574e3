import { useState, type ImgHTMLAttributes } from "react";
import { responsiveSrcset } from "../../lib/responsive-image.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  alt: string;
  /** The shop's default image (common data default_image). */
  fallback?: string;
};

/**
 * A lazy image for islands that falls back to the shop's default image on error; uploaded pictures
 * come in the widths a screen needs when a numeric width is given.
 */
export default function Img({
  src,
  fallback = "/images/placeholder.svg",
  loading = "lazy",
  className,
  ...rest
}: Props) {
  const [failed, setFailed] = useState(false);
  const useFallback = failed || !src;
  const srcSet =
    !useFallback && typeof rest.width === "number" ? responsiveSrcset(src, rest.width) : undefined;
  return (
    <img
      {...rest}
      className={useFallback ? `${className ?? ""} img-fallback` : className}
      src={useFallback ? fallback : src}
      srcSet={srcSet}
      sizes={srcSet ? (rest.sizes ?? `(max-width: ${rest.width}px) 100vw, ${rest.width}px`) : undefined}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
