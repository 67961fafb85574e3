import { useId, type FormEvent, type ReactNode } from "react";
import { useLanguage } from "../../i18n/strings.tsx";

/** The frame of a catalogue form: its heading, the fields, the problem if any, Save and Cancel. */
export function FormFrame({
  heading,
  problem,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  problem: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {t("taxonomy.save")}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t("taxonomy.cancel")}
        </button>
      </div>
    </form>
  );
}
