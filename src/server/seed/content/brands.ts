import type { Text } from "./text.ts";

export interface BrandSeed {
  slug: string;
  name: Text;
  /** Emblem colour for the generated logo. */
  hex: string;
  featured: boolean;
  /** Category slugs the brand mostly makes. */
  focus: readonly string[];
}

export const BRANDS: readonly BrandSeed[] = [
  {
    slug: "noor-atelier",
    name: { en: "Noor Atelier", fr: "Noor Atelier", ar: "نور أتيليه", hi: "नूर अटेलियर", tr: "Noor Atelier" },
    hex: "#7a5c3e",
    featured: true,
    focus: ["abayas", "kaftans", "jilbabs"],
  },
  {
    slug: "sakina",
    name: { en: "Sakina", fr: "Sakina", ar: "سكينة", hi: "सकीना", tr: "Sakina" },
    hex: "#5b6e5d",
    featured: true,
    focus: ["hijabs", "jilbabs", "prayer-wear"],
  },
  {
    slug: "medina-threads",
    name: {
      en: "Medina Threads",
      fr: "Medina Threads",
      ar: "خيوط المدينة",
      hi: "मदीना थ्रेड्स",
      tr: "Medina Threads",
    },
    hex: "#2f4858",
    featured: true,
    focus: ["abayas", "modest-dresses", "tunics"],
  },
  {
    slug: "zahra-and-co",
    name: { en: "Zahra & Co.", fr: "Zahra & Cie", ar: "زهرة وشركاه", hi: "ज़हरा एंड कंपनी", tr: "Zahra & Co." },
    hex: "#9b4f5f",
    featured: true,
    focus: ["modest-dresses", "skirts", "kaftans"],
  },
  {
    slug: "layla-line",
    name: { en: "Layla Line", fr: "Layla Line", ar: "ليلى لاين", hi: "लैला लाइन", tr: "Layla Line" },
    hex: "#4a4063",
    featured: true,
    focus: ["tunics", "trousers", "skirts"],
  },
  {
    slug: "amira-studio",
    name: {
      en: "Amira Studio",
      fr: "Studio Amira",
      ar: "استوديو أميرة",
      hi: "अमीरा स्टूडियो",
      tr: "Amira Stüdyo",
    },
    hex: "#b07d48",
    featured: true,
    focus: ["modest-dresses", "outerwear", "abayas"],
  },
  {
    slug: "barakah-basics",
    name: {
      en: "Barakah Basics",
      fr: "Barakah Basics",
      ar: "بركة بيسكس",
      hi: "बरकत बेसिक्स",
      tr: "Bereket Basic",
    },
    hex: "#6b705c",
    featured: false,
    focus: ["hijabs", "tunics", "trousers"],
  },
  {
    slug: "ruya",
    name: { en: "Ruya", fr: "Ruya", ar: "رؤيا", hi: "रुया", tr: "Rüya" },
    hex: "#3d5a80",
    featured: true,
    focus: ["kaftans", "modest-dresses", "accessories"],
  },
  {
    slug: "safa-sport",
    name: { en: "Safa Sport", fr: "Safa Sport", ar: "صفا سبورت", hi: "सफ़ा स्पोर्ट", tr: "Safa Spor" },
    hex: "#1b7f79",
    featured: false,
    focus: ["modest-sportswear", "footwear"],
  },
  {
    slug: "jannah-kids",
    name: { en: "Jannah Kids", fr: "Jannah Kids", ar: "جنّة كيدز", hi: "जन्नत किड्स", tr: "Cennet Kids" },
    hex: "#e07a5f",
    featured: false,
    focus: ["kids"],
  },
  {
    slug: "qalb-couture",
    name: { en: "Qalb Couture", fr: "Qalb Couture", ar: "قلب كوتور", hi: "क़ल्ब कूट्यूर", tr: "Qalb Couture" },
    hex: "#7b2d26",
    featured: true,
    focus: ["modest-dresses", "abayas", "kaftans"],
  },
  {
    slug: "nazik",
    name: { en: "Nazik", fr: "Nazik", ar: "نازك", hi: "नाज़िक", tr: "Nazik" },
    hex: "#8e6c88",
    featured: false,
    focus: ["hijabs", "skirts", "outerwear"],
  },
  {
    slug: "hira",
    name: { en: "Hira", fr: "Hira", ar: "حراء", hi: "हिरा", tr: "Hira" },
    hex: "#386641",
    featured: false,
    focus: ["prayer-wear", "menswear"],
  },
  {
    slug: "sultan-tailors",
    name: {
      en: "Sultan Tailors",
      fr: "Tailleurs Sultan",
      ar: "خياطة السلطان",
      hi: "सुल्तान टेलर्स",
      tr: "Sultan Terzi",
    },
    hex: "#283618",
    featured: false,
    focus: ["menswear", "kids"],
  },
  {
    slug: "lale",
    name: { en: "Lale", fr: "Lale", ar: "لاله", hi: "लाले", tr: "Lale" },
    hex: "#c44569",
    featured: false,
    focus: ["hijabs", "tunics", "outerwear"],
  },
  {
    slug: "dar-al-hareer",
    name: {
      en: "Dar Al Hareer",
      fr: "Dar Al Hareer",
      ar: "دار الحرير",
      hi: "दार अल हरीर",
      tr: "Dar El Harir",
    },
    hex: "#a47148",
    featured: false,
    focus: ["hijabs", "kaftans", "modest-dresses"],
  },
  {
    slug: "kashmir-loom",
    name: { en: "Kashmir Loom", fr: "Kashmir Loom", ar: "نول كشمير", hi: "कश्मीर लूम", tr: "Keşmir Dokuma" },
    hex: "#5e503f",
    featured: false,
    focus: ["tunics", "menswear", "outerwear"],
  },
  {
    slug: "atlas-leather",
    name: { en: "Atlas Leather", fr: "Cuirs Atlas", ar: "أطلس للجلود", hi: "एटलस लेदर", tr: "Atlas Deri" },
    hex: "#6f4518",
    featured: false,
    focus: ["footwear", "accessories"],
  },
];
