/**
 * What the cart and address calls answer (cart/by-user, user/address/all), shared by the server that builds
 * these views and the islands that show them. Money in minor units.
 */

/** cart line `selected`: only selected lines are checked out. */
export const SELECTED = 1;
export const UNSELECTED = 2;

export interface AddressView {
  id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  country_name: string;
  state_name: string;
  city: string;
  zipCode: string;
  address: string;
  address2: string | null;
  is_default: boolean;
}

export interface ShippingOptionView {
  /** 1 location, 2 pickup */
  type: number;
  id: number;
  label: string;
  address: string | null;
  /** 1 flat, 2 percent */
  price_type: number;
  price: number;
  single_price: boolean;
}

export interface CartLineView {
  id: number;
  quantity: number;
  selected: number;
  product: {
    id: number;
    title: string;
    slug: string;
    image: string | null;
    selling: number;
    offered: number;
    price: number;
    stock: number;
    free_shipping: boolean;
    store: { id: number; name: string; slug: string };
    inventory: { id: number; variant: string | null } | null;
  };
  bundle_deal: { buy: number; free: number } | null;
  free_quantity: number;
  goods: number;
  shippable: boolean | null;
  /** The cart tile's message when the line cannot reach the address. */
  shipping_message: string | null;
  source: { type: number; id: number; label: string; address: string | null; cost: number } | null;
}

export interface StoreShippingView {
  store: { id: number; name: string; slug: string };
  options: ShippingOptionView[];
}

export interface CartView {
  items: CartLineView[];
  count: number;
  address: AddressView | null;
  stores: StoreShippingView[];
  summary: { subtotal: number; bundle_savings: number; shipping_cost: number; total: number };
}
