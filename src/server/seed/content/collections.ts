import type { Text } from "./text.ts";

export interface CollectionSeed {
  slug: string;
  name: Text;
  about: Text;
  hex: string;
  /** Sub-category slugs whose products join the collection. */
  picks: readonly string[];
}

export const COLLECTIONS: readonly CollectionSeed[] = [
  {
    slug: "ramadan-edit",
    name: {
      en: "Ramadan Edit",
      fr: "Sélection Ramadan",
      ar: "مختارات رمضان",
      hi: "रमज़ान कलेक्शन",
      tr: "Ramazan Seçkisi",
    },
    about: {
      en: "Soft, covered pieces for taraweeh nights and iftar with family.",
      fr: "Des pièces douces et couvrantes pour les nuits de tarawih et les iftars en famille.",
      ar: "قطع ناعمة ومحتشمة لليالي التراويح والإفطار مع العائلة.",
      hi: "तरावीह की रातों और परिवार के साथ इफ़्तार के लिए मुलायम, ढके हुए कपड़े।",
      tr: "Teravih geceleri ve aileyle iftarlar için yumuşak ve kapalı parçalar.",
    },
    hex: "#2f4858",
    picks: ["prayer-dresses", "one-piece-jilbabs", "closed-abayas", "prayer-mats", "khimars", "thobes"],
  },
  {
    slug: "eid-celebrations",
    name: {
      en: "Eid Celebrations",
      fr: "Fêtes de l'Aïd",
      ar: "احتفالات العيد",
      hi: "ईद का जश्न",
      tr: "Bayram Şıklığı",
    },
    about: {
      en: "Embroidery, satin and a little shine for the best mornings of the year.",
      fr: "Broderies, satin et une touche d'éclat pour les plus beaux matins de l'année.",
      ar: "تطريز وساتان ولمسة لمعان لأجمل صباحات السنة.",
      hi: "साल की सबसे ख़ूबसूरत सुबहों के लिए कढ़ाई, साटन और हल्की चमक।",
      tr: "Yılın en güzel sabahları için işleme, saten ve biraz ışıltı.",
    },
    hex: "#9b4f5f",
    picks: [
      "embroidered-abayas",
      "embroidered-kaftans",
      "evening-dresses",
      "boys-thobes",
      "girls-abayas",
      "kufi-caps",
    ],
  },
  {
    slug: "summer-linen",
    name: { en: "Summer Linen", fr: "Lin d'été", ar: "كتان الصيف", hi: "गर्मियों का लिनन", tr: "Yaz Keteni" },
    about: {
      en: "Breathable layers that stay cool when the sun is high.",
      fr: "Des superpositions respirantes qui restent fraîches quand le soleil tape.",
      ar: "طبقات خفيفة تسمح بمرور الهواء وتبقى منعشة حين تشتد الشمس.",
      hi: "हवादार परतें जो तेज़ धूप में भी ठंडक बनाए रखती हैं।",
      tr: "Güneş tepedeyken bile serin kalan, nefes alan katmanlar.",
    },
    hex: "#b07d48",
    picks: ["everyday-kaftans", "long-tunics", "wrap-skirts", "wide-leg-trousers", "sandals", "burkinis"],
  },
  {
    slug: "workwear-essentials",
    name: {
      en: "Workwear Essentials",
      fr: "L'essentiel du bureau",
      ar: "أساسيات العمل",
      hi: "ऑफ़िस की ज़रूरतें",
      tr: "Ofis Şıklığı",
    },
    about: {
      en: "Sharp, modest pieces that go from the morning meeting to the evening commute.",
      fr: "Des pièces nettes et pudiques, de la réunion du matin au trajet du soir.",
      ar: "قطع أنيقة ومحتشمة تناسب اجتماع الصباح وطريق العودة مساءً.",
      hi: "सुबह की मीटिंग से शाम की वापसी तक चलने वाले सलीकेदार, शालीन कपड़े।",
      tr: "Sabah toplantısından akşam dönüşüne kadar şık ve kapalı parçalar.",
    },
    hex: "#4a4063",
    picks: [
      "shirt-dresses",
      "tunic-shirts",
      "wide-leg-trousers",
      "long-cardigans",
      "handbags",
      "ballet-flats",
    ],
  },
  {
    slug: "wedding-guest",
    name: {
      en: "Wedding Guest",
      fr: "Invitée de mariage",
      ar: "ضيفة الزفاف",
      hi: "शादी की मेहमान",
      tr: "Düğün Davetlisi",
    },
    about: {
      en: "Floor-length dresses and festive kaftans for the walima and beyond.",
      fr: "Robes longues et caftans de fête pour le walima et au-delà.",
      ar: "فساتين طويلة وقفاطين احتفالية لوليمة العرس وما بعدها.",
      hi: "वलीमा और उसके बाद के जश्न के लिए लंबी ड्रेस और त्योहारी कफ़्तान।",
      tr: "Düğün yemeği ve sonrası için uzun elbiseler ve şık kaftanlar.",
    },
    hex: "#7b2d26",
    picks: ["evening-dresses", "embroidered-kaftans", "butterfly-abayas", "pleated-skirts", "square-scarves"],
  },
  {
    slug: "winter-layers",
    name: {
      en: "Winter Layers",
      fr: "Superpositions d'hiver",
      ar: "طبقات الشتاء",
      hi: "सर्दियों की लेयरिंग",
      tr: "Kış Katmanları",
    },
    about: {
      en: "Coats, cardigans and boots that keep you warm and covered.",
      fr: "Manteaux, cardigans et bottines pour rester au chaud et couverte.",
      ar: "معاطف وكارديغانات وبوتات تبقيك دافئة ومحتشمة.",
      hi: "कोट, कार्डिगन और बूट जो आपको गर्म और ढका हुआ रखते हैं।",
      tr: "Sıcak ve kapalı tutan kabanlar, hırkalar ve botlar.",
    },
    hex: "#3c3f46",
    picks: ["long-coats", "long-cardigans", "trench-coats", "ankle-boots", "jalabiyas"],
  },
];

export interface TagSeed {
  slug: string;
  name: Text;
}

export const TAGS: readonly TagSeed[] = [
  {
    slug: "new-in",
    name: { en: "New in", fr: "Nouveautés", ar: "وصل حديثاً", hi: "नया आगमन", tr: "Yeni Gelenler" },
  },
  {
    slug: "bestseller",
    name: { en: "Bestseller", fr: "Meilleure vente", ar: "الأكثر مبيعاً", hi: "बेस्टसेलर", tr: "Çok Satan" },
  },
  { slug: "eid", name: { en: "Eid", fr: "Aïd", ar: "العيد", hi: "ईद", tr: "Bayram" } },
  { slug: "ramadan", name: { en: "Ramadan", fr: "Ramadan", ar: "رمضان", hi: "रमज़ान", tr: "Ramazan" } },
  { slug: "summer", name: { en: "Summer", fr: "Été", ar: "الصيف", hi: "गर्मी", tr: "Yaz" } },
  { slug: "winter", name: { en: "Winter", fr: "Hiver", ar: "الشتاء", hi: "सर्दी", tr: "Kış" } },
  { slug: "office", name: { en: "Office", fr: "Bureau", ar: "العمل", hi: "ऑफ़िस", tr: "Ofis" } },
  { slug: "wedding", name: { en: "Wedding", fr: "Mariage", ar: "الأعراس", hi: "शादी", tr: "Düğün" } },
  {
    slug: "breathable",
    name: { en: "Breathable", fr: "Respirant", ar: "يسمح بالتهوية", hi: "हवादार", tr: "Nefes Alan" },
  },
  {
    slug: "plus-size",
    name: { en: "Plus size", fr: "Grande taille", ar: "مقاسات كبيرة", hi: "प्लस साइज़", tr: "Büyük Beden" },
  },
  {
    slug: "handmade",
    name: { en: "Handmade", fr: "Fait main", ar: "صناعة يدوية", hi: "हस्तनिर्मित", tr: "El Yapımı" },
  },
  { slug: "travel", name: { en: "Travel", fr: "Voyage", ar: "السفر", hi: "सफ़र", tr: "Seyahat" } },
  {
    slug: "gift-idea",
    name: { en: "Gift idea", fr: "Idée cadeau", ar: "فكرة هدية", hi: "उपहार का आइडिया", tr: "Hediye Fikri" },
  },
];
