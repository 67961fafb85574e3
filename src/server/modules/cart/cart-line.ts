/** Everything a cart line, a quote and an order line need, read in one query. */
export interface CartLineRow {
  id: number;
  product_id: number;
  inventory_id: number | null;
  quantity: number;
  selected: number;
  shipping_type: number | null;
  shipping_place_id: number | null;
  pickup_point_id: number | null;
  title: string;
  slug: string;
  image: string | null;
  selling: number;
  offered: number;
  product_stock: number;
  product_status: number;
  free_shipping: boolean;
  store_id: number;
  store_name: string;
  store_slug: string;
  store_listed: boolean;
  commission_percent: number;
  inventory_price: number | null;
  inventory_quantity: number | null;
  /**
   * The product's live flash sale entry with units left at its price (id, price, window, units
   * left), or nulls when none; nulls too when the owner's lines before this one took what is left.
   */
  flash_entry_id: number | null;
  flash_price: number | null;
  flash_start: string | Date | null;
  flash_end: string | Date | null;
  flash_remaining: number | null;
  bundle_buy: number | null;
  bundle_free: number | null;
  variant: string | null;
}
