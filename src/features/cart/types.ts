/** The cart and address calls' answers under the names the cart and checkout screens use (src/lib/cart-view.ts). */
export {
  SELECTED,
  UNSELECTED,
  type AddressView as Address,
  type CartLineView as CartLine,
  type CartView as Cart,
  type ShippingOptionView as ShippingOption,
} from "../../lib/cart-view.ts";
