import { useState } from "react";
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, TextField } from "react-aria-components";
import { PICKED_UP, PartStepInput, type PartStep } from "../../../lib/console/order-desk-input.ts";
import { useT } from "../../i18n/strings.tsx";

const field = "mt-4 flex flex-col gap-1 text-sm";
const input = "rounded-md border border-line px-2 py-2";

/**
 * Asks who carries the parcel and its tracking number (both required) and an optional tracking
 * link, checked by the schema the server uses; focus stays inside and returns to the opener.
 */
export function ShipDialog({
  isOpen,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  busy: boolean;
  error: string;
  onClose: () => void;
  onConfirm: (step: PartStep) => void;
}) {
  const t = useT();
  const [carrier, setCarrier] = useState("");
  const [number, setNumber] = useState("");
  const [url, setUrl] = useState("");
  const step = {
    status: PICKED_UP,
    ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
    ...(number.trim() ? { tracking_number: number.trim() } : {}),
    ...(url.trim() ? { tracking_url: url.trim() } : {}),
  };
  const checked = PartStepInput.safeParse(step);
  const urlWrong =
    Boolean(url.trim()) && !checked.success && checked.error.issues.some((i) => i.path[0] === "tracking_url");
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
              if (checked.success) onConfirm(checked.data);
            }}
          >
            <Heading slot="title" className="font-display text-xl">
              {t("orders.ship.title")}
            </Heading>
            <TextField value={carrier} onChange={setCarrier} isRequired autoFocus className={field}>
              <Label>{t("orders.ship.carrier")}</Label>
              <Input className={input} />
            </TextField>
            <TextField value={number} onChange={setNumber} isRequired className={field}>
              <Label>{t("orders.ship.number")}</Label>
              <Input className={input} dir="ltr" />
            </TextField>
            <TextField value={url} onChange={setUrl} type="url" isInvalid={urlWrong} className={field}>
              <Label>{t("orders.ship.url")}</Label>
              <Input className={`${input} aria-invalid:border-danger`} dir="ltr" />
            </TextField>
            {urlWrong && <p className="mt-1 text-sm text-danger">{t("orders.ship.urlInvalid")}</p>}
            {error && (
              <p role="alert" className="mt-3 text-sm text-danger">
                {error}
              </p>
            )}
            <div className="mt-6 flex justify-end gap-2">
              <Button className="btn btn-outline" onPress={onClose}>
                {t("editor.cancel")}
              </Button>
              <Button type="submit" className="btn btn-primary" isDisabled={!checked.success || busy}>
                {t("orders.action.pickedUp")}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
