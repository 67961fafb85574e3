import { useEffect, useState } from "react";
import Img from "../../components/ui/Img.tsx";
import { formatPrice } from "../../lib/money.ts";
import { showError } from "../../stores/ui.ts";
import { messageOf } from "../../client/api.ts";
import { fetchCart, updateShipping } from "../cart/cart-api.ts";
import { imageSrc, type ShopPageProps } from "../cart/page-props.ts";
import { selectedLines } from "../cart/selection.ts";
import { translator } from "../../i18n/interpolate.ts";
import Summary from "../cart/Summary.tsx";
import type { Address, Cart } from "../cart/types.ts";
import AddressPopup from "./AddressPopup.tsx";
import { listAddresses, upsertAddress } from "./address-api.ts";
import { rememberAddress, rememberedAddress } from "./chosen-address.ts";
import { chosenOption, optionPrice, SHIPPING_TYPE } from "./shipping-options.ts";

interface Props extends ShopPageProps {
  defaultCountry: string;
  defaultState: string;
}

/** Shipping step: an address (required), the selected items and each store's delivery choice. */
export default function ShippingStep(props: Props) {
  const { lang, strings, money, imgBase, fallbackImage, paths } = props;
  const t = translator(strings, lang);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [cart, setCart] = useState<Cart | null>(null);
  const [popup, setPopup] = useState<{ address: Address | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => showError(messageOf(error, t("checkout.apiDown")));

  useEffect(() => {
    listAddresses().then((list) => {
      setAddresses(list);
      const remembered = rememberedAddress();
      const first = list.find((a) => a.id === remembered) ?? list.find((a) => a.is_default) ?? list[0];
      setAddressId(first?.id);
      fetchCart(first?.id).then(setCart, fail);
    }, fail);
    // Runs once on load.
  }, []);

  function chooseAddress(id: number) {
    setAddressId(id);
    rememberAddress(id);
    fetchCart(id).then(setCart, fail);
  }

  async function chooseOption(storeId: number, value: string) {
    const [type, optionId] = value.split(":").map(Number);
    setBusy(true);
    try {
      setCart(await updateShipping({ storeId, type, optionId, addressId }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  function proceed() {
    if (!cart) return;
    if (addressId === undefined) return showError(t("shop.address_required"));
    const lines = selectedLines(cart.items);
    if (lines.length === 0) return showError(t("shop.select_product"));
    const blocked = lines.find((l) => l.shippable === false);
    if (blocked) return showError(blocked.shipping_message ?? t("shop.shipping_unavailable"));
    rememberAddress(addressId);
    window.location.href = paths.checkout;
  }

  if (!addresses || !cart) {
    return (
      <p className="py-12 text-center text-muted" role="status">
        {t("checkout.loading")}
      </p>
    );
  }

  const lines = selectedLines(cart.items);
  const storeIds = new Set(lines.map((l) => l.product.store.id));
  const stores = cart.stores.filter((s) => storeIds.has(s.store.id));

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-8">
        <section aria-labelledby="shipping-address">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="shipping-address" className="font-display text-xl text-ink">
              {t("checkout.shipping.address")}
            </h2>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setPopup({ address: null })}
              data-testid="address-add"
            >
              {t("checkout.shipping.addAddress")}
            </button>
          </div>
          {addresses.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line bg-white p-6 text-center text-muted">
              {t("checkout.address.empty")}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {addresses.map((a) => (
                <li key={a.id}>
                  <label
                    className={`flex h-full cursor-pointer gap-3 rounded-lg border bg-white p-4 ${
                      a.id === addressId ? "border-primary ring-1 ring-primary" : "border-line"
                    }`}
                  >
                    <input
                      type="radio"
                      name="address"
                      className="mt-1 accent-primary"
                      checked={a.id === addressId}
                      onChange={() => chooseAddress(a.id)}
                      data-testid="address-choice"
                    />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-medium text-ink">{a.name}</span>
                      <span className="block text-muted">
                        {a.address}
                        {a.address2 ? `, ${a.address2}` : ""}
                      </span>
                      <span className="block text-muted">
                        {a.city} {a.zipCode}, {a.state_name}, {a.country_name}
                      </span>
                      <span className="block text-muted">
                        <span dir="ltr">{a.phone}</span>
                      </span>
                      <button
                        type="button"
                        className="mt-2 text-primary hover:underline"
                        onClick={(e) => {
                          e.preventDefault();
                          setPopup({ address: a });
                        }}
                      >
                        {t("checkout.address.edit")}
                      </button>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="shipping-items">
          <h2 id="shipping-items" className="mb-3 font-display text-xl text-ink">
            {t("checkout.shipping.items")}
          </h2>
          {lines.length === 0 ? (
            <p className="text-muted">{t("shop.select_product")}</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line bg-white">
              {lines.map((line) => (
                <li key={line.id} className="flex gap-3 p-4">
                  <Img
                    src={imageSrc(line.product.image, imgBase)}
                    fallback={fallbackImage}
                    alt=""
                    width={56}
                    height={56}
                    className="h-14 w-14 shrink-0 rounded-md object-cover"
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium text-ink">{line.product.title}</p>
                    <p className="text-muted">
                      {line.quantity} × {formatPrice(line.product.price, money)}
                    </p>
                    {line.shippable === false && line.shipping_message && (
                      <p role="alert" className="text-danger">
                        {line.shipping_message}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        {addressId !== undefined &&
          stores.map(({ store, options }) => (
            <fieldset key={store.id} className="rounded-lg border border-line bg-white p-4" disabled={busy}>
              <legend className="px-1 font-medium text-ink">
                {t("checkout.shipping.delivery", { store: store.name })}
              </legend>
              {options.length === 0 ? (
                <p className="text-sm text-muted">{t("checkout.shipping.noOption")}</p>
              ) : (
                <div className="space-y-2">
                  {options.map((o) => {
                    const value = `${o.type}:${o.id}`;
                    return (
                      <label key={value} className="flex cursor-pointer items-start gap-3 text-sm">
                        <input
                          type="radio"
                          name={`store-${store.id}`}
                          className="mt-1 accent-primary"
                          checked={chosenOption(lines, store.id) === value}
                          onChange={() => chooseOption(store.id, value)}
                        />
                        <span className="flex-1">
                          <span className="block text-ink">
                            {o.type === SHIPPING_TYPE.pickup
                              ? t("checkout.shipping.pickup")
                              : t("checkout.shipping.location")}
                            : {o.label}
                          </span>
                          {o.address && <span className="block text-muted">{o.address}</span>}
                        </span>
                        <span className="font-medium text-ink">{optionPrice(o, money, t)}</span>
                      </label>
                    );
                  })}
                </div>
              )}
            </fieldset>
          ))}
      </div>

      <aside className="h-fit rounded-lg border border-line bg-white p-5">
        <h2 className="mb-3 font-display text-xl text-ink">{t("checkout.summary.title")}</h2>
        <Summary amounts={cart.summary} money={money} t={t} showShipping={addressId !== undefined} />
        <button
          type="button"
          className="btn btn-primary mt-5 w-full"
          onClick={proceed}
          disabled={busy}
          data-testid="shipping-proceed"
        >
          {t("checkout.shipping.proceed")}
        </button>
        <a href={paths.cart} className="mt-3 block text-center text-sm text-primary hover:underline">
          {t("checkout.shipping.back")}
        </a>
      </aside>

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
            chooseAddress(saved.id);
          }}
        />
      )}
    </div>
  );
}
