import { sql } from "drizzle-orm";
import type { Lang } from "../../i18n/locales.ts";
import { splitDiscount } from "../../lib/price.ts";
import type { AddressSnapshot } from "../platform/db/schema/orders.ts";
import {
  addresses,
  bankTransfers,
  cancellations,
  orderParts,
  compareLists,
  contactMessages,
  newsletterSubscribers,
  orderItems,
  orders,
  orderStatusHistory,
  reviews,
  storeFollows,
  voucherUses,
  vouchers,
  wishlists,
} from "../platform/db/schema/index.ts";
import { REVIEW_COMMENTS, REVIEWERS } from "./content/reviews.ts";
import { insertMany, insertReturningIds, type Tx } from "./insert.ts";
import type { Random } from "./random.ts";
import type { InsertedProduct } from "./seed-products.ts";
import { DEMO_ACCOUNTS, type People, type Shops } from "./seed-people.ts";

const DAY = 86_400_000;

interface Buyer {
  userId: number;
  name: string;
  email: string;
  lang: Lang;
  address: AddressSnapshot;
}

interface OrderSeed {
  buyer: Buyer;
  placedAt: Date;
  status: 1 | 2 | 3 | 4 | 5;
  method: 2 | 7;
  paid: boolean;
  lines: { product: InsertedProduct; variant: number; quantity: number }[];
  cancelled?: { title: string; message: string };
  voucher?: { id: number; code: string; discount: number };
  bankTransfer?: boolean;
  review: boolean;
}

function trackingCode(random: Random): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `MM-${Array.from({ length: 10 }, () => alphabet[random.int(0, alphabet.length - 1)]).join("")}`;
}

function rating(random: Random): 1 | 2 | 3 | 4 | 5 {
  const r = random.next();
  return r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1;
}

function unitPrice(product: InsertedProduct, variant: number): number {
  const own = product.variants[variant].price;
  if (own > 0) return own;
  return product.plan.offered > 0 ? product.plan.offered : product.plan.selling;
}

function pickLines(random: Random, catalogue: InsertedProduct[], count: number): OrderSeed["lines"] {
  const products = random.sample(catalogue, count);
  return products.map((product) => ({
    product,
    variant: random.int(0, product.variants.length - 1),
    quantity: random.chance(0.2) ? 2 : 1,
  }));
}

/**
 * Past orders of the reviewers (delivered, most lines reviewed) and a few orders of the demo customer
 * in different states; then each product's and store's rating follows its reviews.
 */
export async function seedOrders(
  tx: Tx,
  random: Random,
  now: Date,
  people: People,
  shops: Shops,
  catalogue: InsertedProduct[],
): Promise<Record<string, number>> {
  const buyers: Buyer[] = REVIEWERS.map((r, i) => ({
    userId: people.reviewers[i],
    name: r.name,
    email: r.email,
    lang: r.locale,
    address: {
      name: r.name,
      email: r.email,
      phone: "+00 555 0100",
      country: r.country,
      state: r.state,
      city: r.city,
      zip_code: String(10000 + i * 731),
      address: `${12 + i} Garden Street`,
    },
  }));
  const customer: Buyer = {
    userId: people.customer,
    name: "Sara Ahmadi",
    email: DEMO_ACCOUNTS.customer,
    lang: "en",
    address: {
      name: "Sara Ahmadi",
      email: DEMO_ACCOUNTS.customer,
      phone: "+93 70 555 0199",
      country: "AF",
      state: "BDS",
      city: "Fayzabad",
      zip_code: "3701",
      address: "House 7, Street 3, Jada-e Shahr",
    },
  };

  const inStock = catalogue.filter((p) => p.variants.some((v) => v.quantity > 0));
  const seeds: OrderSeed[] = [];
  for (const buyer of buyers) {
    const count = random.int(2, 5);
    for (let k = 0; k < count; k++) {
      seeds.push({
        buyer,
        placedAt: new Date(now.getTime() - random.int(20, 150) * DAY - random.int(0, 600) * 60_000),
        status: 5,
        method: random.chance(0.7) ? 2 : 7,
        paid: true,
        lines: pickLines(random, inStock, random.int(1, 4)),
        review: true,
      });
    }
  }
  const welcome = (
    await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(sql`${vouchers.code} = 'WELCOME10'`)
  )[0];
  seeds.push(
    {
      buyer: customer,
      placedAt: new Date(now.getTime() - 40 * DAY),
      status: 5,
      method: 2,
      paid: true,
      lines: pickLines(random, inStock, 2),
      review: true,
    },
    {
      buyer: customer,
      placedAt: new Date(now.getTime() - 3 * DAY),
      status: 4,
      method: 2,
      paid: false,
      lines: pickLines(random, inStock, 3),
      voucher: welcome ? { id: welcome.id, code: "WELCOME10", discount: 1000 } : undefined,
      review: false,
    },
    {
      buyer: customer,
      placedAt: new Date(now.getTime() - DAY),
      status: 1,
      method: 7,
      paid: false,
      lines: pickLines(random, inStock, 1),
      bankTransfer: true,
      review: false,
    },
    {
      buyer: customer,
      placedAt: new Date(now.getTime() - 6 * DAY),
      status: 1,
      method: 2,
      paid: false,
      lines: pickLines(random, inStock, 1),
      cancelled: { title: "Ordered the wrong size", message: "I picked M but I need L; I will order again." },
      review: false,
    },
  );

  const lineGoods = (o: OrderSeed) => o.lines.map((l) => unitPrice(l.product, l.variant) * l.quantity);
  const discountOf = (o: OrderSeed) =>
    o.voucher
      ? Math.min(
          o.voucher.discount,
          lineGoods(o).reduce((n, g) => n + g, 0),
        )
      : 0;
  // Each line keeps its share of the voucher's discount, split as checkout splits it.
  const lineDiscounts = seeds.map((o) => splitDiscount(discountOf(o), lineGoods(o)));
  const orderRows = seeds.map((o) => {
    const subtotal = lineGoods(o).reduce((n, g) => n + g, 0);
    const shipping = o.lines.reduce((n, l) => n + (l.product.plan.freeShipping ? 0 : 500), 0);
    const discount = discountOf(o);
    return {
      trackingCode: trackingCode(random),
      userId: o.buyer.userId,
      email: o.buyer.email,
      address: o.buyer.address,
      paymentMethod: o.method,
      paymentStatus: o.paid ? 1 : 0,
      deliveryStatus: o.status,
      cancelled: Boolean(o.cancelled),
      cancelledAt: o.cancelled ? new Date(o.placedAt.getTime() + 3 * 3_600_000) : null,
      subtotal,
      shippingCost: shipping,
      discount,
      total: subtotal + shipping - discount,
      voucherId: o.voucher?.id ?? null,
      voucherCode: o.voucher?.code ?? null,
      currency: "USD",
      lang: o.buyer.lang,
      paidAt: o.paid ? new Date(o.placedAt.getTime() + 6 * DAY) : null,
      createdAt: o.placedAt,
      updatedAt: o.placedAt,
    };
  });
  const orderIds = await insertReturningIds(tx, orders, "orders", orderRows);

  const storeOf = (p: InsertedProduct) => shops.ids.get(p.plan.store.slug)!;
  // One part per store of each order, numbered as the stores first appear among its lines.
  const shippingOf = (l: OrderSeed["lines"][number]) => (l.product.plan.freeShipping ? 0 : 500);
  const partSeeds = seeds.flatMap((o, i) =>
    [...new Set(o.lines.map((l) => storeOf(l.product)))].map((storeId, n) => {
      const mine = o.lines.flatMap((l, k) => (storeOf(l.product) === storeId ? [k] : []));
      const goods = mine.reduce((sum, k) => sum + (lineGoods(o)[k] ?? 0), 0);
      const shipping = mine.reduce((sum, k) => sum + shippingOf(o.lines[k]!), 0);
      const discount = mine.reduce((sum, k) => sum + (lineDiscounts[i]?.[k] ?? 0), 0);
      return {
        order: i,
        storeId,
        row: {
          orderId: orderIds[i]!,
          storeId,
          number: n + 1,
          deliveryStatus: o.status,
          paymentStatus: o.paid ? 1 : 0,
          paidAt: orderRows[i]!.paidAt,
          goods,
          shippingCost: shipping,
          discount,
          total: goods + shipping - discount,
          deliveredAt: o.status === 5 ? new Date(o.placedAt.getTime() + 6 * DAY) : null,
          seenAt: o.status > 1 ? o.placedAt : null,
          createdAt: o.placedAt,
          updatedAt: o.placedAt,
        },
      };
    }),
  );
  const partIds = await insertReturningIds(
    tx,
    orderParts,
    "order_parts",
    partSeeds.map((p) => p.row),
  );
  const partOf = (order: number, storeId: number) =>
    partIds[partSeeds.findIndex((p) => p.order === order && p.storeId === storeId)]!;
  await insertMany(
    tx,
    orderItems,
    seeds.flatMap((o, i) =>
      o.lines.map((l, k) => ({
        orderId: orderIds[i],
        partId: partOf(i, storeOf(l.product)),
        storeId: storeOf(l.product),
        productId: l.product.id,
        inventoryId: l.product.variants[l.variant].id,
        title: l.product.plan.title[o.buyer.lang],
        variant: l.product.variants[l.variant].label,
        image: l.product.image,
        unitPrice: unitPrice(l.product, l.variant),
        quantity: l.quantity,
        shippingType: 1,
        shippingLabel: "Standard delivery",
        shippingCost: shippingOf(l),
        discount: lineDiscounts[i]?.[k] ?? 0,
        commissionPercent: 10,
        createdAt: o.placedAt,
      })),
    ),
  );
  const history: (typeof orderStatusHistory.$inferInsert)[] = [];
  seeds.forEach((o, i) => {
    history.push({ orderId: orderIds[i], deliveryStatus: 1, event: "placed", createdAt: o.placedAt });
    partSeeds.forEach((part, n) => {
      if (part.order !== i) return;
      for (let step = 2; step <= o.status; step++) {
        history.push({
          orderId: orderIds[i],
          partId: partIds[n],
          deliveryStatus: step,
          createdAt: new Date(o.placedAt.getTime() + (step - 1) * 1.5 * DAY),
        });
      }
    });
    if (o.cancelled) {
      history.push({
        orderId: orderIds[i],
        deliveryStatus: o.status,
        event: "cancelled",
        note: o.cancelled.title,
        createdAt: new Date(o.placedAt.getTime() + 3 * 3_600_000),
      });
    }
  });
  await insertMany(tx, orderStatusHistory, history);
  const cancelledIndex = seeds.findIndex((o) => o.cancelled);
  if (cancelledIndex >= 0) {
    await tx.insert(cancellations).values({
      orderId: orderIds[cancelledIndex],
      userId: customer.userId,
      ...seeds[cancelledIndex].cancelled!,
    });
  }
  const transferIndex = seeds.findIndex((o) => o.bankTransfer);
  if (transferIndex >= 0) {
    await tx.insert(bankTransfers).values({
      orderId: orderIds[transferIndex],
      transactionId: "TRX-20931877",
      bankName: "Da Afghanistan Bank",
      accountHolderName: "Sara Ahmadi",
      accountNumber: "0012 3456 7890",
      branchName: "Fayzabad main branch",
    });
  }
  const voucherIndex = seeds.findIndex((o) => o.voucher);
  if (voucherIndex >= 0) {
    const v = seeds[voucherIndex].voucher!;
    await tx.insert(voucherUses).values({
      voucherId: v.id,
      orderId: orderIds[voucherIndex],
      userId: customer.userId,
      discount: discountOf(seeds[voucherIndex]!),
    });
    await tx.execute(sql`update vouchers set used_count = used_count + 1 where id = ${v.id}`);
  }

  // Reviews: one per (order, product, user), only on delivered orders. The demo customer's
  // delivered order keeps one line unreviewed so a review can be written in the demo.
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  seeds.forEach((o, i) => {
    if (!o.review) return;
    const seen = new Set<number>();
    o.lines.forEach((l, k) => {
      if (seen.has(l.product.id)) return;
      seen.add(l.product.id);
      const isCustomer = o.buyer.userId === customer.userId;
      if (isCustomer ? k > 0 : !random.chance(0.8)) return;
      const stars = rating(random);
      reviewRows.push({
        userId: o.buyer.userId,
        productId: l.product.id,
        orderId: orderIds[i],
        rating: stars,
        comment: random.pick(REVIEW_COMMENTS[o.buyer.lang][stars]),
        createdAt: new Date(o.placedAt.getTime() + random.int(8, 20) * DAY),
      });
    });
  });
  await insertMany(tx, reviews, reviewRows);
  await tx.execute(sql`
    update products p set rating = r.avg, review_count = r.n
    from (select product_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
          from reviews where status = 1 group by product_id) r
    where p.id = r.product_id`);
  await tx.execute(sql`
    update stores s set rating = r.avg, review_count = r.n
    from (select p.store_id, round(avg(v.rating)::numeric, 2) as avg, count(*)::int as n
          from reviews v join products p on p.id = v.product_id where v.status = 1 group by p.store_id) r
    where s.id = r.store_id`);

  // The demo customer's account: addresses, wishlist, compare list, followed stores, newsletter.
  await tx.insert(addresses).values([
    { userId: customer.userId, ...snapshotToAddress(customer.address), isDefault: true },
    {
      userId: customer.userId,
      name: "Sara Ahmadi",
      email: DEMO_ACCOUNTS.customer,
      phone: "+971 50 555 0199",
      country: "AE",
      state: "DU",
      city: "Dubai",
      zipCode: "00000",
      address: "Apartment 1204, Marina Heights, Dubai Marina",
    },
  ]);
  const liked = random.sample(inStock, 6);
  await tx
    .insert(wishlists)
    .values(liked.slice(0, 4).map((p) => ({ userId: customer.userId, productId: p.id })));
  await tx
    .insert(compareLists)
    .values(liked.slice(4).map((p) => ({ userId: customer.userId, productId: p.id })));
  await tx.insert(storeFollows).values(
    ["noor-modest-house", "silk-road-scarves"].map((slug) => ({
      userId: customer.userId,
      storeId: shops.ids.get(slug)!,
    })),
  );
  await tx.insert(newsletterSubscribers).values({ email: DEMO_ACCOUNTS.customer, lang: "en" });
  await tx.insert(contactMessages).values({
    name: "Khadija Omar",
    email: "khadija.omar@modest.local",
    subject: "Custom length",
    message: "Hello, can the sellers make an abaya in length 62? Thank you.",
    createdAt: new Date(now.getTime() - 2 * DAY),
  });

  return { orders: seeds.length, reviews: reviewRows.length };
}

function snapshotToAddress(a: AddressSnapshot) {
  return {
    name: a.name,
    email: a.email,
    phone: a.phone,
    country: a.country,
    state: a.state,
    city: a.city,
    zipCode: a.zip_code,
    address: a.address,
  };
}
