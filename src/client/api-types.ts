/**
 * Generated from the API's OpenAPI document (served at /api/v1/openapi.json); do not edit.
 * After changing a route, run `npm run api:types` to write it again.
 */

export interface paths {
  "/api/v1/common": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the shell needs: settings, links, banners, menus, languages
     * @description The shop's common data (settings, languages, categories, menus, payment methods) in the language of `language` (else the `Language` header); missing translations fall back to English.
     */
    get: operations["getCommon"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/localization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * UI strings of one language
     * @description The flat dictionary (`area.name` keys, `{{param}}` placeholders) the storefront uses; missing keys fall back to English.
     */
    get: operations["getLocalization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/home": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Home: slider, site features, banners, collections, featured categories, brands and products, live flash sales, newest products (24 per page), and the sections' order */
    get: operations["getHome"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Products of a category or sub-category (by slug) with sort and filters, 30 per page
     * @description An unknown or private category or sub-category answers 404.
     */
    get: operations["getAll"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Product listing restricted by a source id (home_spm, banner, brand, collection, category, sub_category), with sort and filters
     * @description A source id naming nothing public answers 404. Without a source id: every product.
     */
    get: operations["getProducts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public categories with their sub-categories, 30 per page */
    get: operations["getCategories"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/brands": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public brands, 30 per page */
    get: operations["getBrands"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products matching q (full-text in each language, typo tolerant), best first unless orderBy, 9 per page */
    get: operations["getSearch"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/search/suggestions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search popup suggestions: keywords, categories, sub-categories and products (7 each) in the active language */
    get: operations["getSearchSuggestions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/by-user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cart of the signed-in user or of a guest's user_token */
    get: operations["getCartByUser"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a product (raises the line's quantity) or set a line's quantity */
    post: operations["postCartAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/buy-now": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put this product alone in the checkout selection */
    post: operations["postCartBuyNow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/delete/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a cart line */
    delete: operations["deleteCartDeleteById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/change": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Select (checked) and unselect (unchecked) lines for checkout */
    post: operations["postCartChange"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cart/update-shipping": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Choose a store's delivery: a location place or a pickup point */
    post: operations["postCartUpdateShipping"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/address/all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The address book of the signed-in user or the guest token, newest first */
    get: operations["getUserAddressAll"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/address/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add an address, or update it when id is given */
    post: operations["postUserAddressAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/address/delete/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an address */
    delete: operations["deleteUserAddressDeleteById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/voucher/validity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a voucher against the selected cart lines (the same rules checkout runs) */
    post: operations["postVoucherValidity"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/user-vouchers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Vouchers usable now, 25 a page */
    get: operations["getUserUserVouchers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place one order from the selected cart lines (totals computed on the server) */
    post: operations["postOrderAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/by-user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The owner's orders, 25 a page, or one order with order_id */
    post: operations["postOrderByUser"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/send-order-email/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the order's e-mail again (POST only; a few times an hour per order) */
    post: operations["postOrderSendOrderEmailById"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cancellation/cancel-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a pending order with a title and a message */
    post: operations["postCancellationCancelOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/cancellation/find/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cancellation note of an order */
    get: operations["getCancellationFindById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/track-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The status of an order by its tracking code (no sign-in) */
    get: operations["getTrackOrder"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/change-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move an order forward (shop admin, or a seller whose stores hold every line of it) */
    post: operations["postOrderChangeStatus"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/payment-done": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The browser came back from the gateway: the server confirms with the gateway itself */
    post: operations["postOrderPaymentDone"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/payment/notify/{method}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Gateway webhook / ITN (signature checked over the raw body) */
    post: operations["postPaymentNotifyByMethod"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/transaction": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bank transfer details for an order (the shop confirms them)
     * @description Submits or corrects the transfer details of an unpaid bank-transfer order; they replace any sent before and are the ones the shop decides. 409 once the transfer is confirmed, or when the transaction id already paid another order.
     */
    post: operations["postOrderTransaction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/bank-transfer/decide": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The shop's admin confirms or rejects a submitted bank transfer
     * @description Decides the latest details the customer submitted. Rejected: the order stays unpaid (status pending, reason rejected_by_shop) until corrected details are confirmed. Confirmed: paid, and final. 409 when nothing was submitted, the transfer is already confirmed (no rejection after), the details were rejected and not corrected yet, or the transaction id already paid another order.
     */
    post: operations["postOrderBankTransferDecide"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rating-review/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Review a product of a delivered order (once per order and product; sending again edits it) */
    post: operations["postRatingReviewAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/rating-review/find/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's reviews of an order (id = order id), optionally of one product */
    get: operations["getRatingReviewFindById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/return": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to send back lines of a delivered part, within the shop's return window (owner of the order) */
    post: operations["postOrderReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/order/returns/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What of an order (id) may still be returned, and its returns (owner of the order) */
    get: operations["getOrderReturnsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns of the seller's store (admins: all), newest first */
    get: operations["getConsoleReturns"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One return (a seller: of their store only) */
    get: operations["getConsoleReturnsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a requested return; the shopper is told to send the items */
    post: operations["postConsoleReturnsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refuse a requested return with a reason the shopper reads */
    post: operations["postConsoleReturnsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns/{id}/receive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The items came back; restock puts the units back into stock */
    post: operations["postConsoleReturnsByIdReceive"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/returns/{id}/refund": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a received return: through the gateway, or by hand with a reference */
    post: operations["postConsoleReturnsByIdRefund"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/part-refunds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund an amount of an order part outside a return (admins: goodwill, a cancelled part) */
    post: operations["postConsolePartRefunds"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/product/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One product: texts, gallery, variants, stock, flags, bundle deal, live flash sale
     * @description Texts in the request's language, English where missing. Unknown or hidden product: 404.
     */
    get: operations["getProductById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reviews/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's reviews, 6 per page, newest first, with totals */
    get: operations["getReviewsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/suggested-products/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products suggested beside one: same sub-category, then category, then others */
    get: operations["getSuggestedProductsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/flash-sale": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live flash sales, ending soonest first, 25 per page */
    get: operations["getFlashSale"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/flash-sale/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One live flash sale and its products (flash price, allotted, sold, remaining), 30 per page
     * @description A flash sale that is unknown, switched off, not started or over answers 404.
     */
    get: operations["getFlashSaleById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/store": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Listed stores, 25 per page */
    get: operations["getStore"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/store/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One store: banner, logo, member since, average rating, followed flag, a page of its products with sort and filters
     * @description Takes the sort and filter query of every product listing; all_categories, collections, brands, shipping and attributes (sizes, colours …) are the filter options, as in a listing result.
     */
    get: operations["getStoreBySlug"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/page/{slug}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A static page (privacy policy at privacy-policy) */
    get: operations["getPageBySlug"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/contact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the shop: stored, and e-mailed to the shop's address (settings.email) */
    post: operations["postContact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/payment-gateway": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payment methods offered at checkout, with their public keys only
     * @description A method is offered when the shop switched it on and its keys are configured. An empty list means 'Currently no payment method is available'. Secret keys never leave the server.
     */
    get: operations["getPaymentGateway"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/countries-phones": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries with their dialling codes and states */
    get: operations["getCountriesPhones"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/email-subscription": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe an e-mail address to the newsletter
     * @description Subscribing twice keeps one subscription and answers 200 again.
     */
    post: operations["postEmailSubscription"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/signup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up; a 6-digit code is e-mailed and this browser gets the sign-up's claim cookie
     * @description Nothing is written to an existing unverified account: the name and password typed here reach the account only when the code is verified together with the claim cookie (httpOnly, path /api/v1).
     */
    post: operations["postUserSignup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify the account with the e-mailed code (15 minutes, 5 tries) and this browser's claim
     * @description The code counts only with the claim cookie of the sign-up it was sent for; without it, it is a wrong try. The account then gets that sign-up's name and password.
     */
    post: operations["postUserVerify"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/resend-code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a new code (after a cooldown)
     * @description A sign-up or seller code is sent only for the sign-up whose claim cookie this browser holds (set by sign-up, or by a sign-in to the unverified account); the answer is the same either way.
     */
    post: operations["postUserResendCode"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/signin": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; data.token is the bearer token, the guest's cart/addresses/orders move over */
    post: operations["postUserSignin"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session (POST only: a link or a picture elsewhere cannot sign anybody out) */
    post: operations["postUserLogout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/forgot-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a password reset code */
    post: operations["postUserForgotPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/update-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the reset code; every session ends */
    post: operations["postUserUpdatePassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in (200 for guests too): cached pages ask it for the header's account menu */
    get: operations["getUserSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user with the cart count */
    get: operations["getUserProfile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/update-profile": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change name, phone and avatar */
    post: operations["postUserUpdateProfile"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/update-user-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password (current, new, confirm); the other sessions end */
    post: operations["postUserUpdateUserPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/delete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Delete the account: personal data goes, orders stay anonymised */
    post: operations["postUserDelete"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/seller/signup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply to sell: a visitor gets an account and an e-mailed code; a signed-in user applies at once
     * @description Only while the setting vendor_registration is on. The shop approves the application later.
     */
    post: operations["postSellerSignup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/seller/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify the seller's e-mail with the code and this browser's claim; the application then waits for approval */
    post: operations["postSellerVerify"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/seller-applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Seller applications of verified accounts (admin only) */
    get: operations["getAdminSellerApplications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/seller-applications/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve: creates the store, makes the account a seller and e-mails it (admin only) */
    post: operations["postAdminSellerApplicationsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/admin/seller-applications/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an application (admin only) */
    post: operations["postAdminSellerApplicationsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/social-login/redirect/{provider}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leave for Google or Facebook to sign in (the browser navigates here) */
    get: operations["getUserSocialLoginRedirectByProvider"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/social-login/callback/{provider}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The provider sends the browser back here; the session cookie is set */
    get: operations["getUserSocialLoginCallbackByProvider"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/wishlist/all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's wishlist as product cards, newest first
     * @description Signed-in users only: a guest gets body status 403.
     */
    get: operations["getUserWishlistAll"];
    put?: never;
    /**
     * The signed-in user's wishlist as product cards, newest first
     * @description Signed-in users only: a guest gets body status 403.
     */
    post: operations["postUserWishlistAll"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/wishlist/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add the product to the wishlist, or remove it when it is there (data false = removed)
     * @description Signed-in users only: a guest gets body status 403. An unknown or hidden product answers body status 201.
     */
    post: operations["postUserWishlistAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/compare-list/all": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The compare list with attributes, price, rating and stock for the side-by-side table
     * @description Signed-in users only: a guest gets body status 403.
     */
    get: operations["getUserCompareListAll"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/compare-list/action": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add the product to the compare list, or remove it when it is there (data false = removed)
     * @description Signed-in users only: a guest gets body status 403. An unknown or hidden product answers body status 201.
     */
    post: operations["postUserCompareListAction"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/store/follow": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Follow the store, or unfollow it when followed (data false = unfollowed)
     * @description Signed-in users only: a guest gets body status 403. An unknown or unlisted store answers body status 201.
     */
    post: operations["postUserStoreFollow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/user/store/following-list": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Listed stores the signed-in user follows, most recent first
     * @description Signed-in users only: a guest gets body status 403.
     */
    get: operations["getUserStoreFollowingList"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is in the console: the person, their store (sellers) and what they may do */
    get: operations["getConsoleMe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/seller-applications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Seller applications of verified accounts (admins) */
    get: operations["getConsoleSellerApplications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/seller-applications/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve: creates the store, makes the account a seller and e-mails it (admins) */
    post: operations["postConsoleSellerApplicationsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/seller-applications/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an application; the reason is e-mailed to the applicant (admins) */
    post: operations["postConsoleSellerApplicationsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/product-exports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product of a store as CSV, one row per variant (a seller's own store only) */
    get: operations["getConsoleProductExports"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/product-import-checks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a product CSV: each row's errors (line, column) and what it would change; writes nothing */
    post: operations["postConsoleProductImportChecks"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/product-imports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply a product CSV as a job, in batches; the same file twice changes nothing the second time */
    post: operations["postConsoleProductImports"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/product-imports/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import job's progress (rows done of total) and, when it ends, its report */
    get: operations["getConsoleProductImportsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products to manage: a seller's own store, every store for admins; paged, sorted, searched */
    get: operations["getConsoleProducts"];
    put?: never;
    /** Create a product (a draft); English texts required, slugs unique per language, SKUs unique */
    post: operations["postConsoleProducts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/bulk/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish, unpublish or delete drafts among the chosen products (the caller's reach only) */
    post: operations["postConsoleBulkProducts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product with every translation, variants, taxonomy, bundle and workflow status */
    get: operations["getConsoleProductsById"];
    /** Edit a product; a changed slug leaves a 301 from the old address */
    put: operations["putConsoleProductsById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a draft or rejected product for approval (sellers, when approval is on) */
    post: operations["postConsoleProductsByIdSubmit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/approve": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a submitted product (admins) */
    post: operations["postConsoleProductsByIdApprove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show the product in the shop (approved, or any product when approval is off or for admins) */
    post: operations["postConsoleProductsByIdPublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/unpublish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide the product from the shop */
    post: operations["postConsoleProductsByIdUnpublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/reject": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refuse a submitted product with a reason the seller sees (admins) */
    post: operations["postConsoleProductsByIdReject"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/inventories/{id}/adjust": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add or remove units of a variant by hand, with a note; writes a stock movement */
    post: operations["postConsoleInventoriesByIdAdjust"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/adjust-stock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add or remove units of a product without variants, with a note; writes a stock movement */
    post: operations["postConsoleProductsByIdAdjustStock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/stock-movements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's stock history, newest first; `inventory_id` narrows it to one variant */
    get: operations["getConsoleProductsByIdStockMovements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/pictures": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's pictures in order, with their colour and alternative texts */
    get: operations["getConsoleProductsByIdPictures"];
    put?: never;
    /** Add a picture (checked by its bytes, re-encoded without metadata) at the end of the gallery */
    post: operations["postConsoleProductsByIdPictures"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/pictures/{pictureId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a picture's colour or alternative texts */
    put: operations["putConsoleProductsByIdPicturesByPictureId"];
    post?: never;
    /** Delete a picture and its file */
    delete: operations["deleteConsoleProductsByIdPicturesByPictureId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/products/{id}/picture-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put the pictures in the order given (every picture of the product, once) */
    post: operations["postConsoleProductsByIdPictureOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Categories with sub-categories, attributes with values, brands, collections and tags, for the console's product form */
    get: operations["getConsoleTaxonomy"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every category in sibling order with its sub-categories and texts in every language */
    get: operations["getConsoleTaxonomyCategories"];
    put?: never;
    /** Create a category, placed last; English text required, slugs unique */
    post: operations["postConsoleTaxonomyCategories"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/categories/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a category's texts and visibility; a changed slug leaves a 301 from the old listing */
    put: operations["putConsoleTaxonomyCategoriesById"];
    post?: never;
    /** Delete a category and its sub-categories; refused while products are filed under them */
    delete: operations["deleteConsoleTaxonomyCategoriesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/categories/{id}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a category one place up or down among its siblings */
    post: operations["postConsoleTaxonomyCategoriesByIdMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/categories/{id}/picture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a category's picture (checked by its bytes, re-encoded without metadata); replaces the old one */
    post: operations["postConsoleTaxonomyCategoriesByIdPicture"];
    /** Remove a category's picture (its tile shows the shop's default picture) */
    delete: operations["deleteConsoleTaxonomyCategoriesByIdPicture"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/categories/{id}/sub-categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a sub-category under a category, placed last; English text required, slugs unique */
    post: operations["postConsoleTaxonomyCategoriesByIdSubCategories"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/sub-categories/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a sub-category's texts, visibility or category */
    put: operations["putConsoleTaxonomySubCategoriesById"];
    post?: never;
    /** Delete a sub-category; refused while products are filed under it */
    delete: operations["deleteConsoleTaxonomySubCategoriesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/sub-categories/{id}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a sub-category one place up or down within its category */
    post: operations["postConsoleTaxonomySubCategoriesByIdMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/brands": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of brands in their order with names in every language; q searches slugs and names */
    get: operations["getConsoleTaxonomyBrands"];
    put?: never;
    /** Create a brand, placed last; English name required, slug unique */
    post: operations["postConsoleTaxonomyBrands"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/brands/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a brand's slug and names */
    put: operations["putConsoleTaxonomyBrandsById"];
    post?: never;
    /** Delete a brand; refused while products use it */
    delete: operations["deleteConsoleTaxonomyBrandsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/collections": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of collections in their order with names in every language; q searches slugs and names */
    get: operations["getConsoleTaxonomyCollections"];
    put?: never;
    /** Create a collection, placed last; English name required, slug unique */
    post: operations["postConsoleTaxonomyCollections"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/collections/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a collection's slug and names */
    put: operations["putConsoleTaxonomyCollectionsById"];
    post?: never;
    /** Delete a collection; refused while products use it */
    delete: operations["deleteConsoleTaxonomyCollectionsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/tags": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of tags in their order with names in every language; q searches slugs and names */
    get: operations["getConsoleTaxonomyTags"];
    put?: never;
    /** Create a tag, placed last; English name required, slug unique */
    post: operations["postConsoleTaxonomyTags"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/tags/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a tag's slug and names */
    put: operations["putConsoleTaxonomyTagsById"];
    post?: never;
    /** Delete a tag; refused while products use it */
    delete: operations["deleteConsoleTaxonomyTagsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/attributes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every attribute in its order with its names in every language and its values */
    get: operations["getConsoleTaxonomyAttributes"];
    put?: never;
    /** Create a attribute, placed last; English name required, slug unique */
    post: operations["postConsoleTaxonomyAttributes"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/attributes/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a attribute's slug and names */
    put: operations["putConsoleTaxonomyAttributesById"];
    post?: never;
    /** Delete a attribute; refused while products use it */
    delete: operations["deleteConsoleTaxonomyAttributesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/attributes/{id}/values": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a value to an attribute, placed last; English name required, slug unique in the attribute */
    post: operations["postConsoleTaxonomyAttributesByIdValues"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/taxonomy/attribute-values/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit an attribute value's slug, names and swatch colour */
    put: operations["putConsoleTaxonomyAttributeValuesById"];
    post?: never;
    /** Delete an attribute value; refused while a variant or picture uses it */
    delete: operations["deleteConsoleTaxonomyAttributeValuesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every banner (home, popup, top, listing, product page) with its live English title */
    get: operations["getConsoleContentBanners"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A banner: its live content, its draft and every version */
    get: operations["getConsoleContentBannersById"];
    /** Save a banner's texts, link, schedule and visibility as a new draft version (not live yet) */
    put: operations["putConsoleContentBannersById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners/{id}/picture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a banner's picture in a new draft version (checked by its bytes, re-encoded) */
    post: operations["postConsoleContentBannersByIdPicture"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish the draft: the shop shows it, and only the pages showing what changed are re-rendered */
    post: operations["postConsoleContentBannersByIdPublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners/{id}/versions/{versionId}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a past version the draft again (publish it to make it live) */
    post: operations["postConsoleContentBannersByIdVersionsByVersionIdRestore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/banners/{id}/preview-link": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signed links (valid one hour) to the home page in each language showing this banner's draft */
    post: operations["postConsoleContentBannersByIdPreviewLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home page's slider, feature boxes, sections and featured products: live, the draft and every version */
    get: operations["getConsoleContentHome"];
    /** Save the slides and feature boxes (texts, links, schedules, order, on/off) and the sections (order, on/off) as a new draft version */
    put: operations["putConsoleContentHome"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/slides/{id}/picture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a slide's picture in a new draft version (checked by its bytes, re-encoded) */
    post: operations["postConsoleContentHomeSlidesByIdPicture"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/slides": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a slide (picture and English title) at the end of a new draft version */
    post: operations["postConsoleContentHomeSlides"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/slides/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Take a slide out in a new draft version (publishing deletes it, restoring brings it back) */
    delete: operations["deleteConsoleContentHomeSlidesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/featured": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the home page's featured products, in their order, in a new draft version (admins) */
    put: operations["putConsoleContentHomeFeatured"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish the draft: only the home page, in the languages whose texts changed, is re-rendered */
    post: operations["postConsoleContentHomePublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/home/versions/{versionId}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a past version the draft again (publish it to make it live) */
    post: operations["postConsoleContentHomeVersionsByVersionIdRestore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/scripts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every custom script (admins): name, place, the pages it is printed on, on/off */
    get: operations["getConsoleContentScripts"];
    put?: never;
    /** Add a custom script (admins); the storefront's CSP allows it by hash or origin */
    post: operations["postConsoleContentScripts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/scripts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a custom script (admins) */
    put: operations["putConsoleContentScriptsById"];
    post?: never;
    /** Delete a custom script (admins) */
    delete: operations["deleteConsoleContentScriptsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/rebuild": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest "Rebuild all" job: its progress, or its report (pages, time, failed addresses) */
    get: operations["getConsoleContentRebuild"];
    put?: never;
    /** Re-render every public page in every language into the cache, or join the job already running */
    post: operations["postConsoleContentRebuild"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/pages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every static page with its English title, address, visibility and last save */
    get: operations["getConsoleContentPages"];
    put?: never;
    /** Create a static page, hidden, with its first draft (publish it to show it) */
    post: operations["postConsoleContentPages"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/pages/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A static page: its live content, its draft and every version */
    get: operations["getConsoleContentPagesById"];
    /** Save a page's texts, addresses, body and SEO texts as a new draft version (not live yet) */
    put: operations["putConsoleContentPagesById"];
    post?: never;
    /** Delete a static page with its texts and versions */
    delete: operations["deleteConsoleContentPagesById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/pages/{id}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish the draft: only what changed is written, a changed address answers 301 to the new one */
    post: operations["postConsoleContentPagesByIdPublish"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/pages/{id}/versions/{versionId}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a past version of a page the draft again (publish it to make it live) */
    post: operations["postConsoleContentPagesByIdVersionsByVersionIdRestore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/pages/{id}/preview-link": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signed links (valid one hour) to the page in each language showing its draft */
    post: operations["postConsoleContentPagesByIdPreviewLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/redirects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Redirects (newest first), then former product and category addresses; q filters by path */
    get: operations["getConsoleContentRedirects"];
    put?: never;
    /** Redirect a path of the shop to another (301 or 302); refused when it would loop */
    post: operations["postConsoleContentRedirects"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/redirects/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a redirect: its path answers as it would without it */
    delete: operations["deleteConsoleContentRedirectsById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/audit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log: admins see all, sellers their store's entries, editors their own */
    get: operations["getConsoleAudit"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/dashboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The console's first screen: figures for the caller's role (a seller: their own store) */
    get: operations["getConsoleDashboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/order-parts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Order parts to fulfil: a seller's own store's, every store's for admins; paged, filtered */
    get: operations["getConsoleOrderParts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/order-parts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One part: lines, ship-to, shopper, carrier, payment, timeline (admins: the whole order)
     * @description Opened by its store's seller, the part is no longer counted as new.
     */
    get: operations["getConsoleOrderPartsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/order-parts/{id}/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a part forward: confirmed, picked up (carrier + tracking number), on the way, delivered
     * @description Written to the part's timeline and the audit log; the shopper is e-mailed.
     */
    post: operations["postConsoleOrderPartsByIdStatus"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/bulk/order-parts/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the chosen pending parts, each on its own; says which could not be and why */
    post: operations["postConsoleBulkOrderPartsConfirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/order-parts/{id}/documents/{kind}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A part's packing slip or invoice, as a printable page or a PDF, in the order's language
     * @description Shop, store, ship-to address and lines of the part; Arabic right to left. Same access as the part.
     */
    get: operations["getConsoleOrderPartsByIdDocumentsByKind"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/new-order-parts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many parts are new (not opened by their store): a seller's own, every store's for admins */
    get: operations["getConsoleNewOrderParts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/money/stores/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's balance (the sum of its ledger), what is on the way and its open payout request */
    get: operations["getConsoleMoneyStoresById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/money/stores/{id}/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's ledger entries, newest first */
    get: operations["getConsoleMoneyStoresByIdEntries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/money/stores/{id}/payout-requests": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a payout of at most the available balance; one open request at a time */
    post: operations["postConsoleMoneyStoresByIdPayoutRequests"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/money/balances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every store's balance and open payout request (admins) */
    get: operations["getConsoleMoneyBalances"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/money/stores/{id}/payouts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record money paid to a store with its reference: a payout entry, the open request closed */
    post: operations["postConsoleMoneyStoresByIdPayouts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/commission": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Commission rates: the shop's default, each store's and each category's, and which applies */
    get: operations["getConsoleCommission"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/commission/shop": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the shop's default commission rate */
    put: operations["putConsoleCommissionShop"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/commission/stores/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a store's own commission rate; null: none (its categories' or the shop's apply) */
    put: operations["putConsoleCommissionStoresById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/commission/categories/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a category's commission rate; null: none (the shop's applies) */
    put: operations["putConsoleCommissionCategoriesById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's settings, languages and payment methods (secret keys only as set + mask) */
    get: operations["getConsoleSettings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/settings/shop": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the shop's identity, currency, seller rules, return days and mail sender */
    put: operations["putConsoleSettingsShop"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/settings/languages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch languages on (those listed) and off (the rest); the default language stays on */
    put: operations["putConsoleSettingsLanguages"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/settings/payment-methods/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch a payment method on or off and set or remove its keys (stored encrypted, never answered) */
    put: operations["putConsoleSettingsPaymentMethodsById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/settings/payment-methods/{id}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make the gateway's cheapest authenticated call with the keys in force and report the answer */
    post: operations["postConsoleSettingsPaymentMethodsByIdTest"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/vouchers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of vouchers, newest first, with times used, customers and discount given (admins) */
    get: operations["getConsoleVouchers"];
    put?: never;
    /** Create a voucher with every rule of BUSINESS-RULES "Vouchers"; codes are unique without case (admins) */
    post: operations["postConsoleVouchers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/vouchers/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One voucher with its usage (admins) */
    get: operations["getConsoleVouchersById"];
    /** Edit a voucher's rules; active false disables it (admins) */
    put: operations["putConsoleVouchersById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/bundle-deals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of every store's bundle deals, newest first, with the orders that got free units; q finds product titles and store names (admins) */
    get: operations["getConsoleBundleDeals"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/bundle-deals/{id}/active": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Switch a bundle deal on or off; its quantities are edited on the product form (admins) */
    put: operations["putConsoleBundleDealsByIdActive"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/flash-sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of flash sales, latest start first, with products, allotted and sold units; a seller sees every sale with its own store's entries only */
    get: operations["getConsoleFlashSales"];
    put?: never;
    /** Schedule a flash sale: flash prices below regular prices, allotments of 1 or more, no product in two overlapping sales (admins) */
    post: operations["postConsoleFlashSales"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/flash-sales/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One flash sale; a seller sees only its own store's entries in it */
    get: operations["getConsoleFlashSalesById"];
    /** Edit a flash sale's names, window and products; units already sold stay counted (admins) */
    put: operations["putConsoleFlashSalesById"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/flash-sales/{id}/entries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Put the caller's own store's products in a flash sale, or change or remove them (sellers; admins: every entry); other stores' entries stay */
    put: operations["putConsoleFlashSalesByIdEntries"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customers, sellers, editors and admins, newest first; search by name, e-mail or store (admins) */
    get: operations["getConsolePeople"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people/{id}/block": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block an account: its sessions end at once and it cannot sign in; the reason is audited (admins) */
    post: operations["postConsolePeopleByIdBlock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people/{id}/unblock": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Let a blocked account sign in again (admins) */
    post: operations["postConsolePeopleByIdUnblock"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people/{id}/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of the account (admins) */
    post: operations["postConsolePeopleByIdSignOut"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people/{id}/password-reset": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail the account the password reset code of the sign-in page (admins) */
    post: operations["postConsolePeopleByIdPasswordReset"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/people/{id}/role": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the account's role; an admin keeps their own, and the last admin stays one (admins) */
    put: operations["putConsolePeopleByIdRole"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/reviews": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reviews, newest first, by rating, product and visibility (admins) */
    get: operations["getConsoleReviews"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/reviews/{id}/hidden": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide a review from the product page and its rating, or show it again (admins) */
    put: operations["putConsoleReviewsByIdHidden"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/reviews/{id}/answer": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The store's answer under the review on the product page; empty removes it (admins) */
    put: operations["putConsoleReviewsByIdAnswer"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/messages": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contact messages, newest first; handled or waiting only (admins) */
    get: operations["getConsoleMessages"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/messages/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contact message; the first reading marks it read (admins) */
    get: operations["getConsoleMessagesById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/messages/{id}/handled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a contact message handled, or waiting again (admins) */
    put: operations["putConsoleMessagesByIdHandled"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/newsletter": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Newsletter subscribers (and those who left), newest first, searched by e-mail (admins) */
    get: operations["getConsoleNewsletter"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/newsletter/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everybody still subscribed (matching the search) as CSV: email, lang, subscribed_at (admins) */
    get: operations["getConsoleNewsletterExport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/translations/{lang}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the language lacks (titles, descriptions of products, categories, pages, banners …) with the English text */
    get: operations["getConsoleTranslationsByLang"];
    /** Save one title or description in the language (a description needs its title first) */
    put: operations["putConsoleTranslationsByLang"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The header (left, right) and footer links with their labels, and the social links, in order */
    get: operations["getConsoleContentMenus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a header or footer link (a shop path or an https address); it goes last in its place */
    post: operations["postConsoleContentMenusLinks"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/links/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a link's place, address, labels or visibility */
    put: operations["putConsoleContentMenusLinksById"];
    post?: never;
    /** Delete a header or footer link */
    delete: operations["deleteConsoleContentMenusLinksById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/links/{id}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a link one place up or down among the links of its place */
    post: operations["postConsoleContentMenusLinksByIdMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/social": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a social link (an https address); it goes last */
    post: operations["postConsoleContentMenusSocial"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/social/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a social link's title, address or visibility */
    put: operations["putConsoleContentMenusSocialById"];
    post?: never;
    /** Delete a social link */
    delete: operations["deleteConsoleContentMenusSocialById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/social/{id}/picture": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a social link's icon (checked by its bytes, re-encoded) */
    post: operations["postConsoleContentMenusSocialByIdPicture"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/console/content/menus/social/{id}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a social link one place up or down */
    post: operations["postConsoleContentMenusSocialByIdMove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    CommonData: {
      setting: {
        /** @example USD */
        currency: string;
        /** @example $ */
        currency_icon: string;
        /** @description 1 before the amount, 2 after */
        currencyPosition: 1 | 2;
        /** @example en-US */
        decimal_format: string;
        phone: string;
        email: string;
        vendor_registration: boolean;
        default_country: string;
        default_state: string;
        cookie_banner: boolean;
        enable_ga: boolean;
        ga_id: string | null;
        enable_pixel: boolean;
        pixel_id: string | null;
        google_login: boolean;
        facebook_login: boolean;
      };
      site_setting: {
        header_logo: string;
        site_name: string;
        copyright_text: string;
        primary_color: string;
        primary_hover_color: string;
        meta_title: string;
        meta_description: string;
        meta_keywords: string;
        site_url: string;
        api_base: string;
        styling: string | null;
      };
      header_links: {
        left: {
          title: string;
          url: string;
        }[];
        right: {
          title: string;
          url: string;
        }[];
      };
      footer_links: {
        title: string;
        url: string;
      }[];
      popup_banner: components["schemas"]["Banner"];
      top_banner: components["schemas"]["Banner"];
      categories: {
        id: number;
        title: string;
        slug: string;
        image: string | null;
        public_sub_categories: {
          id: number;
          title: string;
          slug: string;
          image: string | null;
        }[];
      }[];
      collections: {
        id: number;
        title: string;
        slug: string;
        image: string | null;
      }[];
      custom_scripts: {
        route_pattern: string;
        header_script: boolean;
        header_script_code: string | null;
        body_script: boolean;
        body_script_code: string | null;
      }[];
      services: {
        title: string;
        slug: string;
      }[];
      about: {
        title: string;
        description: string;
      } | null;
      /** @description Enabled payment methods (id and name), public data only */
      payment: {
        id: number;
        name: string;
        image: string | null;
      }[];
      social: {
        title: string;
        link: string;
        image: string | null;
      }[];
      languages: {
        code: string;
        name: string;
        /** @enum {string} */
        direction: "ltr" | "rtl";
        predefined: boolean;
      }[];
      default_language: string;
      default_image: string;
      img_src_url: string;
      thumb_prefix: string;
    };
    Banner: {
      id: number;
      /** @description 1 public, 2 private */
      status: 1 | 2;
      closable: boolean;
      image: string;
      title: string;
      /** @description 1 categories, 2 sub_categories, 3 tags, 4 brands, 5 products, 6 url */
      source_type: number;
      slug: string;
      url: string | null;
    } | null;
    Failure: {
      status: 201 | 403 | 404 | 500;
      data: {
        /**
         * @example [
         *       "Invalid email"
         *     ]
         */
        form: string[];
      };
      /** @example Invalid email */
      message: string;
    };
    Home: {
      slider: {
        id: number;
        image: string | null;
        title: string;
        subtitle: string | null;
        source_type: number;
        /** @description Unprefixed link: own url for source type 6, else the listing */
        href: string;
        button_text: string | null;
      }[];
      site_features: {
        id: number;
        icon: string | null;
        title: string;
        subtitle: string | null;
      }[];
      banners: {
        id: number;
        image: string | null;
        title: string;
        subtitle: string | null;
        source_type: number;
        /** @description Unprefixed link: own url for source type 6, else the listing */
        href: string;
        type: number;
        closable: boolean;
      }[];
      collections: components["schemas"]["Tile"][];
      featured_categories: components["schemas"]["Tile"][];
      featured_brands: components["schemas"]["Tile"][];
      flash_sales: {
        id: number;
        title: string;
        image: string | null;
        end_time: string;
        products: components["schemas"]["ProductCard"][];
      }[];
      featured_products: components["schemas"]["ProductCard"][];
      products: {
        data: components["schemas"]["ProductCard"][];
        current_page: number;
        last_page: number;
        per_page: number;
        total: number;
        from: number | null;
        to: number | null;
      };
      /** @description Every section in the order the home page shows them, each on or off (its banners show either way) */
      sections: {
        /** @enum {string} */
        key:
          | "slider"
          | "features"
          | "flash_sales"
          | "featured_categories"
          | "collections"
          | "featured_brands"
          | "featured_products"
          | "products";
        shown: boolean;
      }[];
    };
    Tile: {
      id: number;
      title: string;
      slug: string;
      image: string | null;
    };
    ProductCard: {
      id: number;
      title: string;
      slug: string;
      image: string | null;
      /** @description Regular price, minor units */
      selling: number;
      /** @description Offer price, 0 = none, minor units */
      offered: number;
      /** @description Live flash price, minor units */
      price: number | null;
      /** @description End of the live flash sale (ISO 8601) */
      end_time: string | null;
      /** @description Price paid now (flash sale, then variant or special price, then the price), minor units */
      current_price: number;
      /** @description Regular price shown struck through, minor units */
      previous_price: number | null;
      discount_percent: number;
      rating: number;
      review_count: number;
      in_stock: boolean;
      free_shipping: boolean;
      has_variants: boolean;
      flash_remaining: number | null;
      flash_sold: number | null;
    };
    Listing: {
      result: {
        data: components["schemas"]["ProductCard"][];
        current_page: number;
        last_page: number;
        per_page: number;
        total: number;
        from: number | null;
        to: number | null;
      };
      all_categories: components["schemas"]["CategoryTile"][];
      category:
        | ({
            id: number;
            title: string;
            slug: string;
            image: string | null;
          } & {
            [key: string]: unknown;
          })
        | null;
      collections: components["schemas"]["Tile"][];
      brands: components["schemas"]["Tile"][];
      shipping: {
        value: string;
      }[];
      /** @description Sizes, colours … the listing's products are sold in (filter attribute_values by their ids) */
      attributes: components["schemas"]["AttributeFilter"][];
      title: string | null;
    };
    CategoryTile: components["schemas"]["Tile"] & {
      public_sub_categories: components["schemas"]["Tile"][];
    };
    AttributeFilter: {
      id: number;
      title: string;
      slug: string;
      values: {
        id: number;
        title: string;
        slug: string;
        /** @description Swatch colour (#rrggbb) of a colour */
        color: string | null;
      }[];
    };
    SearchSuggestions: {
      /** @description Keywords */
      suggested: string[];
      category: {
        id: number;
        title: string;
        slug: string;
      }[];
      sub_category: {
        id: number;
        title: string;
        slug: string;
        category_slug: string;
      }[];
      product: components["schemas"]["ProductCard"][];
    };
    Cart: {
      items: {
        id: number;
        quantity: number;
        /** @description 1 selected, 2 unselected */
        selected: number;
        product: {
          id: number;
          title: string;
          slug: string;
          image: string | null;
          /** @description Minor units (cents) */
          selling: number;
          /** @description Minor units (cents) */
          offered: number;
          /** @description Unit price now (variant, flash, offered or selling) */
          price: number;
          stock: number;
          free_shipping: boolean;
          store: {
            id: number;
            name: string;
            slug: string;
          };
          inventory: {
            id: number;
            variant: string | null;
          } | null;
        };
        bundle_deal: {
          buy: number;
          free: number;
        } | null;
        free_quantity: number;
        /** @description Minor units (cents) */
        goods: number;
        /** @description null while no address is known */
        shippable: boolean | null;
        shipping_message: string | null;
        source: {
          type: number;
          id: number;
          label: string;
          address: string | null;
          /** @description Minor units (cents) */
          cost: number;
        } | null;
      }[];
      /** @description Sum of quantities (header badge) */
      count: number;
      address:
        | ({
            id: number;
          } & {
            [key: string]: unknown;
          })
        | null;
      stores: {
        store: {
          id: number;
          name: string;
          slug: string;
        };
        options: {
          /** @description 1 location, 2 pickup */
          type: number;
          /** @description shipping place id (location) or pickup point id */
          id: number;
          label: string;
          address: string | null;
          /** @description 1 flat, 2 percent */
          price_type: number;
          price: number;
          single_price: boolean;
        }[];
      }[];
      summary: {
        /** @description Minor units (cents) */
        subtotal: number;
        /** @description Minor units (cents) */
        bundle_savings: number;
        /** @description Minor units (cents) */
        shipping_cost: number;
        /** @description Minor units (cents) */
        total: number;
      };
    };
    Address: {
      id: number;
      name: string;
      email: string;
      phone: string;
      /**
       * @description Country code (countries.code)
       * @example AF
       */
      country: string;
      /**
       * @description State code (states.code)
       * @example BDS
       */
      state: string;
      country_name: string;
      state_name: string;
      city: string;
      zipCode: string;
      address: string;
      address2: string | null;
      is_default: boolean;
    };
    VoucherCheck: {
      code: string;
      /** @description What the voucher takes off the selected goods now */
      discount: number;
      /** @description Minor units (cents) */
      min_spend: number;
      /** @description 1 flat, 2 percent */
      type: number;
      amount: number;
      /** @description Minor units (cents) */
      max_discount: number | null;
      ends_at: string;
    };
    Voucher: {
      id: number;
      code: string;
      /** @description 1 flat (minor units), 2 percent */
      type: number;
      amount: number;
      /** @description Minor units (cents) */
      max_discount: number | null;
      /** @description Minor units (cents) */
      min_spend: number;
      /** @description null: the whole shop */
      store_id: number | null;
      starts_at: string;
      ends_at: string;
    };
    Order: {
      id: number;
      tracking_code: string;
      /** @description 1 Razorpay, 2 cash on delivery, 3 Stripe, 4 PayPal, 5 Flutterwave, 6 Iyzico, 7 bank transfer, 8 Payfast */
      method: number;
      date: string;
      /** @description Minor units (cents) */
      amount: number;
      /** @description 1 paid, 0 unpaid */
      payment_status: number;
      /** @description 1 pending, 2 confirmed, 3 picked up, 4 on the way, 5 delivered */
      delivery_status: number;
      steps: {
        status: number;
        /** @enum {string} */
        name: "pending" | "confirmed" | "pickedUp" | "onWay" | "delivered";
        done: boolean;
        active: boolean;
      }[];
      cancelled: boolean;
      refunded: boolean;
      refund_requested: boolean;
      cancellation: {
        title: string;
        message: string;
      } | null;
      /** @description Minor units (cents) */
      subtotal: number;
      /** @description Minor units (cents) */
      shipping_cost: number;
      /** @description Minor units (cents) */
      bundle_savings: number;
      /** @description Minor units (cents) */
      discount: number;
      voucher_code: string | null;
      /** @description Minor units (cents) */
      total: number;
      currency: string;
      address: {
        name: string;
        email: string;
        phone: string;
        country: string;
        state: string;
        city: string;
        zip_code: string;
        address: string;
        address2?: string | null;
      };
      items: {
        id: number;
        part_id: number;
        product_id: number | null;
        store: {
          id: number;
          name: string;
          slug: string;
        } | null;
        title: string;
        variant: string | null;
        image: string | null;
        /** @description Minor units (cents) */
        unit_price: number;
        quantity: number;
        free_quantity: number;
        shipping_type: number | null;
        shipping_label: string | null;
        /** @description Minor units (cents) */
        shipping_cost: number;
        /** @description Minor units (cents) */
        discount: number;
        reviewed: boolean;
      }[];
      parts: components["schemas"]["OrderPart"][];
      bank_transfer: components["schemas"]["BankTransfer"];
    };
    /** @description One store's share of the order, shipped on its own */
    OrderPart: {
      id: number;
      /** @description The order's tracking code, '-', the part's number */
      code: string;
      number: number;
      store: {
        id: number;
        name: string;
        slug: string;
      } | null;
      delivery_status: number;
      steps: {
        status: number;
        /** @enum {string} */
        name: "pending" | "confirmed" | "pickedUp" | "onWay" | "delivered";
        done: boolean;
        active: boolean;
      }[];
      carrier: string | null;
      tracking_number: string | null;
      tracking_url: string | null;
      delivered_at: string | null;
      history: {
        status: number;
        event: string | null;
        date: string;
      }[];
      /** @description 1 paid, 0 unpaid (cash on delivery: per part) */
      payment_status: number;
      /** @description Minor units (cents) */
      goods: number;
      /** @description Minor units (cents) */
      shipping_cost: number;
      /** @description Minor units (cents) */
      discount: number;
      /** @description Minor units (cents) */
      total: number;
    };
    /** @description Only for orders paid by bank transfer */
    BankTransfer: {
      /** @description Where to send the money; null once paid or cancelled */
      shop_account: {
        bank_name: string;
        account_holder: string;
        /** @description Account number or IBAN */
        account_number: string;
        /** @description Branch name or SWIFT/BIC */
        branch: string;
      } | null;
      /** @description The latest details the customer sent and the shop's decision on them */
      submitted: {
        transaction_id: string;
        bank_name: string;
        account_holder_name: string;
        account_number: string;
        branch_name: string;
        /** @enum {string} */
        status: "submitted" | "confirmed" | "rejected";
      } | null;
    } | null;
    Tracking: {
      tracking_code: string;
      date: string;
      delivery_status: number;
      steps: {
        status: number;
        /** @enum {string} */
        name: "pending" | "confirmed" | "pickedUp" | "onWay" | "delivered";
        done: boolean;
        active: boolean;
      }[];
      cancelled: boolean;
      refunded: boolean;
      /** @description What concerns the whole order */
      history: {
        status: number;
        event: string | null;
        date: string;
      }[];
      parts: {
        id: number;
        /** @description The order's tracking code, '-', the part's number */
        code: string;
        number: number;
        store: {
          id: number;
          name: string;
          slug: string;
        } | null;
        delivery_status: number;
        steps: {
          status: number;
          /** @enum {string} */
          name: "pending" | "confirmed" | "pickedUp" | "onWay" | "delivered";
          done: boolean;
          active: boolean;
        }[];
        carrier: string | null;
        tracking_number: string | null;
        tracking_url: string | null;
        delivered_at: string | null;
        history: {
          status: number;
          event: string | null;
          date: string;
        }[];
      }[];
    };
    OwnReview: {
      id: number;
      order_id: number;
      product_id: number;
      /** @description 1 to 5 */
      rating: number;
      comment: string | null;
      images: string[];
      created_at: string;
      updated_at: string;
    };
    Return: {
      id: number;
      order_id: number;
      part_id: number;
      /** @example K7Q2M9XB-2 */
      part_code: string;
      tracking_code: string;
      store: {
        id: number;
        name: string;
      } | null;
      /** @enum {string} */
      status: "requested" | "approved" | "rejected" | "received" | "refunded";
      reason: string;
      rejection_reason: string | null;
      restock: boolean | null;
      lines: {
        order_item_id: number;
        title: string;
        variant: string | null;
        image: string | null;
        quantity: number;
        unit_price: number;
      }[];
      pictures: string[];
      currency: string;
      /** @description What refunding the return gives back, minor units */
      refund_amount: number;
      refund: {
        id: number;
        amount: number;
        status: string;
        kind: string;
        manual_reference: string | null;
        gateway_refund_id: string | null;
      } | null;
      /** @description The payment is refunded by hand, with a reference */
      manual_refund: boolean;
      customer: {
        name: string;
        email: string;
      };
      created_at: string;
      decided_at: string | null;
      received_at: string | null;
      refunded_at: string | null;
    };
    OrderReturns: {
      return_days: number;
      parts: {
        part_id: number;
        returnable_until: string | null;
        lines: {
          order_item_id: number;
          title: string;
          variant: string | null;
          image: string | null;
          quantity: number;
          returnable: number;
        }[];
      }[];
      returns: components["schemas"]["Return"][];
    };
    Refund: {
      id: number;
      part_id: number;
      return_id: number | null;
      /** @description Minor units */
      amount: number;
      currency: string;
      /** @enum {string} */
      kind: "gateway" | "manual";
      /** @enum {string} */
      status: "pending" | "succeeded" | "failed";
      gateway_refund_id: string | null;
      manual_reference: string | null;
      created_at: string;
    };
    ProductDetail: {
      id: number;
      title: string;
      slug: string;
      short_description: string | null;
      /** @description HTML */
      description: string | null;
      warranty_text: string | null;
      image: string | null;
      images: string[];
      /** @description The gallery with each picture's alternative text (request's language, else English) and the colour it shows (null: every colour) */
      pictures: {
        image: string;
        alt: string | null;
        attribute_value_id: number | null;
      }[];
      /** @description Regular price, minor units */
      selling: number;
      /** @description Offer price, 0 = none, minor units */
      offered: number;
      /** @description Live flash price, minor units */
      price: number | null;
      end_time: string | null;
      rating: number;
      review_count: number;
      sold_count: number;
      sku: string | null;
      stock: number;
      in_stock: boolean;
      refundable: boolean;
      warranty: boolean;
      mind_change: boolean;
      free_shipping: boolean;
      store: {
        id: number;
        name: string;
        slug: string;
        logo: string | null;
      };
      brand: {
        id: number;
        title: string;
        slug: string;
      } | null;
      category: {
        id: number;
        title: string;
        slug: string;
      };
      sub_category: {
        id: number;
        title: string;
        slug: string;
      } | null;
      attributes: {
        id: number;
        title: string;
        required: boolean;
        values: {
          id: number;
          title: string;
          color: string | null;
        }[];
      }[];
      inventories: {
        id: number;
        sku: string;
        /** @description Variant price, 0 = the product's price, minor units */
        price: number;
        quantity: number;
        attribute_value_ids: number[];
      }[];
      bundle_deal: {
        buy_quantity: number;
        free_quantity: number;
      } | null;
      flash_sale: {
        id: number;
        title: string;
        /** @description Flash price, minor units */
        price: number;
        start_time: string;
        end_time: string;
        quantity: number;
        sold: number;
        remaining: number;
      } | null;
      /** @enum {number|null} */
      wishlisted: 1 | null;
    };
    Review: {
      id: number;
      rating: number;
      comment: string | null;
      created_at: string;
      user: {
        name: string;
        avatar: string | null;
      };
      images: string[];
      /** @description The shop's answer to the review, if any */
      answer: {
        text: string;
        at: string;
      } | null;
    };
    FlashSale: {
      id: number;
      title: string;
      description: string | null;
      image: string | null;
      start_time: string;
      end_time: string;
    };
    StoreSummary: {
      id: number;
      name: string;
      slug: string;
      logo: string | null;
      banner: string | null;
      /** @description ISO 8601 */
      member_since: string;
      /** @description Mean over its products' published reviews */
      avg_rating: number;
      review_count: number;
    };
    StaticPage: {
      id: number;
      slug: string;
      title: string;
      /** @description The body, HTML */
      description: string;
      /** @description The title search engines show */
      seo_title: string;
      seo_description: string;
      updated_at: string;
    };
    ContactMessage: {
      /** @example Ayesha Khan */
      name: string;
      /**
       * Format: email
       * @example ayesha@example.com
       */
      email: string;
      /** @example Do you ship to Lyon? */
      message: string;
      /** @example +1 (555) 010-2030 */
      phone?: string;
      subject?: string;
    };
    SignUp: {
      name: string;
      /**
       * Format: email
       * @example ayesha@example.com
       */
      email: string;
      password: string;
      password_confirmation: string;
    };
    User: {
      id: number;
      name: string;
      email: string;
      phone: string | null;
      avatar: string | null;
      /** @enum {string} */
      role: "customer" | "seller" | "editor" | "admin";
      verified: boolean;
      has_password: boolean;
      cart_count: number;
    };
    Session: {
      is_logged_in: boolean;
      user: {
        id: number;
        name: string;
      } | null;
    };
    Profile: {
      is_logged_in: boolean;
      cart_count: number;
      user: components["schemas"]["User"];
    };
    SellerSignUp: {
      name?: string;
      /**
       * Format: email
       * @example ayesha@example.com
       */
      email?: string;
      password?: string;
      password_confirmation?: string;
      store_name: string;
      /** @example +1 (555) 010-2030 */
      phone: string;
      address?: string;
      message?: string;
    };
    SellerApplication: {
      id: number;
      store_name: string;
      status: string;
      phone: string | null;
      address: string | null;
      message: string | null;
      created_at: string;
      user: {
        id: number;
        name: string;
        email: string;
      };
      store_id: number | null;
    };
    CompareItem: components["schemas"]["ProductCard"] & {
      /** @description Units on hand (the product's, or summed over variants) */
      stock: number;
      brand: string | null;
      category: string;
      store: {
        name: string;
        slug: string;
      };
      attributes: {
        title: string;
        values: string[];
      }[];
    };
    FollowedStore: {
      id: number;
      name: string;
      slug: string;
      logo: string | null;
      banner: string | null;
      /** @description ISO 8601 */
      member_since: string;
    };
    ConsoleMe: {
      user: {
        id: number;
        name: string;
        email: string;
        /** @enum {string} */
        role: "customer" | "seller" | "editor" | "admin";
      };
      store: {
        id: number;
        name: string;
        slug: string;
      } | null;
      capabilities: (
        | "products.manage"
        | "products.approve"
        | "orders.manage"
        | "returns.manage"
        | "money.view"
        | "payouts.record"
        | "store.manage"
        | "content.manage"
        | "taxonomy.manage"
        | "translations.manage"
        | "pages.publish"
        | "promotions.manage"
        | "sellers.manage"
        | "people.manage"
        | "reviews.moderate"
        | "messages.manage"
        | "newsletter.manage"
        | "settings.manage"
        | "scripts.manage"
        | "audit.view"
      )[];
    };
    ImportDryRun: {
      rows: number;
      created: number;
      updated: number;
      unchanged: number;
      errors: {
        /** @description Line of the file (1: the header) */
        line: number;
        column: string;
        message: string;
      }[];
      changes: {
        line: number;
        slug: string;
        /** @enum {string} */
        action: "create" | "update" | "unchanged";
        variants: number;
      }[];
    };
    ImportJob: {
      id: number;
      store_id: number;
      /** @enum {string} */
      status: "queued" | "running" | "done" | "failed";
      /** @description Rows in the file */
      total: number;
      /** @description Rows applied so far */
      done: number;
      /** @description Null until the job ends */
      report: {
        rows: number;
        created: number;
        updated: number;
        unchanged: number;
        errors: {
          /** @description Line of the file (1: the header) */
          line: number;
          column: string;
          message: string;
        }[];
      } | null;
    };
    ConsoleProductRow: {
      id: number;
      title: string;
      store: {
        id: number;
        name: string;
      };
      /** @enum {string} */
      status: "draft" | "submitted" | "approved" | "rejected" | "published" | "unpublished";
      price: number;
      stock: number;
      variants: number;
      updated_at: string;
      thumbnail: string | null;
    };
    ConsoleBulkResult: {
      done: number[];
      skipped: {
        id: number;
        message: string;
      }[];
    };
    ConsoleProduct: {
      id: number;
      store: {
        id: number;
        name: string;
      };
      /** @enum {string} */
      status: "draft" | "submitted" | "approved" | "rejected" | "published" | "unpublished";
      rejection_reason: string | null;
      slug: string;
      /** @description Keyed by language */
      translations: {
        [key: string]: {
          title: string;
          slug: string | null;
          short_description: string | null;
          description: string | null;
          meta_title: string | null;
          meta_description: string | null;
        };
      };
      category_id: number;
      sub_category_id: number | null;
      brand_id: number | null;
      collection_ids: number[];
      tag_ids: number[];
      selling: number;
      offered: number;
      stock: number;
      sku: string | null;
      image: string | null;
      free_shipping: boolean;
      refundable: boolean;
      attributes: {
        attribute_id: number;
        value_ids: number[];
        required: boolean;
      }[];
      variants: {
        id: number;
        value_ids: number[];
        sku: string;
        price: number;
        stock: number;
      }[];
      bundle: {
        buy: number;
        free: number;
      } | null;
      updated_at: string;
    };
    StockMovement: {
      id: number;
      inventory_id: number | null;
      sku: string | null;
      delta: number;
      /** @enum {string} */
      reason: "order" | "cancel" | "return" | "manual" | "import";
      note: string | null;
      order_id: number | null;
      actor: {
        id: number;
        name: string;
      } | null;
      at: string;
    };
    ConsolePicture: {
      id: number;
      image: string;
      sort: number;
      /** @description The colour it shows, or null */
      attribute_value_id: number | null;
      alt: {
        [key: string]: string;
      };
    };
    ConsolePictureUpdate: {
      /** @example 1 */
      attribute_value_id?: number | null;
      /** @description Alternative text per language; a missing language shows the English one */
      alt?: {
        en?: string;
        fr?: string;
        ar?: string;
        hi?: string;
        tr?: string;
      };
    };
    ConsolePictureOrder: {
      ids: number[];
    };
    ConsoleTaxonomy: {
      categories: {
        id: number;
        title: string;
        sub_categories: {
          id: number;
          title: string;
        }[];
      }[];
      attributes: {
        id: number;
        title: string;
        values: {
          id: number;
          title: string;
          /** @example #000000 */
          color: string | null;
        }[];
      }[];
      brands: {
        id: number;
        title: string;
      }[];
      collections: {
        id: number;
        title: string;
      }[];
      tags: {
        id: number;
        title: string;
      }[];
    };
    ConsoleCategory: {
      id: number;
      slug: string;
      public: boolean;
      translations: {
        en?: {
          title: string;
          slug: string;
        };
        fr?: {
          title: string;
          slug: string;
        };
        ar?: {
          title: string;
          slug: string;
        };
        hi?: {
          title: string;
          slug: string;
        };
        tr?: {
          title: string;
          slug: string;
        };
      };
      /** @description The tile's picture, or null */
      image: string | null;
      sub_categories: {
        id: number;
        slug: string;
        public: boolean;
        translations: {
          en?: {
            title: string;
            slug: string;
          };
          fr?: {
            title: string;
            slug: string;
          };
          ar?: {
            title: string;
            slug: string;
          };
          hi?: {
            title: string;
            slug: string;
          };
          tr?: {
            title: string;
            slug: string;
          };
        };
      }[];
    };
    ConsoleSubCategory: {
      id: number;
      slug: string;
      public: boolean;
      category_id: number;
      translations: {
        en?: {
          title: string;
          slug: string;
        };
        fr?: {
          title: string;
          slug: string;
        };
        ar?: {
          title: string;
          slug: string;
        };
        hi?: {
          title: string;
          slug: string;
        };
        tr?: {
          title: string;
          slug: string;
        };
      };
    };
    ConsoleNamed: {
      id: number;
      slug: string;
      /** @description Brands and collections only */
      public?: boolean;
      translations: {
        en?: {
          title: string;
        };
        fr?: {
          title: string;
        };
        ar?: {
          title: string;
        };
        hi?: {
          title: string;
        };
        tr?: {
          title: string;
        };
      };
    };
    ConsoleAttribute: {
      id: number;
      slug: string;
      translations: {
        en?: {
          title: string;
        };
        fr?: {
          title: string;
        };
        ar?: {
          title: string;
        };
        hi?: {
          title: string;
        };
        tr?: {
          title: string;
        };
      };
      values: components["schemas"]["ConsoleAttributeValue"][];
    };
    ConsoleAttributeValue: {
      id: number;
      slug: string;
      translations: {
        en?: {
          title: string;
        };
        fr?: {
          title: string;
        };
        ar?: {
          title: string;
        };
        hi?: {
          title: string;
        };
        tr?: {
          title: string;
        };
      };
      color: string | null;
    };
    ConsoleBannerRow: {
      id: number;
      /** @description Placement: 1 top, 2 popup, 3-7 home, 8 listing, 9 product */
      type: number;
      image: string | null;
      public: boolean;
      starts_at: string | null;
      ends_at: string | null;
      /** @description The live English title */
      title: string;
      has_draft: boolean;
    };
    ConsoleBanner: {
      id: number;
      type: number;
      live: {
        public: boolean;
        link: string | null;
        starts_at: string | null;
        ends_at: string | null;
        image: string | null;
        translations: {
          en?: {
            title: string;
            text: string;
          };
          fr?: {
            title: string;
            text: string;
          };
          ar?: {
            title: string;
            text: string;
          };
          hi?: {
            title: string;
            text: string;
          };
          tr?: {
            title: string;
            text: string;
          };
        };
      };
      /** @description The unpublished draft, or null */
      draft: {
        public: boolean;
        link: string | null;
        starts_at: string | null;
        ends_at: string | null;
        image: string | null;
        translations: {
          en?: {
            title: string;
            text: string;
          };
          fr?: {
            title: string;
            text: string;
          };
          ar?: {
            title: string;
            text: string;
          };
          hi?: {
            title: string;
            text: string;
          };
          tr?: {
            title: string;
            text: string;
          };
        };
      } | null;
      versions: {
        id: number;
        created_at: string;
        created_by: string;
        published_at: string | null;
        draft: boolean;
        content: {
          public: boolean;
          link: string | null;
          starts_at: string | null;
          ends_at: string | null;
          image: string | null;
          translations: {
            en?: {
              title: string;
              text: string;
            };
            fr?: {
              title: string;
              text: string;
            };
            ar?: {
              title: string;
              text: string;
            };
            hi?: {
              title: string;
              text: string;
            };
            tr?: {
              title: string;
              text: string;
            };
          };
        };
      }[];
    };
    PreviewLinks: {
      urls: {
        en: string;
        fr: string;
        ar: string;
        hi: string;
        tr: string;
      };
      expires_at: string;
    };
    ConsoleHome: {
      live: {
        slides: {
          id: number;
          public: boolean;
          image: string;
          link: string | null;
          starts_at: string | null;
          ends_at: string | null;
          translations: {
            en?: {
              title: string;
              text: string;
              button: string;
            };
            fr?: {
              title: string;
              text: string;
              button: string;
            };
            ar?: {
              title: string;
              text: string;
              button: string;
            };
            hi?: {
              title: string;
              text: string;
              button: string;
            };
            tr?: {
              title: string;
              text: string;
              button: string;
            };
          };
        }[];
        features: {
          id: number;
          public: boolean;
          icon: string | null;
          translations: {
            en?: {
              title: string;
              text: string;
            };
            fr?: {
              title: string;
              text: string;
            };
            ar?: {
              title: string;
              text: string;
            };
            hi?: {
              title: string;
              text: string;
            };
            tr?: {
              title: string;
              text: string;
            };
          };
        }[];
        sections: {
          /** @enum {string} */
          key:
            | "slider"
            | "features"
            | "flash_sales"
            | "featured_categories"
            | "collections"
            | "featured_brands"
            | "featured_products"
            | "products";
          shown: boolean;
        }[];
        featured_products: number[];
      };
      /** @description The unpublished draft, or null */
      draft: {
        slides: {
          id: number;
          public: boolean;
          image: string;
          link: string | null;
          starts_at: string | null;
          ends_at: string | null;
          translations: {
            en?: {
              title: string;
              text: string;
              button: string;
            };
            fr?: {
              title: string;
              text: string;
              button: string;
            };
            ar?: {
              title: string;
              text: string;
              button: string;
            };
            hi?: {
              title: string;
              text: string;
              button: string;
            };
            tr?: {
              title: string;
              text: string;
              button: string;
            };
          };
        }[];
        features: {
          id: number;
          public: boolean;
          icon: string | null;
          translations: {
            en?: {
              title: string;
              text: string;
            };
            fr?: {
              title: string;
              text: string;
            };
            ar?: {
              title: string;
              text: string;
            };
            hi?: {
              title: string;
              text: string;
            };
            tr?: {
              title: string;
              text: string;
            };
          };
        }[];
        sections: {
          /** @enum {string} */
          key:
            | "slider"
            | "features"
            | "flash_sales"
            | "featured_categories"
            | "collections"
            | "featured_brands"
            | "featured_products"
            | "products";
          shown: boolean;
        }[];
        featured_products: number[];
      } | null;
      versions: {
        id: number;
        created_at: string;
        created_by: string;
        published_at: string | null;
        draft: boolean;
        content: {
          slides: {
            id: number;
            public: boolean;
            image: string;
            link: string | null;
            starts_at: string | null;
            ends_at: string | null;
            translations: {
              en?: {
                title: string;
                text: string;
                button: string;
              };
              fr?: {
                title: string;
                text: string;
                button: string;
              };
              ar?: {
                title: string;
                text: string;
                button: string;
              };
              hi?: {
                title: string;
                text: string;
                button: string;
              };
              tr?: {
                title: string;
                text: string;
                button: string;
              };
            };
          }[];
          features: {
            id: number;
            public: boolean;
            icon: string | null;
            translations: {
              en?: {
                title: string;
                text: string;
              };
              fr?: {
                title: string;
                text: string;
              };
              ar?: {
                title: string;
                text: string;
              };
              hi?: {
                title: string;
                text: string;
              };
              tr?: {
                title: string;
                text: string;
              };
            };
          }[];
          sections: {
            /** @enum {string} */
            key:
              | "slider"
              | "features"
              | "flash_sales"
              | "featured_categories"
              | "collections"
              | "featured_brands"
              | "featured_products"
              | "products";
            shown: boolean;
          }[];
          featured_products: number[];
        };
      }[];
      /** @description The featured products named by the live content and the draft */
      featured_choices: {
        id: number;
        title: string;
        image: string | null;
        published: boolean;
      }[];
    };
    ConsoleCustomScripts: {
      id: number;
      name: string;
      /** @enum {string} */
      place: "head" | "body";
      route_pattern: string;
      code: string;
      public: boolean;
    }[];
    RebuildJob: {
      id: number;
      /** @enum {string} */
      status: "running" | "done" | "interrupted";
      /** @description Pages to render */
      total: number;
      /** @description Pages rendered so far */
      done: number;
      errors: {
        url: string;
        status: number;
      }[];
      started_at: string;
      finished_at: string | null;
      /** @description Time taken so far, or in all once ended */
      seconds: number;
    } | null;
    ConsolePageRow: {
      id: number;
      slug: string;
      /** @description The live English title */
      title: string;
      public: boolean;
      updated_at: string;
      /** @description Who saved the newest version */
      updated_by: string;
      has_draft: boolean;
    };
    ConsolePage: {
      id: number;
      live: {
        public: boolean;
        in_footer: boolean;
        translations: {
          en?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          fr?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          ar?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          hi?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          tr?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
        };
      };
      /** @description The unpublished draft, or null */
      draft: {
        public: boolean;
        in_footer: boolean;
        translations: {
          en?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          fr?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          ar?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          hi?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
          tr?: {
            title: string;
            /** @description Empty in a language other than English: the English address */
            slug: string;
            /** @description HTML, as the shop's sanitizer leaves it */
            body: string;
            seo_title: string;
            seo_description: string;
          };
        };
      } | null;
      versions: {
        id: number;
        created_at: string;
        created_by: string;
        published_at: string | null;
        draft: boolean;
        content: {
          public: boolean;
          in_footer: boolean;
          translations: {
            en?: {
              title: string;
              /** @description Empty in a language other than English: the English address */
              slug: string;
              /** @description HTML, as the shop's sanitizer leaves it */
              body: string;
              seo_title: string;
              seo_description: string;
            };
            fr?: {
              title: string;
              /** @description Empty in a language other than English: the English address */
              slug: string;
              /** @description HTML, as the shop's sanitizer leaves it */
              body: string;
              seo_title: string;
              seo_description: string;
            };
            ar?: {
              title: string;
              /** @description Empty in a language other than English: the English address */
              slug: string;
              /** @description HTML, as the shop's sanitizer leaves it */
              body: string;
              seo_title: string;
              seo_description: string;
            };
            hi?: {
              title: string;
              /** @description Empty in a language other than English: the English address */
              slug: string;
              /** @description HTML, as the shop's sanitizer leaves it */
              body: string;
              seo_title: string;
              seo_description: string;
            };
            tr?: {
              title: string;
              /** @description Empty in a language other than English: the English address */
              slug: string;
              /** @description HTML, as the shop's sanitizer leaves it */
              body: string;
              seo_title: string;
              seo_description: string;
            };
          };
        };
      }[];
    };
    ConsoleRedirect: {
      /** @description Null: a product's or category's former address */
      id: number | null;
      /** @enum {string} */
      source: "redirect" | "product" | "category";
      from: string;
      to: string;
      code: number;
      created_at: string;
      created_by: string;
    };
    AuditEntry: {
      id: number;
      actor_id: number | null;
      actor_name: string | null;
      actor_role: string;
      store_id: number | null;
      entity: string;
      entity_id: number | null;
      action: string;
      /** @description Each changed field: [before, after] */
      changes: {
        [key: string]: unknown[];
      };
      at: string;
    };
    ConsoleDashboard: {
      /**
       * @description A seller's own store, or the whole shop
       * @enum {string}
       */
      scope: "store" | "shop";
      /**
       * @description The zone the days begin in
       * @example UTC
       */
      time_zone: string;
      /** @example USD */
      currency: string;
      /** @description Orders not cancelled; a store counts only its own lines (sellers, admins) */
      sales: {
        today: {
          orders: number;
          /**
           * @description Minor units of `currency`
           * @example 12500
           */
          amount: number;
        };
        /** @description The last 30 days, oldest first, today last; days without orders included */
        days: {
          /** @example 2026-11-25 */
          date: string;
          orders: number;
          /**
           * @description Minor units of `currency`
           * @example 12500
           */
          amount: number;
        }[];
      } | null;
      products: {
        /** @description As GET /console/products?low_stock=true counts them */
        low_stock: number;
        /** @description As GET /console/products?status=submitted counts them */
        submitted: number;
      } | null;
      /** @description The catalogue's structure (editors, admins) */
      catalogue: {
        categories: number;
        sub_categories: number;
        brands: number;
        collections: number;
        tags: number;
        attributes: number;
      } | null;
      /** @description Applications waiting (admins) */
      seller_applications: number | null;
      /** @description Reviews of the last 7 days (admins) */
      new_reviews: number | null;
    };
    OrderPartRow: {
      id: number;
      /** @description The order's tracking code, '-', the part's number */
      code: string;
      order_id: number;
      created_at: string;
      customer_name: string;
      customer_email: string;
      store: {
        id: number;
        name: string;
      } | null;
      /** @description Units in the part */
      items: number;
      /** @description Minor units of the order's currency */
      total: number;
      currency: string;
      payment_method: number;
      /** @description 1 paid, 0 unpaid */
      payment_status: number;
      /** @description 1 pending … 5 delivered */
      delivery_status: number;
      cancelled: boolean;
      /** @description Not opened by its store yet */
      new: boolean;
    };
    OrderPartDetail: {
      id: number;
      code: string;
      number: number;
      store: {
        id: number;
        name: string;
      } | null;
      order: {
        id: number;
        tracking_code: string;
        created_at: string;
        lang: string;
        currency: string;
        payment_method: number;
        payment_status: number;
        cancelled: boolean;
        /** @description Minor units of the order's currency */
        total: number;
        /** @description Every part of the order (admins); null for sellers */
        parts:
          | {
              id: number;
              code: string;
              store: {
                id: number;
                name: string;
              } | null;
              delivery_status: number;
              payment_status: number;
              /** @description Minor units of the order's currency */
              total: number;
            }[]
          | null;
      };
      customer: {
        name: string;
        email: string;
        phone: string;
      };
      ship_to: {
        name: string;
        phone: string;
        country: string;
        state: string;
        city: string;
        zip_code: string;
        address: string;
        address2: string | null;
      };
      lines: {
        id: number;
        product_id: number | null;
        title: string;
        variant: string | null;
        image: string | null;
        /** @description Minor units of the order's currency */
        unit_price: number;
        quantity: number;
        free_quantity: number;
        shipping_label: string | null;
        /** @description Minor units of the order's currency */
        shipping_cost: number;
        /** @description Minor units of the order's currency */
        discount: number;
        /** @description Unit price × paid units */
        total: number;
      }[];
      /** @description Minor units of the order's currency */
      goods: number;
      /** @description Minor units of the order's currency */
      shipping_cost: number;
      /** @description Minor units of the order's currency */
      discount: number;
      /** @description Minor units of the order's currency */
      total: number;
      payment_status: number;
      paid_at: string | null;
      delivery_status: number;
      carrier: string | null;
      tracking_number: string | null;
      tracking_url: string | null;
      delivered_at: string | null;
      seen_at: string | null;
      /** @description Oldest first */
      timeline: {
        status: number;
        event: string | null;
        /**
         * @description The whole order's event, or this part's
         * @enum {string}
         */
        scope: "order" | "part";
        /** @description The name of who did it; null: the shopper or the shop */
        by: string | null;
        at: string;
      }[];
    };
    OrderPartStepResult: {
      id: number;
      delivery_status: number;
    };
    OrderPartBulkResult: {
      done: number[];
      failed: {
        id: number;
        message: string;
      }[];
    };
    MoneySummary: {
      store: {
        id: number;
        name: string;
        slug: string;
      };
      currency: string;
      /** @description Sum of the store's ledger entries */
      balance: number;
      /** @description What parts not yet delivered and paid will bring */
      on_the_way: number;
      on_the_way_parts: number;
      open_request: {
        id: number;
        amount: number;
        created_at: string;
      } | null;
    };
    LedgerEntry: {
      id: number;
      /** @enum {string} */
      kind: "sale" | "refund_reversal" | "payout" | "adjustment";
      amount: number;
      currency: string;
      part_id: number | null;
      part_code: string | null;
      order_id: number | null;
      refund_id: number | null;
      payout_id: number | null;
      goods: number | null;
      shipping: number | null;
      discount: number | null;
      commission: number | null;
      refunded: number | null;
      note: string | null;
      created_at: string;
    };
    StoreBalance: {
      id: number;
      name: string;
      currency: string;
      balance: number;
      open_request: {
        id: number;
        amount: number;
        created_at: string;
      } | null;
    };
    Payout: {
      id: number;
      amount: number;
      reference: string;
      created_at: string;
    };
    CommissionSettings: {
      shop_percent: number;
      stores: {
        id: number;
        name: string;
        percent: number | null;
        effective: number | null;
        /** @enum {string} */
        source: "store" | "category_or_shop";
      }[];
      categories: {
        id: number;
        name: string;
        percent: number | null;
        effective: number;
        /** @enum {string} */
        source: "category" | "shop";
      }[];
    };
    ConsoleSettings: {
      shop: {
        site_name: string;
        email: string | null;
        phone: string | null;
        address: string | null;
        currency: string;
        currency_icon: string;
        currency_position: 1 | 2;
        decimal_format: string;
        vendor_registration: boolean;
        product_approval: boolean;
        return_days: number;
        mail_from: string | null;
      };
      languages: {
        code: string;
        name: string;
        direction: string;
        is_default: boolean;
        enabled: boolean;
      }[];
      payments: {
        id: number;
        name: string;
        enabled: boolean;
        keys: {
          name: string;
          secret: boolean;
          set: boolean;
          /** @description A public key's value; never a secret's */
          value: string | null;
          /** @description A secret's last four characters behind dots */
          mask: string | null;
          from_environment: boolean;
          /** @description Stored but cannot be decrypted with this SETTINGS_KEY */
          unreadable: boolean;
        }[];
        can_test: boolean;
      }[];
    };
    ShopSettingsInput: {
      site_name: string;
      email: string | "" | null;
      phone: string | "" | null;
      address: string | null;
      currency: string;
      currency_icon: string;
      /** @description 1 before the amount, 2 after */
      currency_position: 1 | 2;
      /** @example en-US */
      decimal_format: string;
      vendor_registration: boolean;
      product_approval: boolean;
      return_days: number;
      mail_from: string | null;
    };
    PaymentMethodInput: {
      enabled: boolean;
      /** @description New keys; an empty or absent one keeps the stored key. Write-only. */
      keys?: {
        key_id?: string;
        key_secret?: string;
        webhook_secret?: string;
        publishable_key?: string;
        secret_key?: string;
        client_id?: string;
        client_secret?: string;
        public_key?: string;
        api_key?: string;
        merchant_id?: string;
        merchant_key?: string;
        passphrase?: string;
      };
      /** @description Keys to remove from the database (the environment's, if any, then apply) */
      remove?: string[];
    };
    PaymentConnectionResult: {
      ok: boolean;
      message: string;
    };
    ConsoleVoucher: {
      id: number;
      code: string;
      /** @enum {string} */
      type: "flat" | "percent";
      /** @description Minor units when flat, a whole percent when percent */
      amount: number;
      max_discount: number | null;
      min_spend: number;
      starts_at: string;
      ends_at: string;
      usage_limit: number | null;
      per_customer_limit: number | null;
      store_id: number | null;
      store_name: string | null;
      active: boolean;
      used: {
        times: number;
        /** @description Accounts, and guests by e-mail or phone */
        customers: number;
        /** @description Discount given in all, minor units */
        given: number;
      };
    };
    ConsoleBundleDeal: {
      id: number;
      product_id: number;
      /** @description In the request's language, else in English */
      product_title: string;
      store_id: number;
      store_name: string;
      buy_quantity: number;
      free_quantity: number;
      active: boolean;
      /** @description Orders in which the deal gave free units */
      orders: number;
    };
    ConsoleFlashSale: {
      id: number;
      translations: {
        en?: {
          title: string;
        };
        fr?: {
          title: string;
        };
        ar?: {
          title: string;
        };
        hi?: {
          title: string;
        };
        tr?: {
          title: string;
        };
      };
      start_time: string;
      end_time: string;
      active: boolean;
      products: {
        product_id: number;
        product_title: string;
        store_id: number;
        regular_price: number;
        flash_price: number;
        allotment: number;
        sold: number;
      }[];
      allotted: number;
      sold: number;
    };
    ConsolePerson: {
      id: number;
      name: string;
      email: string;
      /** @enum {string} */
      role: "customer" | "seller" | "editor" | "admin";
      /** @description The store the person owns, if any */
      store: string | null;
      joined_at: string;
      /** @description Null when not known */
      last_sign_in_at: string | null;
      blocked: boolean;
    };
    ConsoleReview: {
      id: number;
      rating: number;
      comment: string | null;
      hidden: boolean;
      /** @description The store's answer shown under the review */
      answer: string | null;
      answered_at: string | null;
      created_at: string;
      product_id: number;
      /** @description The product's English title */
      product: string;
      reviewer: string;
    };
    ConsoleContactMessage: {
      id: number;
      name: string;
      email: string;
      phone: string | null;
      subject: string | null;
      message: string;
      read: boolean;
      handled_at: string | null;
      handled_by: string | null;
      created_at: string;
    };
    ConsoleSubscriber: {
      id: number;
      email: string;
      lang: string;
      subscribed_at: string;
      unsubscribed_at: string | null;
    };
    MissingTranslation: {
      /** @enum {string} */
      kind:
        | "product"
        | "category"
        | "sub_category"
        | "brand"
        | "collection"
        | "tag"
        | "attribute"
        | "page"
        | "banner";
      id: number;
      /** @enum {string} */
      field: "title" | "description";
      /** @description The English text (rich text as its words) */
      english: string;
    };
    ConsoleMenus: {
      links: {
        id: number;
        /** @enum {string} */
        position: "left" | "right" | "footer";
        url: string;
        public: boolean;
        labels: {
          en?: string;
          fr?: string;
          ar?: string;
          hi?: string;
          tr?: string;
        };
      }[];
      social: {
        id: number;
        title: string;
        url: string;
        image: string | null;
        public: boolean;
      }[];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getCommon: {
    parameters: {
      query?: {
        language?: "en" | "fr" | "ar" | "hi" | "tr";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The common data */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CommonData"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getLocalization: {
    parameters: {
      query: {
        locale_code: "en" | "fr" | "ar" | "hi" | "tr";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dictionary */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            /**
             * @example {
             *       "nav.home": "Accueil"
             *     }
             */
            data: {
              [key: string]: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getHome: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything the home page shows */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Home"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getAll: {
    parameters: {
      query: {
        page?: number;
        /** @description Sort column; default created_at (newest first), or relevance when searching */
        orderBy?: "created_at" | "price" | "rating" | "review_count" | "sold_count" | "discount";
        orderByType?: "asc" | "desc";
        /** @description Ids, comma separated or the name repeated */
        categories?: string;
        /** @description Ids, comma separated or the name repeated */
        sub_categories?: string;
        /** @description Ids, comma separated or the name repeated */
        brands?: string;
        /** @description Ids, comma separated or the name repeated */
        collections?: string;
        /** @description Ids, comma separated or the name repeated */
        tags?: string;
        /** @description Ids, comma separated or the name repeated */
        attribute_values?: string;
        /** @description Lowest price the shopper pays now, in currency units (e.g. 19.99) */
        min_price?: number;
        /** @description Highest price, in currency units */
        max_price?: number;
        /** @description Minimum average star rating, 1–5 */
        rating?: number;
        /** @description Minimum number of customer reviews */
        reviews?: number;
        /** @description free: only products with free shipping */
        shipping?: "free";
        q?: string;
        category: string;
        sub_category?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The listing and its filter options */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Listing"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getProducts: {
    parameters: {
      query?: {
        page?: number;
        /** @description Sort column; default created_at (newest first), or relevance when searching */
        orderBy?: "created_at" | "price" | "rating" | "review_count" | "sold_count" | "discount";
        orderByType?: "asc" | "desc";
        /** @description Ids, comma separated or the name repeated */
        categories?: string;
        /** @description Ids, comma separated or the name repeated */
        sub_categories?: string;
        /** @description Ids, comma separated or the name repeated */
        brands?: string;
        /** @description Ids, comma separated or the name repeated */
        collections?: string;
        /** @description Ids, comma separated or the name repeated */
        tags?: string;
        /** @description Ids, comma separated or the name repeated */
        attribute_values?: string;
        /** @description Lowest price the shopper pays now, in currency units (e.g. 19.99) */
        min_price?: number;
        /** @description Highest price, in currency units */
        max_price?: number;
        /** @description Minimum average star rating, 1–5 */
        rating?: number;
        /** @description Minimum number of customer reviews */
        reviews?: number;
        /** @description free: only products with free shipping */
        shipping?: "free";
        q?: string;
        /** @description A home slide's id */
        home_spm?: number;
        /** @description A banner's id */
        banner?: number;
        brand?: number;
        collection?: number;
        category?: number;
        sub_category?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The listing and its filter options */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Listing"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getCategories: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of category tiles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["CategoryTile"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getBrands: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of brand tiles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["Tile"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSearch: {
    parameters: {
      query: {
        q: string;
        page?: number;
        /** @description Sort column; default created_at (newest first), or relevance when searching */
        orderBy?: "created_at" | "price" | "rating" | "review_count" | "sold_count" | "discount";
        orderByType?: "asc" | "desc";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of matching products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ProductCard"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSearchSuggestions: {
    parameters: {
      query: {
        q: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Suggestions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["SearchSuggestions"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getCartByUser: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
        address_id?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lines, shipping per store and totals over selected lines */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Cart"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postCartAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          product_id: number;
          /** @example 1 */
          inventory_id?: number | null;
          quantity: number;
          /**
           * @description A cart line: set its quantity instead of adding
           * @example 1
           */
          id?: number;
        };
      };
    };
    responses: {
      /** @description The line and the new cart count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id?: number;
              count: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postCartBuyNow: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          product_id: number;
          /** @example 1 */
          inventory_id?: number | null;
          quantity: number;
        };
      };
    };
    responses: {
      /** @description The line and the new cart count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id?: number;
              count: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteCartDeleteById: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new cart count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id?: number;
              count: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postCartChange: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @default [] */
          checked?: number[];
          /** @default [] */
          unchecked?: number[];
          /** @description Set when a line has a bundle deal (the cart is reloaded) */
          isBundle?: boolean;
          /** @example 1 */
          address_id?: number;
        };
      };
    };
    responses: {
      /** @description The cart after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Cart"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postCartUpdateShipping: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          store_id: number;
          /** @description 1 location, 2 pickup */
          shipping_type: 1 | 2;
          /**
           * @description shipping place id (type 1) or pickup point id (type 2)
           * @example 1
           */
          id: number;
          /** @example 1 */
          address_id?: number;
        };
      };
    };
    responses: {
      /** @description The cart with the new shipping */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Cart"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserAddressAll: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Addresses */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Address"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserAddressAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /**
           * @description Update this address; absent = add
           * @example 1
           */
          id?: number;
          name: string;
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          /** @example +1 (555) 010-2030 */
          phone: string;
          country: string;
          state: string;
          city: string;
          /**
           * @description Required unless the country has no postcodes (the United Arab Emirates, Qatar…)
           * @default
           */
          zipCode?: string;
          address: string;
          address2?: string | null;
        };
      };
    };
    responses: {
      /** @description The saved address */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Address"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteUserAddressDeleteById: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postVoucherValidity: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          code: string;
          /** @example 1 */
          address_id?: number;
        };
      };
    };
    responses: {
      /** @description The voucher and its discount */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["VoucherCheck"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserUserVouchers: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of vouchers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["Voucher"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          address_id?: number;
          payment_method: number;
          voucher_code?: string | null;
          /** @description The total (minor units) the shopper was shown and confirmed; when the order would cost anything else (a flash price sold out, a price changed) it is refused with 409 and nothing is written */
          expected_total?: number | null;
          /** @description One per place-order click; a repeat returns the same order */
          idempotency_key?: string | null;
        };
      };
    };
    responses: {
      /** @description The order (created false: the same key placed it before) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              order_id: number;
              tracking_code: string;
              /** @description Minor units (cents) */
              total: number;
              created: boolean;
              /** @description How the browser pays: follow url, post fields to action, run the gateway script with data, or nothing (offline) */
              payment: {
                /** @enum {string} */
                kind: "redirect" | "form" | "client" | "offline";
                url?: string;
                action?: string;
                fields?: {
                  [key: string]: string;
                };
                data?: {
                  [key: string]: unknown;
                };
                reference?: string;
              } | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderByUser: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          order_id?: number;
          /**
           * @default 1
           * @example 1
           */
          page?: number;
        };
      };
    };
    responses: {
      /** @description A page of orders or one order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data:
              | {
                  data: components["schemas"]["Order"][];
                  current_page: number;
                  last_page: number;
                  per_page: number;
                  total: number;
                  from: number | null;
                  to: number | null;
                }
              | components["schemas"]["Order"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderSendOrderEmailById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
        };
      };
    };
    responses: {
      /** @description Whether the mail went out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              sent: boolean;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postCancellationCancelOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          order_id: number;
          title: string;
          message: string;
        };
      };
    };
    responses: {
      /** @description The cancelled order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Order"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getCancellationFindById: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Title and message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              title: string;
              message: string;
              created_at: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getTrackOrder: {
    parameters: {
      query: {
        tracking_code: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Status, steps and history */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Tracking"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderChangeStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          tracking_code: string;
          status: number;
        };
      };
    };
    responses: {
      /** @description The order after the change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Order"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderPaymentDone: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          method: number;
          /** @description The return URL's query, as received */
          query?: {
            [key: string]: string;
          };
          /** @description The callback form fields, as received */
          form?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description The order's payment state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              order_id: number;
              tracking_code: string;
              /** @enum {string} */
              status: "paid" | "failed" | "pending";
              reason?: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postPaymentNotifyByMethod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        method: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Applied (again: no change) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              order_id: number;
              tracking_code: string;
              /** @enum {string} */
              status: "paid" | "failed" | "pending";
              reason?: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderTransaction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          transaction_id: string;
          bank_name: string;
          account_holder_name: string;
          account_number: string;
          branch_name: string;
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          order_id: number;
        };
      };
    };
    responses: {
      /** @description Saved, waiting for the shop's decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              order_id: number;
              /** @description 0 unpaid: the shop has yet to confirm */
              payment_status: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderBankTransferDecide: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @example 1 */
          order_id: number;
          /** @enum {string} */
          decision: "paid" | "rejected";
        };
      };
    };
    responses: {
      /** @description The order's payment state after the decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              order_id: number;
              tracking_code: string;
              /** @enum {string} */
              status: "paid" | "failed" | "pending";
              reason?: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postRatingReviewAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /** @example 1 */
          order_id: number;
          /** @example 1 */
          product_id: number;
          rating: number;
          comment?: string;
          images?: Blob | Blob[];
          "images[]"?: Blob | Blob[];
        };
      };
    };
    responses: {
      /** @description The saved review */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OwnReview"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getRatingReviewFindById: {
    parameters: {
      query?: {
        product_id?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reviews */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OwnReview"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postOrderReturn: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * @description A guest's browser-made token (not needed when signed in)
           * @example k3j9x0a8b7c6d5e4f3
           */
          user_token?: string;
          /** @example 1 */
          order_id: number;
          /** @example 1 */
          part_id: number;
          reason: string;
          /**
           * @description JSON list of the lines sent back: [{"order_item_id": 12, "quantity": 1}]
           * @example [{"order_item_id":12,"quantity":1}]
           */
          lines: string;
          pictures?: Blob | Blob[];
          "pictures[]"?: Blob | Blob[];
        };
      };
    };
    responses: {
      /** @description The return asked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getOrderReturnsById: {
    parameters: {
      query?: {
        /** @description A guest's browser-made token (not needed when signed in) */
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returnable lines and returns */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OrderReturns"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleReturns: {
    parameters: {
      query?: {
        status?: "requested" | "approved" | "rejected" | "received" | "refunded";
        /** @description Order code or customer e-mail */
        search?: string;
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returns */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["Return"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleReturnsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleReturnsByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleReturnsByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleReturnsByIdReceive: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          restock: boolean;
        };
      };
    };
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleReturnsByIdRefund: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Made once per refund dialog: pressing again refunds nothing more
           * @example return-12-k3j9x0a8
           */
          idempotency_key: string;
          /** @description The bank transfer's (or cash receipt's) reference; required for offline payments */
          manual_reference?: string;
        };
      };
    };
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Return"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsolePartRefunds: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @example 1 */
          part_id: number;
          /** @description Minor units */
          amount: number;
          reason: string;
          /**
           * @description Made once per refund dialog: pressing again refunds nothing more
           * @example return-12-k3j9x0a8
           */
          idempotency_key: string;
          /** @description The bank transfer's (or cash receipt's) reference; required for offline payments */
          manual_reference?: string;
        };
      };
    };
    responses: {
      /** @description The refund */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Refund"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getProductById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ProductDetail"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getReviewsById: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reviews */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              total: number;
              average: number;
              stars: {
                1: number;
                2: number;
                3: number;
                4: number;
                5: number;
              };
              banner: {
                id: number;
                image: string | null;
                title: string;
                source_type: number;
                slug: string;
                url: string | null;
              } | null;
              all: {
                data: components["schemas"]["Review"][];
                current_page: number;
                last_page: number;
                per_page: number;
                total: number;
                from: number | null;
                to: number | null;
              };
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getSuggestedProductsById: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ProductCard"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getFlashSale: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of live flash sales */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["FlashSale"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getFlashSaleById: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The flash sale and a page of its products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              flash_sale: components["schemas"]["FlashSale"];
              products: {
                data: (components["schemas"]["ProductCard"] & {
                  flash_price: number;
                  quantity: number;
                  sold: number;
                  remaining: number;
                })[];
                current_page: number;
                last_page: number;
                per_page: number;
                total: number;
                from: number | null;
                to: number | null;
              };
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getStore: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of stores */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["StoreSummary"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getStoreBySlug: {
    parameters: {
      query?: {
        page?: number;
        /** @description Sort column; default created_at (newest first), or relevance when searching */
        orderBy?: "created_at" | "price" | "rating" | "review_count" | "sold_count" | "discount";
        orderByType?: "asc" | "desc";
        /** @description Ids, comma separated or the name repeated */
        categories?: string;
        /** @description Ids, comma separated or the name repeated */
        sub_categories?: string;
        /** @description Ids, comma separated or the name repeated */
        brands?: string;
        /** @description Ids, comma separated or the name repeated */
        collections?: string;
        /** @description Ids, comma separated or the name repeated */
        tags?: string;
        /** @description Ids, comma separated or the name repeated */
        attribute_values?: string;
        /** @description Lowest price the shopper pays now, in currency units (e.g. 19.99) */
        min_price?: number;
        /** @description Highest price, in currency units */
        max_price?: number;
        /** @description Minimum average star rating, 1–5 */
        rating?: number;
        /** @description Minimum number of customer reviews */
        reviews?: number;
        /** @description free: only products with free shipping */
        shipping?: "free";
        q?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The store */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["StoreSummary"] & {
              description: string | null;
              address: string | null;
              followed: boolean;
              products: {
                data: components["schemas"]["ProductCard"][];
                current_page: number;
                last_page: number;
                per_page: number;
                total: number;
                from: number | null;
                to: number | null;
              };
              all_categories: components["schemas"]["CategoryTile"][];
              collections: components["schemas"]["Tile"][];
              brands: components["schemas"]["Tile"][];
              shipping: {
                value: string;
              }[];
              /** @description Sizes, colours … the listing's products are sold in (filter attribute_values by their ids) */
              attributes: components["schemas"]["AttributeFilter"][];
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getPageBySlug: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["StaticPage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postContact: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactMessage"];
      };
    };
    responses: {
      /** @description Stored; message says so in the request's language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getPaymentGateway: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offered methods */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              methods: {
                /** @example 2 */
                id: number;
                /** @example Cash on delivery */
                name: string;
                image: string | null;
                online: boolean;
                publicKeys: {
                  [key: string]: string;
                };
              }[];
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getCountriesPhones: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The countries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
              /** @example FR */
              code: string;
              name: string;
              /** @example +33 */
              phone_code: string | null;
              states: {
                /** @example BDS */
                code: string;
                name: string;
              }[];
            }[];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postEmailSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description Subscribed; message says so in the request's language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserSignup: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignUp"];
      };
    };
    responses: {
      /** @description Code sent; the same answer when the address already has an account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /**
               * @description Only to the browser that signed up: the account is verified, sign in
               * @enum {boolean}
               */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserVerify: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          /** @example 042917 */
          code: string;
        };
      };
    };
    responses: {
      /** @description Verified */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /**
               * @description Only to the browser that signed up: the account is verified, sign in
               * @enum {boolean}
               */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserResendCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          /**
           * @default signup
           * @enum {string}
           */
          purpose?: "signup" | "reset" | "seller";
        };
      };
    };
    responses: {
      /** @description Code sent when the address has an account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /**
               * @description Only to the browser that signed up: the account is verified, sign in
               * @enum {boolean}
               */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserSignin: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          password: string;
          /** @description The guest's user_token */
          user_token?: string;
        };
      };
    };
    responses: {
      /** @description Signed in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["User"] & {
              token: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserLogout: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserForgotPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description Code sent when the address has an account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /**
               * @description Only to the browser that signed up: the account is verified, sign in
               * @enum {boolean}
               */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserUpdatePassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          /** @example 042917 */
          code: string;
          password: string;
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description Password changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /**
               * @description Only to the browser that signed up: the account is verified, sign in
               * @enum {boolean}
               */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Session */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Session"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserProfile: {
    parameters: {
      query?: {
        user_token?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Profile"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserUpdateProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          name: string;
          phone?: string | "";
          /**
           * Format: binary
           * @description jpeg or png, at most 1000 KB
           */
          avatar?: Blob;
        };
        "application/x-www-form-urlencoded": {
          name: string;
          phone?: string | "";
          /**
           * Format: binary
           * @description jpeg or png, at most 1000 KB
           */
          avatar?: Blob;
        };
      };
    };
    responses: {
      /** @description Updated profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Profile"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserUpdateUserPassword: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          current_password?: string;
          password: string;
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description Changed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserDelete: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postSellerSignup: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SellerSignUp"];
      };
    };
    responses: {
      /** @description Application received */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              needs_code: boolean;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postSellerVerify: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: email
           * @example ayesha@example.com
           */
          email: string;
          /** @example 042917 */
          code: string;
        };
      };
    };
    responses: {
      /** @description Verified (already_verified: only to the browser that signed up, sign in) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              email: string;
              /** @enum {boolean} */
              already_verified?: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getAdminSellerApplications: {
    parameters: {
      query?: {
        status?: "pending" | "approved" | "rejected";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Applications */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["SellerApplication"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postAdminSellerApplicationsByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              store_id: number;
              slug: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postAdminSellerApplicationsByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserSocialLoginRedirectByProvider: {
    parameters: {
      query?: {
        user_token?: string;
        lang?: string;
      };
      header?: never;
      path: {
        provider: "google" | "facebook";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the provider, or to /social-callback with an error */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserSocialLoginCallbackByProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        provider: "google" | "facebook";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To /social-callback */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserWishlistAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Wishlisted products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ProductCard"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserWishlistAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Wishlisted products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ProductCard"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserWishlistAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description The product to add or remove
           * @example 1
           */
          product_id: number;
        };
      };
    };
    responses: {
      /** @description The new state; message is shown as a toast */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            /** @description true = now on the list / followed, false = removed / unfollowed */
            data: boolean;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserCompareListAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Compared products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CompareItem"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserCompareListAction: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description The product to add or remove
           * @example 1
           */
          product_id: number;
        };
      };
    };
    responses: {
      /** @description The new state; message is shown as a toast */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            /** @description true = now on the list / followed, false = removed / unfollowed */
            data: boolean;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postUserStoreFollow: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description The store to follow or unfollow
           * @example 1
           */
          store_id: number;
        };
      };
    };
    responses: {
      /** @description The new state; message is shown as a toast */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            /** @description true = now on the list / followed, false = removed / unfollowed */
            data: boolean;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getUserStoreFollowingList: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Followed stores */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["FollowedStore"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMe: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The console's caller */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMe"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleSellerApplications: {
    parameters: {
      query?: {
        status?: "pending" | "approved" | "rejected";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Applications, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["SellerApplication"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleSellerApplicationsByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Approved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              store_id: number;
              slug: string;
              mailed: boolean;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleSellerApplicationsByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @example Photos of the products are missing */
          reason: string;
        };
      };
    };
    responses: {
      /** @description Rejected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              mailed: boolean;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProductExports: {
    parameters: {
      query?: {
        /** @description The store (admins); a seller may name only their own, or none */
        store_id?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductImportChecks: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description The product CSV (docs/product-csv.md), at most 20 MB
           */
          file: Blob;
          /**
           * @description The store to import into (admins); a seller may name only their own
           * @example 1
           */
          store_id?: number;
        };
      };
    };
    responses: {
      /** @description The errors and the planned changes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ImportDryRun"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductImports: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description The product CSV (docs/product-csv.md), at most 20 MB
           */
          file: Blob;
          /**
           * @description The store to import into (admins); a seller may name only their own
           * @example 1
           */
          store_id?: number;
        };
      };
    };
    responses: {
      /** @description The queued job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProductImportsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ImportJob"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProducts: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: "updated_at" | "-updated_at" | "title" | "-title" | "price" | "-price" | "stock" | "-stock";
        q?: string;
        status?: "draft" | "submitted" | "approved" | "rejected" | "published" | "unpublished";
        /** @description Admins only; sellers always see their own store */
        store_id?: number;
        /** @description true: only products with 5 units or fewer in total */
        low_stock?: "true" | "false";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleProductRow"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProducts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          store_id?: number;
          category_id: number;
          /** @default null */
          sub_category_id?: number | null;
          /** @default null */
          brand_id?: number | null;
          translations: {
            en: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            fr?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            ar?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            hi?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            tr?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
          };
          selling: number;
          /** @default 0 */
          offered?: number;
          /** @default 0 */
          stock?: number;
          /** @default null */
          sku?: string | null;
          /** @default null */
          image?: string | null;
          /** @default false */
          free_shipping?: boolean;
          /** @default false */
          refundable?: boolean;
          /** @default [] */
          collection_ids?: number[];
          /** @default [] */
          tag_ids?: number[];
          /** @default [] */
          attributes?: {
            attribute_id: number;
            value_ids: number[];
            /** @default true */
            required?: boolean;
          }[];
          /** @default [] */
          variants?: {
            value_ids: number[];
            sku: string;
            price: number;
            stock: number;
          }[];
          /** @default null */
          bundle?: {
            buy: number;
            free: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description The new product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleBulkProducts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
          /** @enum {string} */
          action: "publish" | "unpublish" | "delete-draft";
        };
      };
    };
    responses: {
      /** @description What was done and what was skipped */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBulkResult"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProductsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleProductsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          store_id?: number;
          category_id: number;
          /** @default null */
          sub_category_id?: number | null;
          /** @default null */
          brand_id?: number | null;
          translations: {
            en: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            fr?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            ar?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            hi?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
            tr?: {
              title: string;
              slug: string;
              short_description?: string | null;
              description?: string | null;
              meta_title?: string | null;
              meta_description?: string | null;
            };
          };
          selling: number;
          /** @default 0 */
          offered?: number;
          /** @default 0 */
          stock?: number;
          /** @default null */
          sku?: string | null;
          /** @default null */
          image?: string | null;
          /** @default false */
          free_shipping?: boolean;
          /** @default false */
          refundable?: boolean;
          /** @default [] */
          collection_ids?: number[];
          /** @default [] */
          tag_ids?: number[];
          /** @default [] */
          attributes?: {
            attribute_id: number;
            value_ids: number[];
            /** @default true */
            required?: boolean;
          }[];
          /** @default [] */
          variants?: {
            value_ids: number[];
            sku: string;
            price: number;
            stock: number;
          }[];
          /** @default null */
          bundle?: {
            buy: number;
            free: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description The product as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdSubmit: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdApprove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdPublish: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdUnpublish: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdReject: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @example The pictures are blurred */
          reason: string;
        };
      };
    };
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleProduct"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleInventoriesByIdAdjust: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          delta: number;
          note: string;
        };
      };
    };
    responses: {
      /** @description The variant's new stock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              stock: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdAdjustStock: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          delta: number;
          note: string;
        };
      };
    };
    responses: {
      /** @description The product's new stock */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              stock: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProductsByIdStockMovements: {
    parameters: {
      query?: {
        inventory_id?: number;
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stock movements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["StockMovement"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleProductsByIdPictures: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pictures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePicture"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdPictures: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
          /** @description The colour (an attribute value of the product); empty: none */
          attribute_value_id?: string;
          /** @description English alternative text */
          alt?: string;
        };
      };
    };
    responses: {
      /** @description The pictures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePicture"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleProductsByIdPicturesByPictureId: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
        pictureId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ConsolePictureUpdate"];
      };
    };
    responses: {
      /** @description The pictures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePicture"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleProductsByIdPicturesByPictureId: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
        pictureId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pictures left */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePicture"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleProductsByIdPictureOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ConsolePictureOrder"];
      };
    };
    responses: {
      /** @description The pictures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePicture"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomy: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What a product is filed under and varies by */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleTaxonomy"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomyCategories: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category tree */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyCategories: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
            };
            fr?: {
              title: string;
              slug: string;
            };
            ar?: {
              title: string;
              slug: string;
            };
            hi?: {
              title: string;
              slug: string;
            };
            tr?: {
              title: string;
              slug: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The new category */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyCategoriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
            };
            fr?: {
              title: string;
              slug: string;
            };
            ar?: {
              title: string;
              slug: string;
            };
            hi?: {
              title: string;
              slug: string;
            };
            tr?: {
              title: string;
              slug: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The category as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyCategoriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category tree without it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyCategoriesByIdMove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "up" | "down";
        };
      };
    };
    responses: {
      /** @description The category tree in its new order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyCategoriesByIdPicture: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description The category tree */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyCategoriesByIdPicture: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category tree */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyCategoriesByIdSubCategories: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
            };
            fr?: {
              title: string;
              slug: string;
            };
            ar?: {
              title: string;
              slug: string;
            };
            hi?: {
              title: string;
              slug: string;
            };
            tr?: {
              title: string;
              slug: string;
            };
          };
          category_id?: number;
        };
      };
    };
    responses: {
      /** @description The new sub-category */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSubCategory"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomySubCategoriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
            };
            fr?: {
              title: string;
              slug: string;
            };
            ar?: {
              title: string;
              slug: string;
            };
            hi?: {
              title: string;
              slug: string;
            };
            tr?: {
              title: string;
              slug: string;
            };
          };
          category_id?: number;
        };
      };
    };
    responses: {
      /** @description The sub-category as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSubCategory"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomySubCategoriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category tree */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomySubCategoriesByIdMove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "up" | "down";
        };
      };
    };
    responses: {
      /** @description The category tree */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCategory"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomyBrands: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description brands */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleNamed"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyBrands: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The new brand */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyBrandsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The brand as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyBrandsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomyCollections: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description collections */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleNamed"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyCollections: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The new collection */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyCollectionsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The collection as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyCollectionsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomyTags: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description tags */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleNamed"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyTags: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The new tag */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyTagsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The tag as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyTagsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTaxonomyAttributes: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Attributes with their values */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleAttribute"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyAttributes: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The new attribute */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyAttributesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The attribute as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleNamed"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyAttributesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleTaxonomyAttributesByIdValues: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default null */
          color?: string | null;
        };
      };
    };
    responses: {
      /** @description The new value */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleAttributeValue"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTaxonomyAttributeValuesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slug: string;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** @default null */
          color?: string | null;
        };
      };
    };
    responses: {
      /** @description The value as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleAttributeValue"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleTaxonomyAttributeValuesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentBanners: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banners */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBannerRow"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentBannersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banner */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBanner"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentBannersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          /** @default null */
          link?: string | null;
          /**
           * Format: date-time
           * @default null
           */
          starts_at?: string | null;
          /**
           * Format: date-time
           * @default null
           */
          ends_at?: string | null;
          translations: {
            en: {
              title: string;
              /** @default  */
              text?: string;
            };
            fr?: {
              title: string;
              /** @default  */
              text?: string;
            };
            ar?: {
              title: string;
              /** @default  */
              text?: string;
            };
            hi?: {
              title: string;
              /** @default  */
              text?: string;
            };
            tr?: {
              title: string;
              /** @default  */
              text?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The banner with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBanner"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentBannersByIdPicture: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description The banner with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBanner"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentBannersByIdPublish: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banner as published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBanner"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentBannersByIdVersionsByVersionIdRestore: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
        versionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The banner with the restored draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBanner"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentBannersByIdPreviewLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page's address in each language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["PreviewLinks"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentHome: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page's content */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentHome: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          slides: {
            id: number;
            /** @default true */
            public?: boolean;
            /** @default null */
            link?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            ends_at?: string | null;
            translations: {
              en: {
                title: string;
                /** @default  */
                text?: string;
                /** @default  */
                button?: string;
              };
              fr?: {
                title: string;
                /** @default  */
                text?: string;
                /** @default  */
                button?: string;
              };
              ar?: {
                title: string;
                /** @default  */
                text?: string;
                /** @default  */
                button?: string;
              };
              hi?: {
                title: string;
                /** @default  */
                text?: string;
                /** @default  */
                button?: string;
              };
              tr?: {
                title: string;
                /** @default  */
                text?: string;
                /** @default  */
                button?: string;
              };
            };
          }[];
          features: {
            id: number;
            /** @default true */
            public?: boolean;
            translations: {
              en: {
                title: string;
                /** @default  */
                text?: string;
              };
              fr?: {
                title: string;
                /** @default  */
                text?: string;
              };
              ar?: {
                title: string;
                /** @default  */
                text?: string;
              };
              hi?: {
                title: string;
                /** @default  */
                text?: string;
              };
              tr?: {
                title: string;
                /** @default  */
                text?: string;
              };
            };
          }[];
          sections?: {
            /** @enum {string} */
            key:
              | "slider"
              | "features"
              | "flash_sales"
              | "featured_categories"
              | "collections"
              | "featured_brands"
              | "featured_products"
              | "products";
            shown: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description The home page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentHomeSlidesByIdPicture: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description The home page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentHomeSlides: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
          title: string;
        };
      };
    };
    responses: {
      /** @description The home page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentHomeSlidesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentHomeFeatured: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          product_ids: number[];
        };
      };
    };
    responses: {
      /** @description The home page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentHomePublish: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page as published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentHomeVersionsByVersionIdRestore: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        versionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page with the restored draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleHome"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentScripts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scripts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCustomScripts"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentScripts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          /** @enum {string} */
          place: "head" | "body";
          /** @default * */
          route_pattern?: string;
          code: string;
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The scripts with the new one */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCustomScripts"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentScriptsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          /** @enum {string} */
          place: "head" | "body";
          /** @default * */
          route_pattern?: string;
          code: string;
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The scripts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCustomScripts"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentScriptsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scripts without it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleCustomScripts"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentRebuild: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job, or null before the first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["RebuildJob"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentRebuild: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job started, or the one running */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              job: components["schemas"]["RebuildJob"];
              joined: boolean;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentPages: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePageRow"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentPages: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          /** @default false */
          in_footer?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            fr?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            ar?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            hi?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            tr?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The new page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentPagesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentPagesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default true */
          public?: boolean;
          /** @default false */
          in_footer?: boolean;
          translations: {
            en: {
              title: string;
              slug: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            fr?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            ar?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            hi?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
            tr?: {
              title: string;
              /** @default  */
              slug?: string;
              /** @default  */
              body?: string;
              /** @default  */
              seo_title?: string;
              /** @default  */
              seo_description?: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The page with its new draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentPagesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentPagesByIdPublish: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page as published */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentPagesByIdVersionsByVersionIdRestore: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
        versionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page with the restored draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsolePage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentPagesByIdPreviewLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page's address in each language */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["PreviewLinks"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentRedirects: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The redirects */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleRedirect"][];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentRedirects: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          from: string;
          to: string;
          /** @default 301 */
          code?: 301 | 302;
        };
      };
    };
    responses: {
      /** @description The new redirect */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentRedirectsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @enum {boolean} */
              deleted: true;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleAudit: {
    parameters: {
      query?: {
        actor?: number;
        /** @description Part of the person's name, or for admins of their e-mail */
        person?: string;
        entity?: string;
        from?: string;
        to?: string;
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Entries, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["AuditEntry"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleDashboard: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleDashboard"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleOrderParts: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: "-created_at" | "created_at" | "-total" | "total" | "delivery_status" | "-delivery_status";
        status?: "pending" | "confirmed" | "pickedUp" | "onWay" | "delivered" | "cancelled";
        /** @description Orders placed on or after this day (UTC) */
        from?: string;
        /** @description Orders placed on or before this day (UTC) */
        to?: string;
        payment_status?: "paid" | "unpaid";
        payment_method?: number;
        /** @description Part of the order's or part's code, the customer's name or e-mail */
        q?: string;
        /** @description Admins only; sellers always see their own store */
        store_id?: number;
        /** @description true: only parts not opened yet */
        new?: "true" | "false";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of parts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["OrderPartRow"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleOrderPartsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The part */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OrderPartDetail"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleOrderPartsByIdStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          status: number;
          carrier?: string;
          tracking_number?: string;
          /** Format: uri */
          tracking_url?: string;
        };
      };
    };
    responses: {
      /** @description The part's new status */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OrderPartStepResult"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleBulkOrderPartsConfirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Confirmed parts and failures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["OrderPartBulkResult"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleOrderPartsByIdDocumentsByKind: {
    parameters: {
      query?: {
        /** @description pdf: an A4 file to download */
        format?: "html" | "pdf";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
        kind: "packing-slip" | "invoice";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
          "application/pdf": Blob;
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleNewOrderParts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              count: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMoneyStoresById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The store's money */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["MoneySummary"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMoneyStoresByIdEntries: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Entries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["LedgerEntry"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleMoneyStoresByIdPayoutRequests: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Minor units
           * @example 2500
           */
          amount: number;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description The open request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              id: number;
              amount: number;
              created_at: string;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMoneyBalances: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stores */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["StoreBalance"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleMoneyStoresByIdPayouts: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Minor units
           * @example 2500
           */
          amount: number;
          reference: string;
        };
      };
    };
    responses: {
      /** @description The payout */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["Payout"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleCommission: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CommissionSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleCommissionShop: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Percent, two decimals
           * @example 10
           */
          percent: number;
        };
      };
    };
    responses: {
      /** @description The rates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CommissionSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleCommissionStoresById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Percent, two decimals
           * @example 10
           */
          percent: number | null;
        };
      };
    };
    responses: {
      /** @description The rates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CommissionSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleCommissionCategoriesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Percent, two decimals
           * @example 10
           */
          percent: number | null;
        };
      };
    };
    responses: {
      /** @description The rates */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["CommissionSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleSettings: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleSettingsShop: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ShopSettingsInput"];
      };
    };
    responses: {
      /** @description The settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleSettingsLanguages: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          languages: string[];
        };
      };
    };
    responses: {
      /** @description The settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleSettingsPaymentMethodsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentMethodInput"];
      };
    };
    responses: {
      /** @description The settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleSettings"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleSettingsPaymentMethodsByIdTest: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the gateway said */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["PaymentConnectionResult"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleVouchers: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Vouchers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleVoucher"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleVouchers: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          /** @enum {string} */
          type: "flat" | "percent";
          amount: number;
          /** @default null */
          max_discount?: number | null;
          /** @default 0 */
          min_spend?: number;
          /** Format: date-time */
          starts_at: string;
          /** Format: date-time */
          ends_at: string;
          /** @default null */
          usage_limit?: number | null;
          /** @default null */
          per_customer_limit?: number | null;
          /** @default null */
          store_id?: number | null;
          /** @default true */
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description The new voucher */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleVoucher"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleVouchersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The voucher */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleVoucher"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleVouchersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          code: string;
          /** @enum {string} */
          type: "flat" | "percent";
          amount: number;
          /** @default null */
          max_discount?: number | null;
          /** @default 0 */
          min_spend?: number;
          /** Format: date-time */
          starts_at: string;
          /** Format: date-time */
          ends_at: string;
          /** @default null */
          usage_limit?: number | null;
          /** @default null */
          per_customer_limit?: number | null;
          /** @default null */
          store_id?: number | null;
          /** @default true */
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description The voucher as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleVoucher"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleBundleDeals: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Bundle deals */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleBundleDeal"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleBundleDealsByIdActive: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          active: boolean;
        };
      };
    };
    responses: {
      /** @description The bundle deal as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleBundleDeal"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleFlashSales: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Flash sales */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleFlashSale"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleFlashSales: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** Format: date-time */
          start_time: string;
          /** Format: date-time */
          end_time: string;
          /** @default true */
          active?: boolean;
          products: {
            product_id: number;
            flash_price: number;
            allotment: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The new flash sale */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleFlashSale"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleFlashSalesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The flash sale */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleFlashSale"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleFlashSalesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
          /** Format: date-time */
          start_time: string;
          /** Format: date-time */
          end_time: string;
          /** @default true */
          active?: boolean;
          products: {
            product_id: number;
            flash_price: number;
            allotment: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The flash sale as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleFlashSale"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleFlashSalesByIdEntries: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          products: {
            product_id: number;
            flash_price: number;
            allotment: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The flash sale with the caller's entries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleFlashSale"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsolePeople: {
    parameters: {
      query?: {
        q?: string;
        role?: "customer" | "seller" | "editor" | "admin";
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of people */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsolePerson"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsolePeopleByIdBlock: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsolePeopleByIdUnblock: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsolePeopleByIdSignOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many sessions ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              sessions: number;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsolePeopleByIdPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Too many requests (body status 201) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsolePeopleByIdRole: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          role: "customer" | "seller" | "editor" | "admin";
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleReviews: {
    parameters: {
      query?: {
        rating?: number;
        product_id?: number;
        /** @description Only hidden or only shown */
        hidden?: "true" | "false";
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of reviews */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleReview"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleReviewsByIdHidden: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          hidden: boolean;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleReviewsByIdAnswer: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          answer: string;
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMessages: {
    parameters: {
      query?: {
        handled?: "true" | "false";
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of messages */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleContactMessage"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleMessagesById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleContactMessage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleMessagesByIdHandled: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          handled: boolean;
        };
      };
    };
    responses: {
      /** @description The message */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleContactMessage"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleNewsletter: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        per_page?: number;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of subscribers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              data: components["schemas"]["ConsoleSubscriber"][];
              current_page: number;
              last_page: number;
              per_page: number;
              total: number;
              from: number | null;
              to: number | null;
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleNewsletterExport: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleTranslationsByLang: {
    parameters: {
      query?: {
        kind?:
          | "product"
          | "category"
          | "sub_category"
          | "brand"
          | "collection"
          | "tag"
          | "attribute"
          | "page"
          | "banner";
      };
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        lang: "fr" | "ar" | "hi" | "tr";
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The missing texts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: {
              /** @description Missing texts of each kind */
              counts: {
                [key: string]: number;
              };
              rows: components["schemas"]["MissingTranslation"][];
            };
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleTranslationsByLang: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        lang: "fr" | "ar" | "hi" | "tr";
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @enum {string} */
              kind:
                | "product"
                | "category"
                | "sub_category"
                | "brand"
                | "collection"
                | "tag"
                | "attribute"
                | "page"
                | "banner";
              /** @example 1 */
              id: number;
              title: string;
            }
          | {
              /** @enum {string} */
              kind:
                | "product"
                | "category"
                | "sub_category"
                | "brand"
                | "collection"
                | "tag"
                | "attribute"
                | "page"
                | "banner";
              /** @example 1 */
              id: number;
              description: string;
            };
      };
    };
    responses: {
      /** @description Saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: null;
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Business rule refused the request (body status 201) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  getConsoleContentMenus: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The menus */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentMenusLinks: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          position: "left" | "right" | "footer";
          url: string;
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The menus with the new link */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentMenusLinksById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          position: "left" | "right" | "footer";
          url: string;
          /** @default true */
          public?: boolean;
          translations: {
            en: {
              title: string;
            };
            fr?: {
              title: string;
            };
            ar?: {
              title: string;
            };
            hi?: {
              title: string;
            };
            tr?: {
              title: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description The menus */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentMenusLinksById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The menus without it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentMenusLinksByIdMove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "up" | "down";
        };
      };
    };
    responses: {
      /** @description The menus in their new order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentMenusSocial: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          url: string;
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The menus with the new social link */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  putConsoleContentMenusSocialById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          title: string;
          url: string;
          /** @default true */
          public?: boolean;
        };
      };
    };
    responses: {
      /** @description The menus */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  deleteConsoleContentMenusSocialById: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The menus without it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentMenusSocialByIdPicture: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "multipart/form-data": {
          /**
           * Format: binary
           * @description jpg or png, at most 1000 KB
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description The menus */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
  postConsoleContentMenusSocialByIdMove: {
    parameters: {
      query?: never;
      header?: {
        /** @description en, fr, ar, hi or tr: the language of messages */
        Language?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          direction: "up" | "down";
        };
      };
    };
    responses: {
      /** @description The menus in their new order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {number} */
            status: 200;
            data: components["schemas"]["ConsoleMenus"];
            /** @example  */
            message: string;
          };
        };
      };
      /** @description Malformed request, such as an invalid Host header (body status 201) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not signed in (body status 403) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not allowed, or sent by another site's page (body status 403) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Not found (body status 201) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description JSON body over 1 MB (body status 201) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description A body of a type the route does not take (body status 201) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Invalid input (body status 201, translated messages in data.form) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
      /** @description Unexpected error (body status 500) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Failure"];
        };
      };
    };
  };
}
