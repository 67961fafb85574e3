import { useEffect, useState } from "react";
import { interpolate } from "../../i18n/interpolate.ts";
import { timeLeft } from "./variant.ts";

interface Props {
  end: string;
  /** The server's clock when the page was made, so the first paint matches the HTML. */
  renderedAt: string;
  labels: { endsIn: string; ended: string; format: string };
}

/** Live countdown to the end of a flash sale, ticking every second. */
export default function Countdown({ end, renderedAt, labels }: Props) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(end, now);
  const pad = (n: number) => String(n).padStart(2, "0");
  const text = interpolate(labels.format, { d: left.d, h: pad(left.h), m: pad(left.m), s: pad(left.s) });
  return (
    <span className="tabular-nums">
      {left.done ? (
        labels.ended
      ) : (
        <>
          {labels.endsIn} <time dateTime={end}>{text}</time>
        </>
      )}
    </span>
  );
}
