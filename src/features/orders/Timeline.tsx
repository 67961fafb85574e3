import type { Lang } from "../../i18n/locales.ts";
import type { PartHistoryEntry } from "../../lib/order-view.ts";
import { trackingHistory } from "./order-view.ts";
import type { Translate } from "./types.ts";

interface Props {
  history: PartHistoryEntry[];
  lang: Lang;
  t: Translate;
  testId: string;
}

/** What happened, oldest first, each with its date and time in the page's language. */
export default function Timeline({ history, lang, t, testId }: Props) {
  return (
    <ol className="space-y-1 text-sm" data-testid={testId}>
      {trackingHistory(history, t, lang).map((entry, i) => (
        <li key={i} className="flex justify-between gap-3">
          <span className="text-ink">{entry.name}</span>
          <time dateTime={entry.iso} className="text-muted">
            {entry.date}
          </time>
        </li>
      ))}
    </ol>
  );
}
