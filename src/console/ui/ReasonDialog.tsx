import { useState } from "react";
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, TextField } from "react-aria-components";
import { useT } from "../i18n/strings.tsx";

/** A modal asking why (a rejection's reason): focus stays inside, Escape closes it, focus returns to the opener. */
export function ReasonDialog({
  title,
  confirm,
  isOpen,
  onClose,
  onConfirm,
}: {
  title: string;
  confirm: string;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState("");
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-lg bg-white p-6 shadow-lg">
        <Dialog className="outline-none">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) onConfirm(reason.trim());
            }}
          >
            <Heading slot="title" className="font-display text-xl">
              {title}
            </Heading>
            <TextField
              value={reason}
              onChange={setReason}
              isRequired
              autoFocus
              className="mt-4 flex flex-col gap-1"
            >
              <Label>{t("editor.reason")}</Label>
              <Input className="rounded-md border border-line px-2 py-2" />
            </TextField>
            <div className="mt-6 flex justify-end gap-2">
              <Button className="btn btn-outline" onPress={onClose}>
                {t("editor.cancel")}
              </Button>
              <Button type="submit" className="btn btn-primary" isDisabled={!reason.trim()}>
                {confirm}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
