import { useId, type ReactNode } from "react";
import { useModalDialog } from "../../components/ui/modal.ts";

interface Props {
  title: string;
  closeLabel: string;
  /** Tailwind max width, e.g. max-w-[450px] */
  widthClass: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/** A modal dialog (focus kept inside, Escape closes, focus back to the opener after). */
export default function Popup({ title, closeLabel, widthClass, onClose, children, testId }: Props) {
  const id = useId();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widthClass} rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/50`}
      data-testid={testId}
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={id} className="font-display text-2xl text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="h-10 w-10 rounded-full text-xl hover:bg-sand"
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
