/**
 * Authorization matrix: every route of the OpenAPI document has an entry here. Routes that touch a
 * user's or a store's data are called by everybody who must not reach that data — a guest, another
 * guest's user_token, another customer, another seller (each of two sellers also on the other store's
 * orders and on an order of both stores), a forged token and the owner's expired
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
import {
  MATRIX,
  type Attacker,
  type Call,
  type Entry,
  type Target,
} from "../../../testing/authorization-matrix.ts";

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
    ...Object.values(world.sellerOrders).map((order) => order.trackingCode),
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
  // The console's routes have their own matrix, by role (console-authorization.test.ts).
  const shop = operations.filter((o) => !o.route.split(" ")[1]?.startsWith("/console/"));
  routes = shop.map((o) => o.route);
  sessionOnly = shop.filter((o) => !o.optional).map((o) => o.route);
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

type SellerOrder = keyof World["sellerOrders"];

interface Case {
  attacker: Attacker;
  target?: Target;
  /** Seller routes: the order aimed at, when not the customer's pending order. */
  order?: SellerOrder;
  ownDataOk: boolean;
}

/** Each seller on every order that is not wholly of its own store: the other store's, and both stores'. */
const SELLERS_ON_OTHERS: { attacker: Attacker; order: SellerOrder }[] = [
  { attacker: "seller", order: "otherStore" },
  { attacker: "seller", order: "mixed" },
  { attacker: "otherSeller", order: "store" },
  { attacker: "otherSeller", order: "mixed" },
];

/** The attack cases of an entry: who calls, and whether an answer with their own data is right. */
function casesOf(entry: Entry): Case[] {
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
    const others = entry.role === "seller" ? SELLERS_ON_OTHERS : [];
    return [
      ...attackers.map((attacker) => ({ attacker, ownDataOk: false })),
      ...others.map((c) => ({ ...c, ownDataOk: false })),
    ];
  }
  return [];
}

function callOf(entry: Entry, attacker: Attacker, target?: Target, order?: SellerOrder): Call {
  if (entry.kind === "owned") {
    const userToken = attacker === "otherGuest" ? world.otherGuestToken : undefined;
    return entry.call(world, target ?? "customer", userToken);
  }
  if (entry.kind === "staff" && entry.role === "seller")
    return entry.call(world, order ? world.sellerOrders[order] : undefined);
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
    for (const { attacker, target, order, ownDataOk } of casesOf(entry)) {
      const label = `${attacker}${target ? ` → ${target}'s data` : ""}${order ? ` → the ${order} order` : ""}`;
      const call = callOf(entry, attacker, target, order);
      const { http, text } = await send(method, call, bearerOf(attacker, entry));
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

  // Each seller still moves the orders wholly of its own store: the refusals above are about whose lines.
  const sellerRoutes = Object.entries(MATRIX).filter(
    ([, entry]) => entry.kind === "staff" && entry.role === "seller",
  );
  it.each(sellerRoutes)(
    "%s lets each seller act on an order of its own store alone",
    async (route, entry) => {
      const method = route.split(" ")[0] as string;
      const own = [
        { attacker: "seller", order: "store" },
        { attacker: "otherSeller", order: "otherStore" },
      ] as const;
      for (const { attacker, order } of own) {
        const { http, text } = await send(
          method,
          callOf(entry, attacker, undefined, order),
          bearerOf(attacker, entry),
        );
        expect(`${attacker} on the ${order} order: HTTP ${http}`).toBe(
          `${attacker} on the ${order} order: HTTP 200`,
        );
        expect(text).toContain(world.sellerOrders[order].trackingCode);
      }
    },
  );
});
