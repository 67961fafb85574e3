/**
 * Authorization matrix: every route of the OpenAPI document has an entry here. Routes that touch a
 * user's or a store's data are called by everybody who must not reach that data — a guest, another
 * guest's user_token, another customer, another seller, a forged token and the owner's expired
 * token — and must refuse (envelope, truthful HTTP status) or answer with the caller's own data
 * only, with no row of the database changed. A new route without an entry fails the first test.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";

/** One request: `json` is sent as application/json, `form` as multipart/form-data. */
interface Call {
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: Record<string, unknown>;
  form?: Record<string, string | Blob>;
}

type Attacker =
  | "guest"
  | "otherGuest"
  | "otherCustomer"
  | "otherSeller"
  | "forged"
  | "expired"
  | "ownerCustomer"
  | "seller";

/** Whose data the call aims at: the signed-in customer's or the guest's (user_token). */
type Target = "customer" | "guest";

type Entry =
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
  /** Staff only: `admin`, or `seller` (the seller whose items are in the order, or an admin). */
  | { kind: "staff"; role: "admin" | "seller"; call: (w: World) => Call };

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
    call: (w) => ({
      path: "/order/change-status",
      json: { tracking_code: w.customer.pendingOrder.trackingCode, status: 2 },
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

let database: TestDatabase;
let server: ApiTestServer;
let world: World;
let routes: string[];
/** The routes whose operation in the document needs a session (no empty security requirement). */
let sessionOnly: string[];
/** Everything of the owners' that must never show in anybody else's answer. */
let markers: string[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "authz-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  server = await startApiServer({ db: database.db });
  markers = [
    ...Object.values(world.marks),
    world.customer.pendingOrder.trackingCode,
    world.customer.deliveredOrder.trackingCode,
    world.guest.pendingOrder.trackingCode,
  ];
  const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, { security: object[] }>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`,
      optional: operation.security.some((requirement) => Object.keys(requirement).length === 0),
    })),
  );
  routes = operations.map((o) => o.route);
  sessionOnly = operations.filter((o) => !o.optional).map((o) => o.route);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The method of a matrix key, and its credentials as an attacker holds them. */
function bearerOf(attacker: Attacker, entry: Entry): string | undefined {
  const t = world.tokens;
  const expired =
    entry.kind === "staff" ? (entry.role === "admin" ? t.adminExpired : t.sellerExpired) : t.victimExpired;
  return {
    guest: undefined,
    otherGuest: undefined,
    otherCustomer: t.otherCustomer,
    otherSeller: t.otherSeller,
    forged: t.forged,
    expired,
    ownerCustomer: t.victim,
    seller: t.seller,
  }[attacker];
}

async function send(method: string, call: Call, bearer: string | undefined) {
  const url = new URL(`/api/v1${call.path}`, server.origin);
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { Language: "en" };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let body: BodyInit | undefined;
  if (call.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(Object.fromEntries(Object.entries(call.json).filter(([, v]) => v !== undefined)));
  } else if (call.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(call.form)) form.append(name, value);
    body = form;
  }
  const response = await server.fetch(url.pathname + url.search, { method, headers, body });
  return { http: response.status, text: await response.text() };
}

/** The attack cases of an entry: who calls, and whether an answer with their own data is right. */
function casesOf(entry: Entry): { attacker: Attacker; target?: Target; ownDataOk: boolean }[] {
  if (entry.kind === "owned" && entry.callerOnly) {
    return (["guest", "forged", "expired"] as const).map((attacker) => ({ attacker, ownDataOk: false }));
  }
  if (entry.kind === "owned") {
    const own = entry.lists ?? false;
    return [
      ...(["guest", "otherGuest", "otherCustomer", "otherSeller", "forged", "expired"] as const).map(
        (attacker) => ({
          attacker,
          target: "customer" as const,
          ownDataOk: own && ["otherGuest", "otherCustomer", "otherSeller"].includes(attacker),
        }),
      ),
      ...(["guest", "otherGuest", "otherCustomer", "otherSeller", "forged"] as const).map((attacker) => ({
        attacker,
        target: "guest" as const,
        ownDataOk: own && ["otherGuest", "otherCustomer", "otherSeller"].includes(attacker),
      })),
    ];
  }
  if (entry.kind === "signedIn") {
    const refused = (["guest", "forged", "expired"] as const).map((attacker) => ({
      attacker,
      ownDataOk: false,
    }));
    const readers = (["otherCustomer", "otherSeller"] as const).map((attacker) => ({
      attacker,
      ownDataOk: true,
    }));
    return entry.lists ? [...refused, ...readers] : refused;
  }
  if (entry.kind === "staff") {
    const attackers: Attacker[] = [
      "guest",
      "forged",
      "expired",
      "ownerCustomer",
      "otherCustomer",
      "otherSeller",
    ];
    if (entry.role === "admin") attackers.push("seller");
    return attackers.map((attacker) => ({ attacker, ownDataOk: false }));
  }
  return [];
}

function callOf(entry: Entry, attacker: Attacker, target?: Target): Call {
  if (entry.kind === "owned") {
    const userToken = attacker === "otherGuest" ? world.otherGuestToken : undefined;
    return entry.call(world, target ?? "customer", userToken);
  }
  if (entry.kind === "signedIn" || entry.kind === "staff") return entry.call(world);
  throw new Error("public routes have no attack cases");
}

describe("authorization matrix", () => {
  it("has an entry for every route of the OpenAPI document, and none for a route that is gone", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("the API document says a session is needed on exactly the signed-in and staff calls", () => {
    const needSession = Object.entries(MATRIX)
      .filter(([, entry]) => entry.kind === "signedIn" || entry.kind === "staff")
      .map(([route]) => route);
    expect(sessionOnly.sort()).toEqual(needSession.sort());
  });

  const protectedRoutes = Object.entries(MATRIX).filter(([, entry]) => entry.kind !== "public");

  it.each(protectedRoutes)("%s refuses everybody but its owner and changes nothing", async (route, entry) => {
    const method = route.split(" ")[0] as string;
    const problems: string[] = [];
    const before = await rowSnapshot(database.db);
    for (const { attacker, target, ownDataOk } of casesOf(entry)) {
      const label = `${attacker}${target ? ` → ${target}'s data` : ""}`;
      const { http, text } = await send(method, callOf(entry, attacker, target), bearerOf(attacker, entry));
      const leaked = markers.filter((marker) => text.includes(marker));
      if (leaked.length > 0) problems.push(`${label}: answer shows ${leaked.join(", ")}`);
      const body = JSON.parse(text) as { status: number; data: { form?: string[] }; message: string };
      if (http === 200 && ownDataOk) continue;
      // Nobody signed in (no owner at all): 401; a signed-in caller or a guest token: 403 or 404.
      const anonymous = ["guest", "forged", "expired"].includes(attacker);
      const refused = anonymous ? http === 401 : [403, 404].includes(http);
      const envelope =
        [201, 403].includes(body.status) && Array.isArray(body.data?.form) && body.message.length > 0;
      if (!refused || !envelope) problems.push(`${label}: HTTP ${http} ${text.slice(0, 160)}`);
    }
    const changed = changedTables(before, await rowSnapshot(database.db));
    if (changed.length > 0) problems.push(`the calls above wrote to ${changed.join(", ")}`);
    expect(problems).toEqual([]);
  });

  // The same calls made by the owners reach their data: the refusals above are about who calls.
  it.each([
    ["GET /user/address/all", "customer", (w: World) => w.marks.customerAddress],
    ["GET /user/address/all", "guest", (w: World) => w.marks.guestAddress],
    ["POST /order/by-user", "customer", (w: World) => w.customer.pendingOrder.trackingCode],
    ["POST /order/by-user", "guest", (w: World) => w.guest.pendingOrder.trackingCode],
    ["GET /user/profile", "customer", (w: World) => w.marks.email],
    ["GET /user/wishlist/all", "customer", (w: World) => w.marks.wished],
    ["GET /user/compare-list/all", "customer", (w: World) => w.marks.compared],
    ["GET /rating-review/find/{id}", "customer", (w: World) => w.marks.review],
  ] as const)(
    "%s answers its owner (%s) with the data the others never saw",
    async (route, owner, marker) => {
      const entry = MATRIX[route] as Entry;
      const call =
        entry.kind === "owned"
          ? entry.call(world, owner, owner === "guest" ? world.guest.token : undefined)
          : callOf(entry, "ownerCustomer");
      const { http, text } = await send(
        route.split(" ")[0] as string,
        call,
        owner === "customer" ? world.tokens.victim : undefined,
      );
      expect(http).toBe(200);
      expect(text).toContain(marker(world));
    },
  );
});
