import { useEffect, useRef, useState, type MouseEvent } from "react";
import { interpolate } from "../../i18n/interpolate.ts";
import { responsiveSrcset } from "../../lib/responsive-image.ts";
import { CHOICE_EVENT, picturesFor, type GalleryPicture } from "./gallery-choice.ts";

interface Props {
  pictures: GalleryPicture[];
  alt: string;
  fallback: string;
  labels: { gallery: string; zoom: string; close: string; prev: string; next: string; show: string };
}

/**
 * Product pictures: a main image that zooms under the pointer, thumbnails, and an expanded view
 * (a modal dialog with previous/next, arrow keys and Escape).
 */
export default function Gallery({ pictures, alt, fallback, labels }: Props) {
  const [chosen, setChosen] = useState<number[]>([]);
  const shown = picturesFor(pictures, chosen);
  const list = shown.length > 0 ? shown.map((p) => p.src) : [fallback];
  const alts = shown.map((p) => p.alt || alt);
  const [index, setIndex] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const go = (step: number) => setIndex((i) => (i + step + list.length) % list.length);

  function zoom(event: MouseEvent<HTMLElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x}% ${y}%`);
  }

  useEffect(() => {
    const onChoice = (e: Event) => {
      setChosen((e as CustomEvent<number[]>).detail);
      setIndex(0);
    };
    window.addEventListener(CHOICE_EVENT, onChoice);
    return () => window.removeEventListener(CHOICE_EVENT, onChoice);
  }, []);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    const onKey = (e: KeyboardEvent) => {
      const rtl = document.documentElement.dir === "rtl";
      if (e.key === "ArrowRight") go(rtl ? -1 : 1);
      if (e.key === "ArrowLeft") go(rtl ? 1 : -1);
    };
    d.addEventListener("keydown", onKey);
    return () => d.removeEventListener("keydown", onKey);
  });

  const onError = (e: React.SyntheticEvent<HTMLImageElement>) => {
    if (!e.currentTarget.src.endsWith(fallback)) {
      e.currentTarget.removeAttribute("srcset");
      e.currentTarget.src = fallback;
    }
  };

  return (
    <section aria-label={labels.gallery} className="space-y-3">
      <button
        type="button"
        className="block w-full cursor-zoom-in overflow-hidden rounded-xl bg-sand"
        aria-label={labels.zoom}
        onClick={() => dialog.current?.showModal()}
        onMouseMove={zoom}
        onMouseLeave={() => setOrigin(null)}
      >
        <img
          src={list[index]}
          srcSet={responsiveSrcset(list[index], 800)}
          sizes="(min-width: 1240px) 588px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)"
          alt={alts[index] ?? alt}
          width={800}
          height={1000}
          fetchPriority="high"
          onError={onError}
          className="aspect-[4/5] w-full object-cover transition-transform duration-150"
          style={origin ? { transform: "scale(2)", transformOrigin: origin } : undefined}
        />
      </button>
      {list.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {list.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={interpolate(labels.show, { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-md ring-2 ${i === index ? "ring-primary" : "ring-transparent"}`}
              >
                <img
                  src={src}
                  srcSet={responsiveSrcset(src, 72)}
                  sizes="72px"
                  alt=""
                  width={72}
                  height={90}
                  loading="lazy"
                  // After the large picture, which is the one a shopper waits for.
                  fetchPriority="low"
                  onError={onError}
                  className="h-[90px] w-[72px] object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={labels.gallery}
        className="m-auto max-h-[95vh] w-[min(95vw,900px)] rounded-xl bg-white p-0 backdrop:bg-black/70"
        onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      >
        <div className="relative">
          {/* Lazy: a closed dialog's picture is fetched when it opens, not with the page. */}
          <img
            src={list[index]}
            srcSet={responsiveSrcset(list[index], 900)}
            sizes="min(95vw, 900px)"
            alt={alts[index] ?? alt}
            loading="lazy"
            onError={onError}
            className="max-h-[90vh] w-full object-contain"
          />
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="absolute end-2 top-2 grid h-11 w-11 place-items-center rounded-full bg-white/90 text-2xl shadow"
            aria-label={labels.close}
          >
            ×
          </button>
          {list.length > 1 && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                className="absolute start-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl shadow"
                aria-label={labels.prev}
              >
                <span className="rtl:rotate-180">‹</span>
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                className="absolute end-2 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl shadow"
                aria-label={labels.next}
              >
                <span className="rtl:rotate-180">›</span>
              </button>
            </>
          )}
        </div>
      </dialog>
    </section>
  );
}
