import { useState } from "react";
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, TextField } from "react-aria-components";
import { useT } from "../../i18n/strings.tsx";

/** One key per opened dialog: every press of its button asks for the same refund, made once. */
function freshKey(returnId: number): string {
  const random = crypto.getRandomValues(new Uint32Array(2)).join("-");
  return `return-${returnId}-${random}`;
}

/**
 * Confirms a return's refund. The button stays pressable while the answer is awaited: a second
 * press sends the same idempotency key, so the shop answers the same refund instead of a new one.
 * Payments refunded by hand (cash on delivery, bank transfer) ask for the transfer's reference.
 */
export function RefundDialog({
  returnId,
  amount,
  manual,
  busy,
  onClose,
  onConfirm,
}: {
  returnId: number;
  amount: string;
  manual: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: { idempotencyKey: string; manualReference?: string }) => void;
}) {
  const t = useT();
  const [key] = useState(() => freshKey(returnId));
  const [reference, setReference] = useState("");
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-6 shadow-lg">
        <Dialog className="outline-none">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (manual && !reference.trim()) return;
              onConfirm({ idempotencyKey: key, ...(manual ? { manualReference: reference.trim() } : {}) });
            }}
          >
            <Heading slot="title" className="font-display text-xl">
              {t("returns.refundTitle", { amount })}
            </Heading>
            <p className="mt-2 text-sm">{t(manual ? "returns.refundManual" : "returns.refundGateway")}</p>
            {manual && (
              <TextField
                value={reference}
                onChange={setReference}
                isRequired
                autoFocus
                className="mt-4 flex flex-col gap-1"
              >
                <Label>{t("returns.reference")}</Label>
                <Input className="rounded-md border border-line px-2 py-2" />
              </TextField>
            )}
            <p role="status" className="mt-2 text-sm">
              {busy ? t("returns.refunding") : ""}
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <Button className="btn btn-outline" onPress={onClose}>
                {t("editor.cancel")}
              </Button>
              <button type="submit" className="btn btn-primary">
                {t("returns.refundConfirm")}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
