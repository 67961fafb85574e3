import { z } from "zod";
import links from "./links.json" with { type: "json" };
import { loadSeed, textSchema } from "./schema.ts";
import type { Text } from "./text.ts";

export const SITE_NAME = "Modest Marketplace";

export const SETTINGS = {
  currency: "USD",
  currencyIcon: "$",
  currencyPosition: 1,
  decimalFormat: "en-US",
  phone: "+93 20 555 0142",
  email: "hello@modest.local",
  address: "Shahr-e Naw, Kabul, Afghanistan",
  vendorRegistration: true,
  defaultCountry: "AF",
  defaultState: "BDS",
  cookieBanner: true,
  enableGa: false,
  enablePixel: false,
  googleLogin: false,
  facebookLogin: false,
  chatPhone: "93700555142",
  // Demo account for bank transfers (not a real one).
  bankName: "Azizi Bank",
  bankAccountHolder: "Modest Marketplace Ltd",
  bankAccountNumber: "AF36 0020 0000 0012 3456 789",
  bankBranch: "Shahr-e Naw, Kabul (SWIFT AZBKAFKA)",
} as const;

/** Per-language texts of the site settings. */
export const SITE_TEXTS: Record<
  keyof Text,
  {
    siteName: string;
    metaTitle: string;
    metaDescription: string;
    metaKeywords: string;
    copyright: string;
    about: string;
  }
> = {
  en: {
    siteName: SITE_NAME,
    metaTitle: "Modest Marketplace: abayas, hijabs and modest fashion from independent makers",
    metaDescription:
      "Shop abayas, hijabs, jilbabs, kaftans, modest dresses, prayer wear, menswear and kids' clothes from independent sellers, in five languages.",
    metaKeywords: "modest fashion, abaya, hijab, jilbab, kaftan, modest dresses, prayer wear, thobe",
    copyright: "© Modest Marketplace. All rights reserved.",
    about:
      "Covered clothing from independent makers, well made, fairly priced and easy to find in your own language.",
  },
  fr: {
    siteName: SITE_NAME,
    metaTitle: "Modest Marketplace : abayas, hijabs et mode pudique de créateurs indépendants",
    metaDescription:
      "Abayas, hijabs, jilbabs, caftans, robes pudiques, tenues de prière, vêtements pour homme et enfant, par des vendeurs indépendants, en cinq langues.",
    metaKeywords: "mode pudique, abaya, hijab, jilbab, caftan, robe longue, tenue de prière, qamis",
    copyright: "© Modest Marketplace. Tous droits réservés.",
    about:
      "Des vêtements couvrants de créateurs indépendants, bien faits, à un prix juste et faciles à trouver dans votre langue.",
  },
  ar: {
    siteName: SITE_NAME,
    metaTitle: "Modest Marketplace: عبايات وحجابات وأزياء محتشمة من صنّاع مستقلين",
    metaDescription:
      "تسوّقي العبايات والحجابات والجلابيب والقفاطين والفساتين المحتشمة وملابس الصلاة والملابس الرجالية وملابس الأطفال من بائعين مستقلين، بخمس لغات.",
    metaKeywords: "أزياء محتشمة، عباية، حجاب، جلباب، قفطان، فساتين محتشمة، ملابس صلاة، ثوب",
    copyright: "© Modest Marketplace. جميع الحقوق محفوظة.",
    about: "ملابس محتشمة من صنّاع مستقلين، متقنة الصنع وبسعر عادل ويسهل العثور عليها بلغتك.",
  },
  hi: {
    siteName: SITE_NAME,
    metaTitle: "Modest Marketplace: स्वतंत्र निर्माताओं के अबाया, हिजाब और मॉडेस्ट फ़ैशन",
    metaDescription:
      "स्वतंत्र विक्रेताओं से अबाया, हिजाब, जिलबाब, कफ़्तान, मॉडेस्ट ड्रेस, नमाज़ के कपड़े, पुरुषों और बच्चों के कपड़े ख़रीदें, पाँच भाषाओं में।",
    metaKeywords: "मॉडेस्ट फ़ैशन, अबाया, हिजाब, जिलबाब, कफ़्तान, मॉडेस्ट ड्रेस, नमाज़ के कपड़े, थोब",
    copyright: "© Modest Marketplace. सर्वाधिकार सुरक्षित।",
    about: "स्वतंत्र निर्माताओं के शालीन कपड़े, अच्छी तरह बने, उचित दाम वाले और आपकी अपनी भाषा में आसानी से मिलने वाले।",
  },
  tr: {
    siteName: SITE_NAME,
    metaTitle: "Modest Marketplace: bağımsız üreticilerden abaya, başörtüsü ve tesettür giyim",
    metaDescription:
      "Bağımsız satıcılardan abaya, başörtüsü, cilbab, kaftan, tesettür elbise, namaz kıyafeti, erkek ve çocuk giyim; beş dilde alışveriş.",
    metaKeywords: "tesettür giyim, abaya, başörtüsü, cilbab, kaftan, tesettür elbise, namaz kıyafeti, cübbe",
    copyright: "© Modest Marketplace. Tüm hakları saklıdır.",
    about:
      "Bağımsız üreticilerden iyi dikilmiş, adil fiyatlı ve kendi dilinizde kolayca bulunan kapalı giyim.",
  },
};

const LINK_POSITIONS = ["left", "right", "footer"] as const;

export interface LinkSeed {
  position: (typeof LINK_POSITIONS)[number];
  url: string;
  title: Text;
}

/** The header's left and right links and the footer's, in order. */
export const LINKS: readonly LinkSeed[] = loadSeed(
  z.array(
    z.strictObject({
      position: z.enum(LINK_POSITIONS),
      url: z.string().startsWith("/"),
      title: textSchema,
    }),
  ),
  links,
  "links.json",
);

export const SOCIAL = [
  { title: "Facebook", link: "https://www.facebook.com/", icon: "facebook" },
  { title: "Instagram", link: "https://www.instagram.com/", icon: "instagram" },
  { title: "X", link: "https://x.com/", icon: "x" },
  { title: "YouTube", link: "https://www.youtube.com/", icon: "youtube" },
  { title: "Pinterest", link: "https://www.pinterest.com/", icon: "pinterest" },
] as const;

export const PAYMENT_METHODS = [
  { id: 1, name: "Razorpay", enabled: false },
  { id: 2, name: "Cash on delivery", enabled: true },
  { id: 3, name: "Stripe", enabled: false },
  { id: 4, name: "PayPal", enabled: false },
  { id: 5, name: "Flutterwave", enabled: false },
  { id: 6, name: "Iyzico", enabled: false },
  { id: 7, name: "Bank transfer", enabled: true },
  { id: 8, name: "Payfast", enabled: false },
] as const;

export const FEATURES: readonly { icon: string; title: Text; subtitle: Text }[] = [
  {
    icon: "truck",
    title: {
      en: "Free shipping",
      fr: "Livraison offerte",
      ar: "شحن مجاني",
      hi: "मुफ़्त शिपिंग",
      tr: "Ücretsiz kargo",
    },
    subtitle: {
      en: "On hundreds of marked products",
      fr: "Sur des centaines de produits signalés",
      ar: "على مئات المنتجات المميزة",
      hi: "सैकड़ों चिह्नित उत्पादों पर",
      tr: "İşaretli yüzlerce üründe",
    },
  },
  {
    icon: "return",
    title: { en: "Easy returns", fr: "Retours faciles", ar: "إرجاع سهل", hi: "आसान वापसी", tr: "Kolay iade" },
    subtitle: {
      en: "14 days on refundable items",
      fr: "14 jours sur les articles remboursables",
      ar: "14 يوماً للمنتجات القابلة للاسترداد",
      hi: "रिफ़ंड योग्य सामान पर 14 दिन",
      tr: "İade edilebilir ürünlerde 14 gün",
    },
  },
  {
    icon: "shield",
    title: {
      en: "Secure payment",
      fr: "Paiement sécurisé",
      ar: "دفع آمن",
      hi: "सुरक्षित भुगतान",
      tr: "Güvenli ödeme",
    },
    subtitle: {
      en: "Cash on delivery or bank transfer",
      fr: "À la livraison ou par virement",
      ar: "الدفع عند الاستلام أو التحويل البنكي",
      hi: "कैश ऑन डिलीवरी या बैंक ट्रांसफ़र",
      tr: "Kapıda ödeme veya havale",
    },
  },
  {
    icon: "chat",
    title: {
      en: "Here to help",
      fr: "À votre écoute",
      ar: "في خدمتك",
      hi: "मदद के लिए हाज़िर",
      tr: "Yardıma hazırız",
    },
    subtitle: {
      en: "Chat with us seven days a week",
      fr: "Discutez avec nous 7 jours sur 7",
      ar: "تحدث معنا طوال أيام الأسبوع",
      hi: "हफ़्ते के सातों दिन हमसे बात करें",
      tr: "Haftanın yedi günü bize yazın",
    },
  },
];

export interface FlashSaleSeed {
  /** Days relative to seeding time. */
  startsInDays: number;
  endsInDays: number;
  products: number;
  hex: string;
  title: Text;
  description: Text;
}

export const FLASH_SALES: readonly FlashSaleSeed[] = [
  {
    startsInDays: -1,
    endsInDays: 3,
    products: 16,
    hex: "#9b4f5f",
    title: {
      en: "Mid-season flash sale",
      fr: "Vente flash de mi-saison",
      ar: "تخفيضات منتصف الموسم السريعة",
      hi: "मिड-सीज़न फ़्लैश सेल",
      tr: "Sezon ortası flaş indirim",
    },
    description: {
      en: "Limited stock at flash prices for a few days only.",
      fr: "Stock limité à prix flash pendant quelques jours seulement.",
      ar: "كميات محدودة بأسعار خاطفة لبضعة أيام فقط.",
      hi: "सिर्फ़ कुछ दिनों के लिए फ़्लैश क़ीमतों पर सीमित स्टॉक।",
      tr: "Yalnızca birkaç gün boyunca flaş fiyatlarla sınırlı stok.",
    },
  },
  {
    startsInDays: 10,
    endsInDays: 13,
    products: 8,
    hex: "#386641",
    title: {
      en: "Eid countdown",
      fr: "Compte à rebours de l'Aïd",
      ar: "العد التنازلي للعيد",
      hi: "ईद का काउंटडाउन",
      tr: "Bayram geri sayımı",
    },
    description: {
      en: "Festive pieces at special prices, starting soon.",
      fr: "Des pièces de fête à prix spéciaux, bientôt disponibles.",
      ar: "قطع احتفالية بأسعار خاصة، قريباً.",
      hi: "त्योहारी कपड़े ख़ास क़ीमतों पर, जल्द शुरू।",
      tr: "Bayramlık parçalar özel fiyatlarla, çok yakında.",
    },
  },
];

export const ATTRIBUTE_NAMES: Record<"size" | "length" | "shoe-size" | "age" | "colour", Text> = {
  size: { en: "Size", fr: "Taille", ar: "المقاس", hi: "साइज़", tr: "Beden" },
  length: {
    en: "Length (inches)",
    fr: "Longueur (pouces)",
    ar: "الطول (بوصة)",
    hi: "लंबाई (इंच)",
    tr: "Boy (inç)",
  },
  "shoe-size": {
    en: "Shoe size (EU)",
    fr: "Pointure (EU)",
    ar: "مقاس الحذاء (أوروبي)",
    hi: "जूते का साइज़ (EU)",
    tr: "Ayakkabı numarası (EU)",
  },
  age: { en: "Age (years)", fr: "Âge (ans)", ar: "العمر (سنوات)", hi: "उम्र (साल)", tr: "Yaş" },
  colour: { en: "Colour", fr: "Couleur", ar: "اللون", hi: "रंग", tr: "Renk" },
};

export const SIZE_VALUES = {
  letter: ["S", "M", "L", "XL"],
  length: ["52", "54", "56", "58", "60"],
  shoe: ["36", "37", "38", "39", "40", "41"],
  age: ["4-5", "6-7", "8-9", "10-11", "12-13"],
} as const;

export const WARRANTY: Text = {
  en: "30-day warranty against stitching and fastening defects.",
  fr: "Garantie de 30 jours contre les défauts de couture et de fermeture.",
  ar: "ضمان لمدة 30 يوماً ضد عيوب الخياطة والإغلاق.",
  hi: "सिलाई और बटन-ज़िप की ख़राबी पर 30 दिन की वारंटी।",
  tr: "Dikiş ve kapama kusurlarına karşı 30 gün garanti.",
};
