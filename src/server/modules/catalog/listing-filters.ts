/** What narrows a product listing; every list is ANDed with the others, ids inside a list are ORed. */
export interface ListingFilters {
  categories?: number[];
  sub_categories?: number[];
  brands?: number[];
  collections?: number[];
  tags?: number[];
  /** Variant attribute values (sizes, colours …): a product has a variant with one chosen value of every attribute named. */
  attribute_values?: number[];
  products?: number[];
  /** Minor units, on the price the shopper pays now. */
  min_price?: number;
  max_price?: number;
  /** Minimum average star rating, 1–5. */
  rating?: number;
  /** Minimum number of customer reviews. */
  reviews?: number;
  free_shipping?: boolean;
  /** Only products paid below their selling price now (offer or live flash sale): hot deals. */
  on_sale?: boolean;
  q?: string;
  store_id?: number;
}
