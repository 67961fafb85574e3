import { BRANDS } from "./content/brands.ts";
import { CATEGORIES, type CategorySeed, type SubCategorySeed } from "./content/categories.ts";
import { COLOURS, FABRICS, STYLES, type Colour, type Fabric, type Style } from "./content/materials.ts";
import { SIZE_VALUES, WARRANTY } from "./content/site.ts";
import { STORES, type StoreSeed } from "./content/stores.ts";
import type { Text } from "./content/text.ts";
import { productDescription, productTitle } from "./content/titles.ts";
import type { Random } from "./random.ts";

/** Attribute slugs the seed creates (see content/site.ts ATTRIBUTE_NAMES). */
export type SizeAttribute = "size" | "length" | "shoe-size" | "age";

export interface VariantPlan {
  size: string | null;
  colour: Colour;
  /** 0 = the product's price applies. */
  price: number;
  quantity: number;
}

/** Everything about one product except database ids. */
export interface ProductPlan {
  store: StoreSeed;
  category: CategorySeed;
  sub: SubCategorySeed;
  brandSlug: string | null;
  fabric: Fabric;
  style: Style;
  colour: Colour;
  colours: Colour[];
  title: Text;
  description: Text;
  short: Text;
  warranty: Text | null;
  selling: number;
  offered: number;
  refundable: boolean;
  warrantyFlag: boolean;
  mindChange: boolean;
  freeShipping: boolean;
  featured: boolean;
  soldCount: number;
  sizeAttribute: SizeAttribute | null;
  variants: VariantPlan[];
  tags: string[];
  /** Age of the product, for created_at. */
  ageMinutes: number;
}

const FABRIC_BY_KEY = new Map(FABRICS.map((f) => [f.key, f]));
const SIZE_ATTRIBUTE: Record<SubCategorySeed["sizes"], SizeAttribute | null> = {
  letter: "size",
  length: "length",
  shoe: "shoe-size",
  age: "age",
  none: null,
};
const SIZE_LIST: Record<SizeAttribute, readonly string[]> = {
  size: SIZE_VALUES.letter,
  length: SIZE_VALUES.length,
  "shoe-size": SIZE_VALUES.shoe,
  age: SIZE_VALUES.age,
};

export interface StoreSub {
  store: StoreSeed;
  category: CategorySeed;
  sub: SubCategorySeed;
}

/** Every (store, sub-category) a store sells, in a fixed order. */
export function storeSubs(): StoreSub[] {
  const pairs: StoreSub[] = [];
  for (const store of STORES) {
    for (const slug of store.categories) {
      const category = CATEGORIES.find((c) => c.slug === slug);
      if (!category) throw new Error(`Store ${store.slug} sells unknown category ${slug}`);
      for (const sub of category.subs) pairs.push({ store, category, sub });
    }
  }
  return pairs;
}

/** A believable price inside the range, ending in .99. */
function price(random: Random, [min, max]: readonly [number, number]): number {
  const raw = random.int(min, max);
  return Math.max(99, Math.round(raw / 100) * 100 - 1);
}

function tagsFor(
  random: Random,
  plan: Pick<ProductPlan, "sub" | "category" | "fabric" | "ageMinutes" | "soldCount">,
): string[] {
  const tags = new Set<string>();
  const { sub, category, fabric } = plan;
  if (/embroidered|evening/.test(sub.slug) || category.slug === "kaftans") tags.add("eid");
  if (category.slug === "prayer-wear" || /jilbab|khimar/.test(sub.slug)) tags.add("ramadan");
  if (["linen", "cotton", "chiffon", "nida"].includes(fabric.key)) tags.add("breathable");
  if (["linen", "lycra"].includes(fabric.key) || sub.slug === "sandals") tags.add("summer");
  if (
    ["wool", "velvet"].includes(fabric.key) ||
    ["long-coats", "ankle-boots", "trench-coats"].includes(sub.slug)
  )
    tags.add("winter");
  if (["shirt-dresses", "tunic-shirts", "wide-leg-trousers", "handbags", "ballet-flats"].includes(sub.slug))
    tags.add("office");
  if (["evening-dresses", "embroidered-kaftans", "butterfly-abayas"].includes(sub.slug)) tags.add("wedding");
  if (["travel-prayer-sets", "instant-hijabs", "arm-sleeves"].includes(sub.slug)) tags.add("travel");
  if (["accessories", "prayer-wear"].includes(category.slug) || sub.slug === "kufi-caps")
    tags.add("gift-idea");
  if (plan.ageMinutes < 14 * 24 * 60) tags.add("new-in");
  if (plan.soldCount > 260) tags.add("bestseller");
  if (random.chance(0.15)) tags.add("handmade");
  if (sub.sizes === "letter" && random.chance(0.12)) tags.add("plus-size");
  return [...tags];
}

export interface PlanOptions {
  /** Max variants (size × colour); the synthetic catalogue keeps it small. */
  maxVariants: number;
  /** Products are spread over this many minutes before now. */
  spreadMinutes: number;
}

/** Plans one product of `pair` deterministically from `random`. */
export function planProduct(random: Random, pair: StoreSub, options: PlanOptions): ProductPlan {
  const { store, category, sub } = pair;
  const fabric = FABRIC_BY_KEY.get(random.pick(sub.fabrics))!;
  const styles = sub.clothes ? STYLES : STYLES.filter((s) => !s.clothesOnly);
  const style = random.pick(styles);
  const colour = random.pick(COLOURS);
  const extra = random.chance(sub.sizes === "none" ? 0.85 : 0.4) ? 1 + (random.chance(0.3) ? 1 : 0) : 0;
  const colours = [
    colour,
    ...random.sample(
      COLOURS.filter((c) => c !== colour),
      extra,
    ),
  ];

  const focused = BRANDS.filter((b) => b.focus.includes(category.slug));
  const brandSlug = random.chance(0.9) ? random.pick(focused.length > 0 ? focused : BRANDS).slug : null;

  const selling = price(random, sub.price);
  const offered = random.chance(0.3)
    ? Math.max(99, Math.round((selling * (0.7 + random.next() * 0.2)) / 100) * 100 - 1)
    : 0;

  const sizeAttribute = SIZE_ATTRIBUTE[sub.sizes];
  const allSizes = sizeAttribute ? SIZE_LIST[sizeAttribute] : [null];
  const soldOut = random.chance(0.05);
  const variants: VariantPlan[] = [];
  for (const c of colours) {
    for (const size of allSizes) {
      if (variants.length >= options.maxVariants) break;
      // Larger sizes cost a little more when the product is not on offer (the variant price wins).
      const bigger = offered === 0 && (size === "XL" || size === "60") ? selling + 500 : 0;
      variants.push({
        size,
        colour: c,
        price: bigger,
        quantity: soldOut || random.chance(0.12) ? 0 : random.int(1, 40),
      });
    }
  }

  const accessory = ["accessories", "footwear"].includes(category.slug);
  const warrantyFlag = random.chance(accessory ? 0.7 : 0.2);
  const ageMinutes = random.int(0, options.spreadMinutes);
  const soldCount = random.int(0, 300);
  const plan = {
    store,
    category,
    sub,
    brandSlug,
    fabric,
    style,
    colour,
    colours,
    title: productTitle(sub, style, fabric, colour),
    description: productDescription(sub, fabric, colour, random.int(0, 3)),
    short: sub.about,
    warranty: warrantyFlag ? WARRANTY : null,
    selling,
    offered,
    refundable: random.chance(sub.clothes ? 0.75 : 0.5),
    warrantyFlag,
    mindChange: random.chance(0.4),
    freeShipping: random.chance(0.3),
    featured: random.chance(0.1),
    soldCount,
    sizeAttribute,
    variants,
    tags: [] as string[],
    ageMinutes,
  };
  plan.tags = tagsFor(random, plan);
  return plan;
}

/** A readable variant label for order lines, e.g. "M / Black". */
export function variantLabel(variant: VariantPlan): string {
  return [variant.size, variant.colour.name.en].filter(Boolean).join(" / ");
}
