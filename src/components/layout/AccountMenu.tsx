import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { $session, loadSession, seedSession, signOut, type Session } from "../../stores/session.ts";
import { navigate } from "../ui/progress.ts";

interface Link {
  href: string;
  label: string;
}

interface Props {
  initialSession: Session;
  labels: { account: string; logout: string; signedInAs: string };
  /** Orders, Wish list, Compared list, Vouchers, already localized */
  links: Link[];
  /** Sign in and create account, shown to guests */
  guestLinks: Link[];
  /** Profile, shown when signed in */
  userLinks: Link[];
  homeHref: string;
}

/** Account dropdown; Logout appears only when signed in. */
export default function AccountMenu({
  initialSession,
  labels,
  links,
  guestLinks,
  userLinks,
  homeHref,
}: Props) {
  const isBrowser = typeof window !== "undefined";
  if (isBrowser) seedSession(initialSession);
  const stored = useStore($session);
  // The store is shared by every request on the server: there, only the page's own session counts.
  const session = isBrowser ? stored : initialSession;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!initialSession.signedIn) void loadSession();
  }, [initialSession.signedIn]);

  // The mobile drawer's account links are server-rendered: show the ones for who is signed in now.
  useEffect(() => {
    for (const item of document.querySelectorAll<HTMLElement>("[data-session-only]")) {
      item.hidden = (item.dataset.sessionOnly === "user") !== session.signedIn;
    }
  }, [session.signedIn]);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function logout() {
    setOpen(false);
    await signOut();
    navigate(homeHref);
  }

  const itemClass =
    "block w-full px-4 py-2 text-start text-sm text-ink hover:bg-sand hover:text-primary focus-visible:bg-sand";
  const visible = session.signedIn ? [...userLinks, ...links] : [...guestLinks, ...links];

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand hover:text-primary"
        aria-label={labels.account}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="account-menu-button"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-56 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {session.signedIn && session.user && (
          <p className="border-b border-line px-4 py-2 text-xs text-muted">
            {labels.signedInAs} <span className="font-semibold text-ink">{session.user.name}</span>
          </p>
        )}
        <ul>
          {visible.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={itemClass}>
                {link.label}
              </a>
            </li>
          ))}
          {session.signedIn && (
            <li className="border-t border-line">
              <button type="button" className={itemClass} onClick={logout}>
                {labels.logout}
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
