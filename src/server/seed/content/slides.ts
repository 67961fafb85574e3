import { type BannerSeed, SHOP_NOW, SEE_MORE, type SourceRef } from "./banners.ts";
import type { Text } from "./text.ts";

export interface SlideSeed {
  source: SourceRef;
  hex: string;
  motif: BannerSeed["motif"];
  title: Text;
  subtitle: Text;
  button: Text;
}

export const SLIDES: readonly SlideSeed[] = [
  {
    source: { type: 1, categories: ["abayas"] },
    hex: "#7a5c3e",
    motif: "abaya",
    title: {
      en: "Grace in every layer",
      fr: "L'élégance à chaque couche",
      ar: "أناقة في كل طبقة",
      hi: "हर परत में नज़ाकत",
      tr: "Her katmanda zarafet",
    },
    subtitle: {
      en: "Abayas from independent workshops in Dubai and Istanbul",
      fr: "Des abayas d'ateliers indépendants de Dubaï et d'Istanbul",
      ar: "عبايات من ورش مستقلة في دبي وإسطنبول",
      hi: "दुबई और इस्तांबुल की स्वतंत्र कार्यशालाओं के अबाया",
      tr: "Dubai ve İstanbul'daki bağımsız atölyelerden abayalar",
    },
    button: SHOP_NOW,
  },
  {
    source: { type: 6, url: "/flash-sale" },
    hex: "#9b4f5f",
    motif: "dress",
    title: {
      en: "Flash sale: three days only",
      fr: "Vente flash : trois jours seulement",
      ar: "تخفيضات سريعة: ثلاثة أيام فقط",
      hi: "फ़्लैश सेल: सिर्फ़ तीन दिन",
      tr: "Flaş indirim: yalnızca üç gün",
    },
    subtitle: {
      en: "Dresses, kaftans and hijabs at their lowest prices",
      fr: "Robes, caftans et hijabs à prix mini",
      ar: "فساتين وقفاطين وحجابات بأقل الأسعار",
      hi: "ड्रेस, कफ़्तान और हिजाब सबसे कम दामों पर",
      tr: "Elbiseler, kaftanlar ve başörtüleri en uygun fiyatlarla",
    },
    button: SHOP_NOW,
  },
  {
    source: { type: 4, brands: ["hira", "sakina"] },
    hex: "#386641",
    motif: "mat",
    title: {
      en: "Pray in comfort",
      fr: "Prier en tout confort",
      ar: "صلِّ براحة",
      hi: "आराम से नमाज़ पढ़ें",
      tr: "Rahatça namaz kılın",
    },
    subtitle: {
      en: "Prayer dresses and mats from Hira and Sakina",
      fr: "Robes et tapis de prière Hira et Sakina",
      ar: "فساتين وسجادات صلاة من حراء وسكينة",
      hi: "हिरा और सकीना की नमाज़ ड्रेस और जानमाज़",
      tr: "Hira ve Sakina'dan namaz elbiseleri ve seccadeler",
    },
    button: SEE_MORE,
  },
  {
    source: { type: 1, categories: ["menswear"] },
    hex: "#283618",
    motif: "thobe",
    title: { en: "For him, too", fr: "Pour lui aussi", ar: "وله أيضاً", hi: "उनके लिए भी", tr: "Onun için de" },
    subtitle: {
      en: "Thobes, kurtas and kufis cut with care",
      fr: "Qamis, kurtas et calottes taillés avec soin",
      ar: "أثواب وكورتات وطواقي مفصّلة بعناية",
      hi: "ध्यान से सिले थोब, कुर्ते और टोपियाँ",
      tr: "Özenle dikilmiş cübbeler, kurtalar ve takkeler",
    },
    button: SHOP_NOW,
  },
];
