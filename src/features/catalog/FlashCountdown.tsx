import { useEffect, useState } from "react";

interface Props {
  /** ISO end of the flash sale. */
  end: string;
  /** Server time of rendering, so the first paint matches the HTML. */
  renderedAt: string;
  label: string;
}

function parts(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d > 0 ? `${d}:` : ""}${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** Live time left in a flash sale, ticking every second. */
export default function FlashCountdown({ end, renderedAt, label }: Props) {
  const endAt = Date.parse(end);
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <span className="text-muted">{label}</span>
      <time dateTime={end} className="rounded bg-ink px-2 py-0.5 font-mono text-white tabular-nums" dir="ltr">
        {parts(endAt - now)}
      </time>
    </span>
  );
}
