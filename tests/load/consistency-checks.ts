/**
 * The checks of the checkout consistency run, on what the database holds once the server is
 * stopped: each placed order against the shopper's cart and the world's prices (parts, lines,
 * shipping, discount shares, commission), each refusal against the stock or voucher that justified
 * it, every stock figure and its movements against the units sold, the vouchers' counts, and the
 * delivered parts' status and payment.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { inspect } from "../crash/order-world.ts";
import {
  lineGoods,
  storeShipping,
  voucherDiscount,
  type Figure,
  type Shopper,
  type Store,
  type World,
} from "./checkout-world.ts";

export interface Placed {
  shopper: Shopper;
  orderId: number;
  trackingCode: string;
  total: number;
}

export type Refusal = "out of stock" | "voucher used up";

export interface Refused {
  shopper: Shopper;
  reason: Refusal;
}

interface OrderRow {
  id: number;
  tracking_code: string;
  guest_token: string | null;
  user_id: number | null;
  payment_method: number;
  subtotal: number;
  shipping_cost: number;
  bundle_savings: number;
  discount: number;
  total: number;
  voucher_id: number | null;
  delivery_status: number;
  payment_status: number;
  cancelled: boolean;
}

export interface PartRow {
  id: number;
  order_id: number;
  store_id: number;
  number: number;
  delivery_status: number;
  payment_status: number;
  paid: boolean;
  delivered: boolean;
  goods: number;
  shipping_cost: number;
  discount: number;
  total: number;
}

export interface ItemRow {
  order_id: number;
  part_id: number;
  store_id: number;
  product_id: number;
  inventory_id: number | null;
  quantity: number;
  free_quantity: number;
  unit_price: number;
  shipping_cost: number;
  discount: number;
  commission_percent: number;
}

interface MovementRow {
  product_id: number;
  inventory_id: number | null;
  delta: number;
  reason: string;
  order_id: number | null;
}

interface CartRow {
  user_id: number | null;
  guest_token: string | null;
  product_id: number;
  inventory_id: number | null;
  quantity: number;
}

export interface Snapshot {
  orders: OrderRow[];
  parts: PartRow[];
  items: ItemRow[];
  products: { id: number; stock: number; sold: number }[];
  variants: { id: number; quantity: number }[];
  movements: MovementRow[];
  carts: CartRow[];
  vouchers: { id: number; code: string; used: number }[];
  voucherUses: { voucher_id: number; order_id: number; discount: number }[];
  history: { part_id: number; delivery_status: number; event: string | null }[];
}

/** Reads everything the checks need in one opening of the (stopped) shop's database. */
export async function snapshot(url: string): Promise<Snapshot> {
  return inspect(url, async (rows) => ({
    orders: await rows<OrderRow>(sql`select id, tracking_code, guest_token, user_id, payment_method, subtotal,
      shipping_cost, bundle_savings, discount, total, voucher_id, delivery_status, payment_status, cancelled
      from orders order by id`),
    parts: await rows<PartRow>(sql`select id, order_id, store_id, number, delivery_status, payment_status,
      paid_at is not null as paid, delivered_at is not null as delivered, goods, shipping_cost, discount, total
      from order_parts order by order_id, number`),
    items: await rows<ItemRow>(sql`select order_id, part_id, store_id, product_id, inventory_id, quantity,
      free_quantity, unit_price, shipping_cost, discount, commission_percent::float8 as commission_percent
      from order_items order by id`),
    products: await rows(sql`select id, stock, sold_count as sold from products`),
    variants: await rows(sql`select id, quantity from inventories`),
    movements: await rows<MovementRow>(
      sql`select product_id, inventory_id, delta, reason, order_id from stock_movements`,
    ),
    carts: await rows<CartRow>(
      sql`select user_id, guest_token, product_id, inventory_id, quantity from cart_items`,
    ),
    vouchers: await rows(sql`select id, code, used_count as used from vouchers`),
    voucherUses: await rows(sql`select voucher_id, order_id, discount from voucher_uses`),
    history: await rows(
      sql`select part_id, delivery_status, event from order_status_history where part_id is not null`,
    ),
  }));
}

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, i) => total + pick(i), 0);
const figureOf = (world: World, productId: number, inventoryId: number | null) =>
  world.figures.find((f) => f.productId === productId && f.inventoryId === inventoryId);
const owns = (shopper: Shopper, row: { user_id: number | null; guest_token: string | null }) =>
  shopper.userId !== undefined ? row.user_id === shopper.userId : row.guest_token === shopper.guestToken;

/**
 * Each placed order holds exactly the shopper's cart, priced by the world's figures; it is split
 * into one part per store whose goods, shipping and discount are its lines' and add up to the
 * part's total; the parts add up to the order's total, which the shop answered at checkout.
 */
export function checkPlacedOrders(world: World, placed: Placed[], db: Snapshot): void {
  assert.equal(db.orders.length, placed.length, "orders in the database ≠ orders the shop acknowledged");
  for (const { shopper, orderId, trackingCode, total } of placed) {
    const who = `${shopper.label} (order ${trackingCode})`;
    const order = db.orders.find((o) => o.id === orderId);
    assert.ok(order, `${who}: acknowledged but not in the database`);
    assert.ok(owns(shopper, order), `${who}: the order is not the shopper's`);
    assert.equal(order.tracking_code, trackingCode, `${who}: tracking code`);
    const items = db.items.filter((i) => i.order_id === orderId);
    const parts = db.parts.filter((p) => p.order_id === orderId);
    // Exactly the cart's lines, each at the world's price, with the commission of its source.
    assert.equal(items.length, shopper.lines.length, `${who}: lines`);
    for (const line of shopper.lines) {
      const { figure } = line;
      const item = items.find(
        (i) => i.product_id === figure.productId && i.inventory_id === figure.inventoryId,
      );
      assert.ok(item, `${who}: ${figure.label} is missing from the order`);
      const { free } = lineGoods(line);
      assert.deepEqual(
        {
          quantity: item.quantity,
          free: item.free_quantity,
          unit: item.unit_price,
          store: item.store_id,
          commission: item.commission_percent,
        },
        {
          quantity: line.quantity,
          free,
          unit: figure.unitPrice,
          store: figure.store.id,
          commission: figure.store.commission,
        },
        `${who}: line ${figure.label}`,
      );
      const part = parts.find((p) => p.id === item.part_id);
      assert.equal(
        part?.store_id,
        figure.store.id,
        `${who}: line ${figure.label} sits in another store's part`,
      );
    }
    // One part per store, numbered 1..n; each adds up and matches its store's lines.
    const stores = [...new Set(shopper.lines.map((l) => l.figure.store))];
    assert.deepEqual(
      parts.map((p) => p.number),
      stores.map((_, i) => i + 1),
      `${who}: part numbers`,
    );
    const discount = shopper.voucher ? voucherDiscount(shopper.voucher, shopper.lines) : 0;
    for (const store of stores) checkPart(who, store, shopper, parts, items, discount);
    const goods = sum(shopper.lines, (l) => lineGoods(l).goods);
    const shipping = sum(stores, (s) => storeShipping(s, shopper.lines));
    assert.deepEqual(
      {
        subtotal: order.subtotal,
        bundle_savings: order.bundle_savings,
        shipping: order.shipping_cost,
        discount: order.discount,
        total: order.total,
        answered: total,
        parts_total: sum(parts, (p) => p.total),
        parts_discount: sum(parts, (p) => p.discount),
      },
      {
        subtotal: goods,
        bundle_savings: sum(shopper.lines, (l) => lineGoods(l).free * l.figure.unitPrice),
        shipping,
        discount,
        total: goods + shipping - discount,
        answered: goods + shipping - discount,
        parts_total: goods + shipping - discount,
        parts_discount: discount,
      },
      `${who}: the order's sums`,
    );
  }
}

function checkPart(
  who: string,
  store: Store,
  shopper: Shopper,
  parts: PartRow[],
  items: ItemRow[],
  discount: number,
): void {
  const part = parts.find((p) => p.store_id === store.id);
  assert.ok(part, `${who}: no part for store ${store.label}`);
  const lines = shopper.lines.filter((l) => l.figure.store === store);
  const own = items.filter((i) => i.part_id === part.id);
  const goods = sum(lines, (l) => lineGoods(l).goods);
  assert.deepEqual(
    {
      goods: part.goods,
      shipping: part.shipping_cost,
      lines_shipping: sum(own, (i) => i.shipping_cost),
      lines_discount: sum(own, (i) => i.discount),
      total: part.total,
    },
    {
      goods,
      shipping: storeShipping(store, shopper.lines),
      lines_shipping: part.shipping_cost,
      lines_discount: part.discount,
      total: goods + part.shipping_cost - part.discount,
    },
    `${who}: part of store ${store.label}`,
  );
  const voucher = shopper.voucher;
  if (!voucher || (voucher.storeId !== null && voucher.storeId !== store.id)) {
    assert.equal(part.discount, 0, `${who}: store ${store.label}'s part shares a discount not its own`);
    return;
  }
  // Its share of the discount follows its share of the eligible goods (whole minor units).
  const eligible = sum(
    shopper.lines.filter((l) => voucher.storeId === null || l.figure.store.id === voucher.storeId),
    (l) => lineGoods(l).goods,
  );
  const exact = (discount * goods) / eligible;
  assert.ok(
    Math.abs(part.discount - exact) < lines.length + 1 && part.discount <= goods,
    `${who}: store ${store.label}'s discount share ${part.discount} is not its share of ${discount} (${exact})`,
  );
}

/**
 * Each refusal was justified: a line wanted more than its figure has left (stock only goes down
 * during the run, so what is left now is at most what was left then), or the voucher is used up.
 * Nothing of a refused checkout remains: no order, the cart as it was.
 */
export function checkRefusals(world: World, refused: Refused[], db: Snapshot): void {
  for (const { shopper, reason } of refused) {
    if (reason === "out of stock") {
      const short = shopper.lines.some((l) => leftOf(l.figure, db) < l.quantity);
      assert.ok(short, `${shopper.label}: refused for stock while every line was in stock`);
    } else {
      const voucher = db.vouchers.find((v) => v.code === shopper.voucher?.code);
      assert.ok(
        shopper.voucher?.usageLimit != null && voucher?.used === shopper.voucher.usageLimit,
        `${shopper.label}: refused for a used-up voucher that was not used up`,
      );
    }
    assert.ok(!db.orders.some((o) => owns(shopper, o)), `${shopper.label}: refused but has an order`);
    const cart = db.carts.filter((c) => owns(shopper, c));
    assert.deepEqual(
      cart.map((c) => `${c.product_id}/${c.inventory_id}×${c.quantity}`).sort(),
      shopper.lines.map((l) => `${l.figure.productId}/${l.figure.inventoryId}×${l.quantity}`).sort(),
      `${shopper.label}: refused, yet the cart changed`,
    );
  }
}

function leftOf(figure: Figure, db: Snapshot): number {
  if (figure.inventoryId !== null)
    return db.variants.find((v) => v.id === figure.inventoryId)?.quantity ?? -1;
  return db.products.find((p) => p.id === figure.productId)?.stock ?? -1;
}

/**
 * No stock figure was oversold: each holds its initial stock less the units the placed orders took
 * (counted from the shoppers' carts, not the order lines), never below zero; its movements are one
 * per order that bought it, and add up to minus those units; a product's units sold are its
 * figures'. The placed carts are empty. Resolves to the figures the shoppers wanted more of than
 * there was, with what is left of them, for the summary.
 */
export function checkStock(world: World, placed: Placed[], db: Snapshot): string[] {
  const short: string[] = [];
  for (const figure of world.figures) {
    const wanted = sum(world.shoppers, (s) =>
      sum(
        s.lines.filter((l) => l.figure === figure),
        (l) => l.quantity,
      ),
    );
    const buyers = placed.flatMap((p) =>
      p.shopper.lines
        .filter((l) => l.figure === figure)
        .map((l) => ({ orderId: p.orderId, units: l.quantity })),
    );
    const units = sum(buyers, (b) => b.units);
    const left = leftOf(figure, db);
    assert.ok(left >= 0, `${figure.label}: stock below zero (${left})`);
    assert.equal(left, figure.initial - units, `${figure.label}: stock + units sold ≠ initial stock`);
    if (wanted > figure.initial)
      short.push(`${figure.label} ${wanted} wanted of ${figure.initial}, ${left} left`);
    const moves = db.movements.filter(
      (m) => m.product_id === figure.productId && m.inventory_id === figure.inventoryId,
    );
    assert.deepEqual(
      moves.map((m) => `${m.reason} ${m.order_id} ${m.delta}`).sort(),
      buyers.map((b) => `order ${b.orderId} ${-b.units}`).sort(),
      `${figure.label}: stock movements ≠ the orders that bought it`,
    );
  }
  // A product whose stock sits in its variants moves no stock of its own.
  const stray = db.movements.filter((m) => !figureOf(world, m.product_id, m.inventory_id));
  assert.deepEqual(stray, [], "stock movements of no stock figure");
  for (const product of db.products) {
    const units = sum(placed, (p) =>
      sum(
        p.shopper.lines.filter((l) => l.figure.productId === product.id),
        (l) => l.quantity,
      ),
    );
    assert.equal(product.sold, units, `product ${product.id}: units sold`);
  }
  for (const { shopper } of placed)
    assert.deepEqual(
      db.carts.filter((c) => owns(shopper, c)),
      [],
      `${shopper.label}: ordered, yet cart lines are left`,
    );
  return short;
}

/** Each voucher was used by exactly the orders that carry it, within its limit, for their discounts. */
export function checkVouchers(world: World, placed: Placed[], db: Snapshot): string[] {
  return world.vouchers.map((voucher) => {
    const row = db.vouchers.find((v) => v.code === voucher.code);
    assert.ok(row, `voucher ${voucher.code} is gone`);
    const orders = placed.filter((p) => p.shopper.voucher === voucher);
    const uses = db.voucherUses.filter((u) => u.voucher_id === row.id);
    assert.deepEqual(
      uses.map((u) => `${u.order_id} ${u.discount}`).sort(),
      orders.map((p) => `${p.orderId} ${voucherDiscount(voucher, p.shopper.lines)}`).sort(),
      `voucher ${voucher.code}: its uses ≠ the orders placed with it`,
    );
    assert.equal(row.used, orders.length, `voucher ${voucher.code}: used count`);
    if (voucher.usageLimit !== null)
      assert.ok(row.used <= voucher.usageLimit, `voucher ${voucher.code}: used beyond its limit`);
    return `${voucher.code} used ${row.used}×${voucher.usageLimit === null ? "" : ` of ${voucher.usageLimit}`}`;
  });
}

/**
 * Delivered orders: every part at 5, cash collected (paid, with a "paid" event in its timeline),
 * the order delivered and paid. Orders only picked up: every part at 3, nothing paid yet.
 */
export function checkDeliveries(delivered: Placed[], pickedUp: Placed[], db: Snapshot): void {
  for (const [orders, status, paid] of [
    [delivered, 5, true],
    [pickedUp, 3, false],
  ] as const) {
    for (const { orderId, trackingCode } of orders) {
      const order = db.orders.find((o) => o.id === orderId);
      const parts = db.parts.filter((p) => p.order_id === orderId);
      assert.deepEqual(
        { status: order?.delivery_status, paid: order?.payment_status === 1 },
        { status, paid },
        `order ${trackingCode}: status and payment`,
      );
      for (const part of parts) {
        const events = db.history.filter((h) => h.part_id === part.id);
        assert.deepEqual(
          {
            status: part.delivery_status,
            paid: part.payment_status === 1 && part.paid,
            delivered: part.delivered,
            timeline: events.some((e) => e.delivery_status === status && e.event === null),
            paid_event: events.some((e) => e.event === "paid"),
          },
          { status, paid, delivered: paid, timeline: true, paid_event: paid },
          `order ${trackingCode}, part ${part.number}`,
        );
      }
    }
  }
}
