import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { useModalDialog } from "../../components/ui/modal.ts";
import { showError, showToast } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import type { Address } from "../cart/types.ts";
import { needsPostcode } from "../../lib/postcodes.ts";
import { browserRegion, divisionOf, placeFieldOrder, type PlaceField } from "../../lib/address-format.ts";
import { addressErrors, emptyAddress, type AddressValues } from "./address-form.ts";
import { loadCountries, saveAddress, type Country } from "./address-api.ts";

interface Props {
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The address being edited; absent = a new one. */
  address?: Address | null;
  /** The shop's country setting; empty: the browser's region is pre-chosen when the shop ships there. */
  defaultCountry: string;
  defaultState: string;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

const FIELDS: { name: keyof AddressValues; type: string; label: string; autoComplete: string }[] = [
  { name: "name", type: "text", label: "field.name", autoComplete: "name" },
  { name: "email", type: "email", label: "field.email", autoComplete: "email" },
  { name: "phone", type: "tel", label: "field.phone", autoComplete: "tel" },
];
const PLACE_FIELDS: Record<
  Exclude<PlaceField, "state">,
  { label: string; autoComplete: string; optional?: boolean }
> = {
  address: { label: "checkout.address.address", autoComplete: "address-line1" },
  address2: { label: "checkout.address.address2", autoComplete: "address-line2", optional: true },
  city: { label: "checkout.address.city", autoComplete: "address-level2" },
  zipCode: { label: "field.zipCode", autoComplete: "postal-code" },
};

/** The state field's label: what the chosen country calls it (state, province, emirate…). */
function stateLabelKey(country: string): string {
  const division = divisionOf(country);
  return division === "state" ? "field.state" : `checkout.address.division.${division}`;
}

function valuesOf(address: Address): AddressValues {
  return {
    id: address.id,
    name: address.name,
    email: address.email,
    phone: address.phone,
    country: address.country,
    state: address.state,
    city: address.city,
    zipCode: address.zipCode,
    address: address.address,
    address2: address.address2 ?? "",
  };
}

/** Address form in a popup (max 650px): country and state lists, phone checked. */
export default function AddressPopup({ t, address, defaultCountry, defaultState, onSaved, onClose }: Props) {
  const id = useId();
  const dialog = useModalDialog();
  const [values, setValues] = useState<AddressValues>(
    address ? valuesOf(address) : emptyAddress(defaultCountry, defaultState),
  );
  const [errors, setErrors] = useState<Partial<Record<keyof AddressValues, string>>>({});
  const [countries, setCountries] = useState<Country[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadCountries().then(
      (loaded) => {
        setCountries(loaded);
        // A new address in a shop without a country setting: the browser's region, if the shop ships there.
        const region = browserRegion(
          navigator.languages,
          loaded.map((c) => c.code),
        );
        if (region) setValues((v) => (v.id === undefined && !v.country ? { ...v, country: region } : v));
      },
      () => setCountries([]),
    );
  }, []);

  const states = countries.find((c) => c.code === values.country)?.states ?? [];
  const stateLabel = t(stateLabelKey(values.country));
  const set = (name: keyof AddressValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = addressErrors(values, t, { state: stateLabel });
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return showError(first);
    setBusy(true);
    try {
      const { address: saved, message } = await saveAddress(values);
      showToast({ message });
      onSaved(saved);
    } catch (error) {
      showError(messageOf(error, t("checkout.apiDown")));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof AddressValues, label: string, input: ReactNode) => (
    <div key={name} className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const inputProps = (name: keyof AddressValues) => ({
    id: `${id}-${name}`,
    name,
    value: String(values[name] ?? ""),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: "h-11 w-full rounded-md border border-line bg-white px-3 text-ink",
  });

  const stateField = field(
    "state",
    stateLabel,
    states.length > 0 ? (
      <select {...inputProps("state")} required onChange={(e) => set("state", e.target.value)}>
        <option value="">{t("checkout.address.chooseState")}</option>
        {states.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...inputProps("state")}
        type="text"
        required
        autoComplete="address-level1"
        onChange={(e) => set("state", e.target.value)}
      />
    ),
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-[650px] rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/50"
      data-testid="address-popup"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
            {t("checkout.address.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="h-10 w-10 rounded-full text-xl hover:bg-sand"
            aria-label={t("checkout.close")}
          >
            ×
          </button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) =>
            field(
              f.name,
              t(f.label),
              <input
                {...inputProps(f.name)}
                type={f.type}
                autoComplete={f.autoComplete}
                required
                onChange={(e) => set(f.name, e.target.value)}
              />,
            ),
          )}
          {field(
            "country",
            t("field.country"),
            <select
              {...inputProps("country")}
              required
              onChange={(e) =>
                setValues((v) => ({
                  ...v,
                  country: e.target.value,
                  state: "",
                  zipCode: needsPostcode(e.target.value) ? v.zipCode : "",
                }))
              }
            >
              <option value="">{t("checkout.address.chooseCountry")}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
              {countries.length === 0 && values.country && (
                <option value={values.country}>{values.country}</option>
              )}
            </select>,
          )}
          {placeFieldOrder(values.country)
            .filter((name) => name !== "zipCode" || needsPostcode(values.country))
            .map((name) => {
              if (name === "state") return stateField;
              const f = PLACE_FIELDS[name];
              return field(
                name,
                t(f.label),
                <input
                  {...inputProps(name)}
                  type="text"
                  autoComplete={f.autoComplete}
                  required={!f.optional}
                  onChange={(e) => set(name, e.target.value)}
                />,
              );
            })}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t("checkout.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="address-save">
            {t("checkout.save")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
