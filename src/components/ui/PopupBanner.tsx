import { useEffect, useRef, useState } from "react";
import { closePopupForGood, closePopupForSession, shouldShowPopupBanner } from "../../stores/banners.ts";
import Img from "./Img.tsx";
import { keepTabInside } from "./modal.ts";

interface Props {
  banner: { status: number; image: string; title: string };
  /** Where the banner leads, localized */
  href: string;
  external: boolean;
  fallbackImage: string;
  labels: { close: string };
}

/**
 * Popup banner (spec §4): on load when public and never closed for good; scroll locked while open;
 * a click outside (or Escape) hides it for the session, its close button or a click on it for good.
 */
export default function PopupBanner({ banner, href, external, fallbackImage, labels }: Props) {
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setOpen(shouldShowPopupBanner(banner, window.localStorage, window.sessionStorage));
  }, [banner]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("scroll-locked");
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismissForSession();
      keepTabInside(event, box.current);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      root.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  function dismissForSession() {
    closePopupForSession(window.sessionStorage);
    setOpen(false);
  }

  function dismissForGood() {
    closePopupForGood(window.localStorage);
    setOpen(false);
  }

  if (!open) return null;

  return (
    <div
      className="fixed inset-0 z-[80] flex items-center justify-center bg-black/50 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) dismissForSession();
      }}
      data-testid="popup-banner"
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={banner.title}
        className="relative w-full max-w-lg"
      >
        <button
          ref={closeButton}
          type="button"
          onClick={dismissForGood}
          aria-label={labels.close}
          className="absolute -top-3 -end-3 z-10 flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink shadow-md hover:text-primary"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <a
          href={href}
          onClick={() => closePopupForGood(window.localStorage)}
          target={external ? "_blank" : undefined}
          rel={external ? "noopener" : undefined}
          className="block overflow-hidden rounded-lg bg-white shadow-xl"
        >
          <Img
            src={banner.image}
            fallback={fallbackImage}
            alt={banner.title}
            className="block h-auto w-full"
            loading="eager"
          />
        </a>
      </div>
    </div>
  );
}
