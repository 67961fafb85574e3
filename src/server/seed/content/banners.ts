import type { Text } from "./text.ts";

/** Where a banner leads, by slug; the seeder turns slugs into ids (source types 1–6). */
export type SourceRef =
  | { type: 1; categories: string[] }
  | { type: 2; subCategories: string[] }
  | { type: 3; tags: string[] }
  | { type: 4; brands: string[] }
  | { type: 5; products: number }
  | { type: 6; url: string };

export interface BannerSeed {
  /** Placement 1–9 (enums.ts BANNER_TYPE). */
  type: number;
  source: SourceRef;
  closable: boolean;
  /** Picture size and motif. */
  width: number;
  height: number;
  hex: string;
  motif: "abaya" | "hijab" | "dress" | "thobe" | "mat" | "bag";
  title: Text;
  subtitle: Text;
  button: Text;
}

export const SHOP_NOW: Text = {
  en: "Shop now",
  fr: "Découvrir",
  ar: "تسوّقي الآن",
  hi: "अभी ख़रीदें",
  tr: "Alışverişe başla",
};
export const SEE_MORE: Text = {
  en: "See more",
  fr: "Voir plus",
  ar: "شاهد المزيد",
  hi: "और देखें",
  tr: "Daha fazla",
};

export const BANNERS: readonly BannerSeed[] = [
  {
    type: 1,
    source: { type: 6, url: "/flash-sale" },
    closable: true,
    width: 1920,
    height: 80,
    hex: "#7a5c3e",
    motif: "abaya",
    title: {
      en: "Flash sale now on: up to 40% off for three days",
      fr: "Vente flash en cours : jusqu'à -40 % pendant trois jours",
      ar: "التخفيضات السريعة الآن: خصم حتى 40% لمدة ثلاثة أيام",
      hi: "फ़्लैश सेल जारी: तीन दिनों तक 40% तक की छूट",
      tr: "Flaş indirim başladı: üç gün boyunca %40'a varan indirim",
    },
    subtitle: {
      en: "While stocks last",
      fr: "Dans la limite des stocks",
      ar: "حتى نفاد الكمية",
      hi: "स्टॉक रहने तक",
      tr: "Stoklarla sınırlı",
    },
    button: SHOP_NOW,
  },
  {
    type: 2,
    source: { type: 6, url: "/register" },
    closable: true,
    width: 600,
    height: 600,
    hex: "#9b4f5f",
    motif: "hijab",
    title: {
      en: "Welcome! Take $10 off your first order",
      fr: "Bienvenue ! 10 $ offerts sur votre première commande",
      ar: "أهلاً بك! خصم 10 دولارات على طلبك الأول",
      hi: "स्वागत है! पहले ऑर्डर पर $10 की छूट",
      tr: "Hoş geldiniz! İlk siparişinize 10 $ indirim",
    },
    subtitle: {
      en: "Use code WELCOME10 on orders over $50",
      fr: "Code WELCOME10 dès 50 $ d'achat",
      ar: "استخدم الرمز WELCOME10 للطلبات فوق 50 دولاراً",
      hi: "$50 से ऊपर के ऑर्डर पर कोड WELCOME10 लगाएँ",
      tr: "50 $ üzeri siparişlerde WELCOME10 kodunu kullanın",
    },
    button: {
      en: "Create an account",
      fr: "Créer un compte",
      ar: "أنشئ حساباً",
      hi: "खाता बनाएँ",
      tr: "Hesap oluştur",
    },
  },
  {
    type: 3,
    source: { type: 1, categories: ["abayas"] },
    closable: false,
    width: 800,
    height: 400,
    hex: "#2f4858",
    motif: "abaya",
    title: {
      en: "New season abayas",
      fr: "Abayas de la nouvelle saison",
      ar: "عبايات الموسم الجديد",
      hi: "नए सीज़न के अबाया",
      tr: "Yeni sezon abayalar",
    },
    subtitle: {
      en: "Open, closed and butterfly cuts",
      fr: "Coupes ouvertes, fermées et papillon",
      ar: "قصّات مفتوحة ومغلقة وفراشة",
      hi: "ओपन, क्लोज़्ड और बटरफ़्लाई कट",
      tr: "Açık, kapalı ve kelebek kesimler",
    },
    button: SHOP_NOW,
  },
  {
    type: 3,
    source: { type: 4, brands: ["noor-atelier", "qalb-couture"] },
    closable: false,
    width: 800,
    height: 400,
    hex: "#7b2d26",
    motif: "dress",
    title: {
      en: "Designer labels",
      fr: "Marques de créateurs",
      ar: "ماركات المصممين",
      hi: "डिज़ाइनर ब्रांड",
      tr: "Tasarımcı markalar",
    },
    subtitle: {
      en: "Noor Atelier and Qalb Couture",
      fr: "Noor Atelier et Qalb Couture",
      ar: "نور أتيليه وقلب كوتور",
      hi: "नूर अटेलियर और क़ल्ब कूट्यूर",
      tr: "Noor Atelier ve Qalb Couture",
    },
    button: SEE_MORE,
  },
  {
    type: 4,
    source: { type: 5, products: 8 },
    closable: false,
    width: 1600,
    height: 320,
    hex: "#386641",
    motif: "mat",
    title: {
      en: "Staff picks this week",
      fr: "Les coups de cœur de la semaine",
      ar: "اختياراتنا لهذا الأسبوع",
      hi: "इस हफ़्ते की हमारी पसंद",
      tr: "Bu haftanın seçkileri",
    },
    subtitle: {
      en: "Eight favourites from our sellers",
      fr: "Huit favoris de nos vendeurs",
      ar: "ثماني قطع مفضلة من بائعينا",
      hi: "हमारे विक्रेताओं की आठ पसंदीदा चीज़ें",
      tr: "Satıcılarımızdan sekiz favori",
    },
    button: SEE_MORE,
  },
  {
    type: 5,
    source: { type: 2, subCategories: ["shawls", "instant-hijabs", "square-scarves"] },
    closable: false,
    width: 800,
    height: 400,
    hex: "#5b6e5d",
    motif: "hijab",
    title: {
      en: "Hijabs for every day",
      fr: "Des hijabs pour tous les jours",
      ar: "حجابات لكل يوم",
      hi: "हर दिन के लिए हिजाब",
      tr: "Her güne başörtüsü",
    },
    subtitle: {
      en: "Shawls, squares and instant styles",
      fr: "Châles, carrés et modèles à enfiler",
      ar: "شالات ومربعات وحجابات جاهزة",
      hi: "शॉल, चौकोर और इंस्टेंट स्टाइल",
      tr: "Şallar, eşarplar ve pratik modeller",
    },
    button: SHOP_NOW,
  },
  {
    type: 6,
    source: { type: 3, tags: ["eid"] },
    closable: false,
    width: 1600,
    height: 320,
    hex: "#9b4f5f",
    motif: "dress",
    title: {
      en: "Dressed for Eid",
      fr: "Habillée pour l'Aïd",
      ar: "إطلالات العيد",
      hi: "ईद के लिए तैयार",
      tr: "Bayram şıklığı",
    },
    subtitle: {
      en: "Festive pieces for the whole family",
      fr: "Des tenues de fête pour toute la famille",
      ar: "قطع احتفالية لكل العائلة",
      hi: "पूरे परिवार के लिए त्योहारी कपड़े",
      tr: "Tüm aile için bayramlık parçalar",
    },
    button: SHOP_NOW,
  },
  {
    type: 7,
    source: { type: 6, url: "/shop/noor-modest-house" },
    closable: false,
    width: 1600,
    height: 320,
    hex: "#7a5c3e",
    motif: "abaya",
    title: {
      en: "Visit Noor Modest House",
      fr: "Découvrez la Maison Noor",
      ar: "زوروا دار نور للأزياء المحتشمة",
      hi: "नूर मॉडेस्ट हाउस देखें",
      tr: "Noor Tesettür Evi'ni ziyaret edin",
    },
    subtitle: {
      en: "Handmade in Dubai since 2012",
      fr: "Fait main à Dubaï depuis 2012",
      ar: "صناعة يدوية في دبي منذ 2012",
      hi: "2012 से दुबई में हाथ से बना",
      tr: "2012'den beri Dubai'de el yapımı",
    },
    button: {
      en: "Visit the store",
      fr: "Voir la boutique",
      ar: "زيارة المتجر",
      hi: "दुकान देखें",
      tr: "Mağazaya git",
    },
  },
  {
    type: 8,
    source: { type: 1, categories: ["prayer-wear"] },
    closable: false,
    width: 400,
    height: 600,
    hex: "#386641",
    motif: "mat",
    title: {
      en: "Prayer essentials",
      fr: "L'essentiel pour la prière",
      ar: "مستلزمات الصلاة",
      hi: "नमाज़ की ज़रूरी चीज़ें",
      tr: "Namaz ihtiyaçları",
    },
    subtitle: {
      en: "Mats, dresses and travel sets",
      fr: "Tapis, robes et kits de voyage",
      ar: "سجادات وفساتين وأطقم سفر",
      hi: "जानमाज़, ड्रेस और ट्रैवल सेट",
      tr: "Seccadeler, elbiseler ve seyahat setleri",
    },
    button: SHOP_NOW,
  },
  {
    type: 9,
    source: { type: 6, url: "/page/shipping" },
    closable: false,
    width: 1200,
    height: 200,
    hex: "#3c3f46",
    motif: "bag",
    title: {
      en: "Free shipping on hundreds of products",
      fr: "Livraison offerte sur des centaines de produits",
      ar: "شحن مجاني على مئات المنتجات",
      hi: "सैकड़ों उत्पादों पर मुफ़्त शिपिंग",
      tr: "Yüzlerce üründe ücretsiz kargo",
    },
    subtitle: {
      en: "See how shipping works",
      fr: "Comment fonctionne la livraison",
      ar: "تعرّف على طريقة الشحن",
      hi: "जानें शिपिंग कैसे काम करती है",
      tr: "Kargo nasıl işler?",
    },
    button: SEE_MORE,
  },
];
