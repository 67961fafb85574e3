import { useEffect, useState } from "react";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import type { ShopPageProps } from "../cart/page-props.ts";
import { translator } from "../../i18n/interpolate.ts";
import type { Address } from "../cart/types.ts";
import AddressPopup from "./AddressPopup.tsx";
import { deleteAddress, listAddresses, upsertAddress } from "./address-api.ts";

interface Props extends ShopPageProps {
  defaultCountry: string;
  defaultState: string;
}

/** The address book: add (goes on top), edit (replaced in place), delete ('No address found.' when empty). */
export default function AddressBook(props: Props) {
  const t = translator(props.strings, props.lang);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [popup, setPopup] = useState<{ address: Address | null } | null>(null);

  useEffect(() => {
    listAddresses().then(setAddresses, (error) => showError(messageOf(error, t("checkout.apiDown"))));
    // Runs once on load.
  }, []);

  async function remove(address: Address) {
    if (!window.confirm(t("checkout.cart.confirmDelete"))) return;
    try {
      showToast({ message: await deleteAddress(address.id) });
      setAddresses((list) => (list ?? []).filter((a) => a.id !== address.id));
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    }
  }

  return (
    <div className="space-y-4">
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => setPopup({ address: null })}
        data-testid="address-add"
      >
        {t("checkout.shipping.addAddress")}
      </button>
      {addresses === null ? (
        <p className="text-muted" role="status">
          {t("checkout.loading")}
        </p>
      ) : addresses.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted"
          data-testid="addresses-empty"
        >
          {t("checkout.address.empty")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.map((a) => (
            <li
              key={a.id}
              className="rounded-lg border border-line bg-white p-4 text-sm"
              data-testid="address-card"
            >
              <p className="font-medium text-ink">
                {a.name}
                {a.is_default && (
                  <span className="ms-2 rounded bg-sand px-2 py-0.5 text-xs text-muted">
                    {t("checkout.address.default")}
                  </span>
                )}
              </p>
              <p className="text-muted">{a.email}</p>
              <p className="text-muted">
                <span dir="ltr">{a.phone}</span>
              </p>
              <p className="text-muted">
                {a.address}
                {a.address2 ? `, ${a.address2}` : ""}
              </p>
              <p className="text-muted">
                {a.city} {a.zipCode}, {a.state_name}, {a.country_name}
              </p>
              <div className="mt-3 flex gap-4">
                <button
                  type="button"
                  className="text-primary hover:underline"
                  onClick={() => setPopup({ address: a })}
                >
                  {t("checkout.address.edit")}
                </button>
                <button type="button" className="text-danger hover:underline" onClick={() => remove(a)}>
                  {t("checkout.address.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {popup && (
        <AddressPopup
          t={t}
          address={popup.address}
          defaultCountry={props.defaultCountry}
          defaultState={props.defaultState}
          onClose={() => setPopup(null)}
          onSaved={(saved) => {
            setAddresses((list) => upsertAddress(list ?? [], saved));
            setPopup(null);
          }}
        />
      )}
    </div>
  );
}
