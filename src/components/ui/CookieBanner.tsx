import { useEffect, useRef, useState } from "react";
import { acceptCookies, shouldShowCookieBanner } from "../../stores/banners.ts";

interface Props {
  /** setting.cookie_banner */
  enabled: boolean;
  privacyHref: string;
  labels: { text: string; accept: string; privacy: string; region: string };
}

/** Shown unless the setting is off or the visitor accepted before (localStorage cookieBannerClosed). */
export default function CookieBanner({ enabled, privacyHref, labels }: Props) {
  const [show, setShow] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    setShow(shouldShowCookieBanner(enabled, window.localStorage));
  }, [enabled]);

  // Floating elements (the chat link) stay above the banner: they read --cookie-banner-height.
  useEffect(() => {
    const element = region.current;
    if (!show || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--cookie-banner-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [show]);

  if (!show) return null;

  return (
    <section
      ref={region}
      aria-label={labels.region}
      className="fixed inset-x-0 bottom-0 z-[60] border-t border-line bg-white/95 shadow-[0_-4px_20px_rgba(0,0,0,0.06)] backdrop-blur"
      data-testid="cookie-banner"
    >
      <div className="container-shop flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-ink">
          {labels.text}{" "}
          <a href={privacyHref} className="font-medium text-primary underline underline-offset-2">
            {labels.privacy}
          </a>
        </p>
        <button
          type="button"
          className="btn btn-primary shrink-0"
          onClick={() => {
            acceptCookies(window.localStorage);
            setShow(false);
          }}
        >
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
