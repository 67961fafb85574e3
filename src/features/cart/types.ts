/** What GET cart/by-user answers (src/server/http/v1/cart.ts CartSchema). Money in minor units. */
export interface CartLine {
  id: number;
  quantity: number;
  /** 1 selected, 2 unselected */
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
  /** null while no address is known */
  shippable: boolean | null;
  shipping_message: string | null;
  source: { type: number; id: number; label: string; address: string | null; cost: number } | null;
}

export interface ShippingOption {
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

export interface Address {
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
  is_default?: boolean;
}

export interface Cart {
  items: CartLine[];
  count: number;
  address: Address | null;
  stores: { store: { id: number; name: string; slug: string }; options: ShippingOption[] }[];
  summary: { subtotal: number; bundle_savings: number; shipping_cost: number; total: number };
}

export const SELECTED = 1;
export const UNSELECTED = 2;
