/**
 * Numeric codes the spec fixes and the text enumerations the server adds.
 * Tables check these values; services and seeds use these names instead of bare numbers.
 */
export const VISIBILITY = { public: 1, private: 2 } as const;
export const DELIVERY_STATUS = { pending: 1, confirmed: 2, pickedUp: 3, onWay: 4, delivered: 5 } as const;
export const PAYMENT_STATUS = { unpaid: 0, paid: 1 } as const;
/** Where the customer's latest bank transfer submission stands with the shop. */
export const BANK_TRANSFER_STATUS = ["submitted", "confirmed", "rejected"] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUS)[number];
export const PAYMENT_METHOD = {
  razorpay: 1,
  cashOnDelivery: 2,
  stripe: 3,
  paypal: 4,
  flutterwave: 5,
  iyzico: 6,
  bankTransfer: 7,
  payfast: 8,
} as const;
export const SHIPPING_TYPE = { location: 1, pickup: 2 } as const;
export const PRICE_TYPE = { flat: 1, percent: 2 } as const;
export const CURRENCY_POSITION = { pre: 1, post: 2 } as const;
export const CART_SELECTED = { selected: 1, unselected: 2 } as const;
export const SOURCE_TYPE = {
  categories: 1,
  subCategories: 2,
  tags: 3,
  brands: 4,
  products: 5,
  url: 6,
} as const;
/** Banner placements (spec: types 1–9). The spec does not name them; these names are ours. */
export const BANNER_TYPE = {
  top: 1,
  popup: 2,
  homeAfterSlider: 3,
  homeAfterFlashSale: 4,
  homeAfterCategories: 5,
  homeAfterCollections: 6,
  homeBeforeProducts: 7,
  listingSidebar: 8,
  productPage: 9,
} as const;

export const USER_ROLES = ["customer", "seller", "editor", "admin"] as const;
/** A product's place in the console's workflow; only `published` shows in the shop. */
export const PRODUCT_STATES = [
  "draft",
  "submitted",
  "approved",
  "rejected",
  "published",
  "unpublished",
] as const;
/** Why a stock figure changed (stock_movements.reason). */
export const STOCK_REASONS = ["order", "cancel", "return", "manual", "import"] as const;
export const CODE_PURPOSES = ["signup", "reset", "seller"] as const;
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export const APPROVAL_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export const TEXT_DIRECTIONS = ["ltr", "rtl"] as const;
export const LINK_POSITIONS = ["left", "right", "footer"] as const;
export const PAYMENT_TRANSACTION_STATUSES = [
  "pending",
  "succeeded",
  "failed",
  "cancelled",
  "refunded",
] as const;

export type UserRole = (typeof USER_ROLES)[number];
export type ProductState = (typeof PRODUCT_STATES)[number];
export type StockReason = (typeof STOCK_REASONS)[number];
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type PaymentTransactionStatus = (typeof PAYMENT_TRANSACTION_STATUSES)[number];
