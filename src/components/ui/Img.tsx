import { useState, type ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  alt: string;
  /** The shop's default image (common data default_image). */
  fallback?: string;
};

/** A lazy image for islands that falls back to the shop's default image on error. */
export default function Img({
  src,
  fallback = "/images/placeholder.svg",
  loading = "lazy",
  className,
  ...rest
}: Props) {
  const [failed, setFailed] = useState(false);
  const useFallback = failed || !src;
  return (
    <img
      {...rest}
      className={useFallback ? `${className ?? ""} img-fallback` : className}
      src={useFallback ? fallback : src}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
