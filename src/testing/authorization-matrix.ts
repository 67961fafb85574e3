import type { OrderRef, World } from "./security-world.ts";

/**
 * Every API route of the document and who may call it: the authorization matrix test
 * (src/server/http/security/authorization-matrix.test.ts) tries each entry as every kind of caller.
 */
/** One request: `json` is sent as application/json, `form` as multipart/form-data. */
export interface Call {
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: Record<string, unknown>;
  form?: Record<string, string | Blob>;
}

export type Attacker =
  | "guest"
  | "otherGuest"
  | "otherCustomer"
  | "otherSeller"
  | "forged"
  | "expired"
  | "ownerCustomer"
  | "seller";

/** Whose data the call aims at: the signed-in customer's or the guest's (user_token). */
export type Target = "customer" | "guest";

export type Entry =
  | { kind: "public"; reason: string }
  /** Aims at one owner's data (by id, or the owner's list); `lists` answer the caller's own data. */
  | {
      kind: "owned";
      call: (w: World, target: Target, userToken?: string) => Call;
      lists?: boolean;
      /** Acts on the caller's own cart only (no victim id in it): only callers without an owner are tried. */
      callerOnly?: boolean;
    }
  /** Signed-in users only, on their own account; `lists` answer the caller's own data. */
  | { kind: "signedIn"; call: (w: World) => Call; lists?: boolean }
  /** Staff only: the shop's admin. */
  | { kind: "staff"; role: "admin"; call: (w: World) => Call }
  /**
   * Staff only: a seller whose stores hold every line of `order` (absent: the customer's pending
   * order, of the first store), or an admin.
   */
  | { kind: "staff"; role: "seller"; call: (w: World, order?: OrderRef) => Call };

const ownedIds = (w: World, target: Target) => (target === "customer" ? w.customer : w.guest);
const png = () => new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" });

export const MATRIX: Record<string, Entry> = {
  "GET /common": { kind: "public", reason: "shop settings and menus" },
  "GET /localization": { kind: "public", reason: "interface strings" },
  "GET /user/session": {
    kind: "public",
    reason: "answers only about the caller's own session: a guest or a forged token gets is_logged_in false",
  },
  "GET /home": { kind: "public", reason: "catalogue" },
  "GET /all": { kind: "public", reason: "catalogue listing" },
  "GET /products": { kind: "public", reason: "catalogue listing" },
  "GET /categories": { kind: "public", reason: "catalogue" },
  "GET /brands": { kind: "public", reason: "catalogue" },
  "GET /search": { kind: "public", reason: "catalogue search" },
  "GET /search/suggestions": { kind: "public", reason: "catalogue search" },
  "GET /product/{id}": { kind: "public", reason: "catalogue (hidden products are the catalogue's own test)" },
  "GET /reviews/{id}": { kind: "public", reason: "published reviews of a product" },
  "GET /suggested-products/{id}": { kind: "public", reason: "catalogue" },
  "GET /flash-sale": { kind: "public", reason: "catalogue" },
  "GET /flash-sale/{id}": { kind: "public", reason: "catalogue" },
  "GET /store": { kind: "public", reason: "listed stores" },
  "GET /store/{slug}": { kind: "public", reason: "a listed store's page" },
  "GET /page/{slug}": { kind: "public", reason: "published pages" },
  "POST /contact": { kind: "public", reason: "anybody may write to the shop" },
  "GET /payment-gateway": { kind: "public", reason: "enabled payment methods" },
  "GET /countries-phones": { kind: "public", reason: "reference data" },
  "POST /email-subscription": { kind: "public", reason: "anybody may subscribe an address" },
  "GET /track-order": {
    kind: "public",
    reason: "the tracking code is the secret; the answer holds status steps only, no personal data",
  },
  "POST /order/payment-done": {
    kind: "public",
    reason: "the gateway's return: the server asks the gateway itself (payments tests cover forgeries)",
  },
  "POST /payment/notify/{method}": {
    kind: "public",
    reason: "gateway webhook, authenticated by its signature (payments tests cover forgeries)",
  },
  "POST /user/signup": {
    kind: "public",
    reason: "a sign-up waiting for its code; the account is unverified",
  },
  "POST /user/verify": {
    kind: "public",
    reason: "the e-mailed code with the claim cookie of the sign-up it was sent for is the proof",
  },
  "POST /user/resend-code": { kind: "public", reason: "mails the code to the address's owner only" },
  "POST /user/signin": { kind: "public", reason: "the password is the proof" },
  "POST /user/logout": { kind: "public", reason: "ends the caller's own session only" },
  "POST /user/forgot-password": {
    kind: "public",
    reason: "mails the reset code to the address's owner only",
  },
  "POST /user/update-password": { kind: "public", reason: "the e-mailed reset code is the proof" },
  "POST /seller/signup": { kind: "public", reason: "an application, reviewed by an admin" },
  "POST /seller/verify": {
    kind: "public",
    reason: "the e-mailed code with the claim cookie of the sign-up it was sent for is the proof",
  },
  "GET /user/social-login/redirect/{provider}": { kind: "public", reason: "starts OAuth at the provider" },
  "GET /user/social-login/callback/{provider}": {
    kind: "public",
    reason: "OAuth callback, checked by its state (social login tests)",
  },

  "GET /cart/by-user": {
    kind: "owned",
    lists: true,
    call: (_w, _t, ut) => ({ path: "/cart/by-user", query: { user_token: ut } }),
  },
  "POST /cart/action": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/cart/action",
      json: { user_token: ut, id: ownedIds(w, t).cartLineId, product_id: w.store.productIds[1], quantity: 3 },
    }),
  },
  "POST /cart/buy-now": {
    kind: "owned",
    callerOnly: true,
    call: (w, _t, ut) => ({
      path: "/cart/buy-now",
      json: { user_token: ut, product_id: w.store.productIds[0], quantity: 1 },
    }),
  },
  "DELETE /cart/delete/{id}": {
    kind: "owned",
    call: (w, t, ut) => ({ path: `/cart/delete/${ownedIds(w, t).cartLineId}`, query: { user_token: ut } }),
  },
  "POST /cart/change": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/cart/change",
      json: { user_token: ut, checked: [], unchecked: [ownedIds(w, t).cartLineId] },
    }),
  },
  "POST /cart/update-shipping": {
    kind: "owned",
    lists: true,
    call: (w, t, ut) => ({
      path: "/cart/update-shipping",
      json: {
        user_token: ut,
        store_id: w.store.id,
        shipping_type: 1,
        id: w.store.placeId,
        address_id: ownedIds(w, t).addressId,
      },
    }),
  },
  "GET /user/address/all": {
    kind: "owned",
    lists: true,
    call: (_w, _t, ut) => ({ path: "/user/address/all", query: { user_token: ut } }),
  },
  "POST /user/address/action": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/user/address/action",
      json: {
        user_token: ut,
        id: ownedIds(w, t).addressId,
        name: "Intruder",
        email: "intruder@example.test",
        phone: "+93 700 000 000",
        country: "AF",
        state: "BDS",
        city: "Elsewhere",
        zipCode: "1000",
        address: "1 Other Street",
      },
    }),
  },
  "DELETE /user/address/delete/{id}": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: `/user/address/delete/${ownedIds(w, t).addressId}`,
      query: { user_token: ut },
    }),
  },
  "POST /voucher/validity": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/voucher/validity",
      json: { user_token: ut, code: w.voucherCode, address_id: ownedIds(w, t).addressId },
    }),
  },
  "GET /user/user-vouchers": {
    kind: "owned",
    lists: true,
    call: (_w, _t, ut) => ({ path: "/user/user-vouchers", query: { user_token: ut } }),
  },
  "POST /order/action": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/order/action",
      json: { user_token: ut, address_id: ownedIds(w, t).addressId, payment_method: 2 },
    }),
  },
  "POST /order/by-user": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/order/by-user",
      json: { user_token: ut, order_id: ownedIds(w, t).pendingOrder.id },
    }),
  },
  "POST /order/send-order-email/{id}": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: `/order/send-order-email/${ownedIds(w, t).pendingOrder.id}`,
      json: { user_token: ut },
    }),
  },
  "POST /cancellation/cancel-order": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/cancellation/cancel-order",
      json: {
        user_token: ut,
        order_id: ownedIds(w, t).pendingOrder.id,
        title: "Changed my mind",
        message: "Cancel",
      },
    }),
  },
  "POST /order/return": {
    kind: "owned",
    call: (w, t, ut) => {
      const order = ownedIds(w, t).pendingOrder;
      return {
        path: "/order/return",
        form: {
          ...(ut ? { user_token: ut } : {}),
          order_id: String(order.id),
          part_id: String(order.partId),
          reason: "Not mine to return",
          lines: JSON.stringify([{ order_item_id: order.itemId, quantity: 1 }]),
        },
      };
    },
  },
  "GET /order/returns/{id}": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: `/order/returns/${ownedIds(w, t).pendingOrder.id}`,
      query: { user_token: ut },
    }),
  },
  "GET /cancellation/find/{id}": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: `/cancellation/find/${ownedIds(w, t).pendingOrder.id}`,
      query: { user_token: ut },
    }),
  },
  "POST /order/transaction": {
    kind: "owned",
    call: (w, t, ut) => ({
      path: "/order/transaction",
      json: {
        user_token: ut,
        order_id: ownedIds(w, t).pendingOrder.id,
        transaction_id: "TX123456",
        bank_name: "Bank",
        account_holder_name: "Intruder",
        account_number: "123456",
        branch_name: "Main",
      },
    }),
  },

  "GET /user/profile": { kind: "signedIn", lists: true, call: () => ({ path: "/user/profile" }) },
  "POST /user/update-profile": {
    kind: "signedIn",
    call: () => ({ path: "/user/update-profile", form: { name: "Intruder", avatar: png() } }),
  },
  "POST /user/update-user-password": {
    kind: "signedIn",
    call: () => ({
      path: "/user/update-user-password",
      json: { current_password: "whatever", password: "intruder1", password_confirmation: "intruder1" },
    }),
  },
  "POST /user/delete": { kind: "signedIn", call: () => ({ path: "/user/delete", json: { password: "x" } }) },
  "GET /user/wishlist/all": { kind: "signedIn", lists: true, call: () => ({ path: "/user/wishlist/all" }) },
  "POST /user/wishlist/all": {
    kind: "signedIn",
    lists: true,
    call: () => ({ path: "/user/wishlist/all", json: {} }),
  },
  "POST /user/wishlist/action": {
    kind: "signedIn",
    call: (w) => ({ path: "/user/wishlist/action", json: { product_id: w.customer.wishedProductId } }),
  },
  "GET /user/compare-list/all": {
    kind: "signedIn",
    lists: true,
    call: () => ({ path: "/user/compare-list/all" }),
  },
  "POST /user/compare-list/action": {
    kind: "signedIn",
    call: (w) => ({ path: "/user/compare-list/action", json: { product_id: w.customer.wishedProductId } }),
  },
  "POST /user/store/follow": {
    kind: "signedIn",
    call: (w) => ({ path: "/user/store/follow", json: { store_id: w.store.id } }),
  },
  "GET /user/store/following-list": {
    kind: "signedIn",
    lists: true,
    call: () => ({ path: "/user/store/following-list" }),
  },
  "GET /rating-review/find/{id}": {
    kind: "signedIn",
    lists: true,
    call: (w) => ({ path: `/rating-review/find/${w.customer.deliveredOrder.id}` }),
  },
  "POST /rating-review/action": {
    kind: "signedIn",
    call: (w) => ({
      path: "/rating-review/action",
      form: {
        order_id: String(w.customer.deliveredOrder.id),
        product_id: String(w.customer.deliveredOrder.productId),
        rating: "1",
        comment: "Not mine to review",
      },
    }),
  },

  "POST /order/change-status": {
    kind: "staff",
    role: "seller",
    call: (w, order = w.customer.pendingOrder) => ({
      path: "/order/change-status",
      json: { tracking_code: order.trackingCode, status: 5 },
    }),
  },
  "POST /order/bank-transfer/decide": {
    kind: "staff",
    role: "admin",
    call: (w) => ({
      path: "/order/bank-transfer/decide",
      json: { order_id: w.customer.pendingOrder.id, decision: "paid" },
    }),
  },
  "GET /admin/seller-applications": {
    kind: "staff",
    role: "admin",
    call: () => ({ path: "/admin/seller-applications", query: { status: "pending" } }),
  },
  "POST /admin/seller-applications/{id}/approve": {
    kind: "staff",
    role: "admin",
    call: (w) => ({ path: `/admin/seller-applications/${w.applicationId}/approve` }),
  },
  "POST /admin/seller-applications/{id}/reject": {
    kind: "staff",
    role: "admin",
    call: (w) => ({ path: `/admin/seller-applications/${w.applicationId}/reject` }),
  },
};
