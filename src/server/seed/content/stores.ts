import type { Text } from "./text.ts";

export interface StoreSeed {
  slug: string;
  name: Text;
  about: Text;
  hex: string;
  owner: { name: string; email: string; phone: string };
  /** Category slugs the store sells. */
  categories: readonly string[];
  /** Years since the store joined (member since). */
  memberYears: number;
  /** Country/state for its address and its pickup point. */
  city: string;
  country: string;
}

export const STORES: readonly StoreSeed[] = [
  {
    slug: "noor-modest-house",
    name: {
      en: "Noor Modest House",
      fr: "Maison Noor",
      ar: "دار نور للأزياء المحتشمة",
      hi: "नूर मॉडेस्ट हाउस",
      tr: "Noor Tesettür Evi",
    },
    about: {
      en: "Abayas, jilbabs and kaftans cut and sewn in our Dubai workshop since 2012.",
      fr: "Abayas, jilbabs et caftans coupés et cousus dans notre atelier de Dubaï depuis 2012.",
      ar: "عبايات وجلابيب وقفاطين نقصّها ونخيطها في ورشتنا في دبي منذ 2012.",
      hi: "2012 से हमारी दुबई कार्यशाला में काटे और सिले गए अबाया, जिलबाब और कफ़्तान।",
      tr: "2012'den beri Dubai atölyemizde kesilip dikilen abaya, cilbab ve kaftanlar.",
    },
    hex: "#7a5c3e",
    owner: { name: "Noor Rahman", email: "seller@modest.local", phone: "+971 4 555 0101" },
    categories: ["abayas", "jilbabs", "kaftans", "modest-dresses"],
    memberYears: 4,
    city: "Dubai",
    country: "AE",
  },
  {
    slug: "silk-road-scarves",
    name: {
      en: "Silk Road Scarves",
      fr: "Foulards de la Route de la Soie",
      ar: "أوشحة طريق الحرير",
      hi: "सिल्क रोड स्कार्व्स",
      tr: "İpek Yolu Eşarp",
    },
    about: {
      en: "Hijabs, shawls and underscarves in more than forty shades, dyed in small batches.",
      fr: "Hijabs, châles et sous-hijabs dans plus de quarante nuances, teints en petites séries.",
      ar: "حجابات وشالات وطواقي بأكثر من أربعين لوناً، مصبوغة بكميات صغيرة.",
      hi: "चालीस से ज़्यादा रंगों में हिजाब, शॉल और अंडरस्कार्फ़, छोटे बैच में रंगे हुए।",
      tr: "Küçük partiler halinde boyanmış, kırktan fazla renkte başörtüsü, şal ve bone.",
    },
    hex: "#3d5a80",
    owner: { name: "Aisha Karimova", email: "silkroad@modest.local", phone: "+998 71 555 0102" },
    categories: ["hijabs", "accessories", "jilbabs"],
    memberYears: 3,
    city: "Tashkent",
    country: "UZ",
  },
  {
    slug: "anatolia-modest-wear",
    name: {
      en: "Anatolia Modest Wear",
      fr: "Anatolie Mode Pudique",
      ar: "الأناضول للأزياء المحتشمة",
      hi: "अनातोलिया मॉडेस्ट वियर",
      tr: "Anadolu Tesettür",
    },
    about: {
      en: "Everyday tunics, skirts, trousers and coats from Istanbul's garment district.",
      fr: "Tuniques, jupes, pantalons et manteaux du quotidien, venus du quartier textile d'Istanbul.",
      ar: "تونيكات وتنانير وبناطيل ومعاطف يومية من حي الملابس في إسطنبول.",
      hi: "इस्तांबुल के कपड़ा बाज़ार से रोज़ पहनने वाली ट्यूनिक, स्कर्ट, पतलून और कोट।",
      tr: "İstanbul'un konfeksiyon semtinden günlük tunik, etek, pantolon ve kabanlar.",
    },
    hex: "#9b4f5f",
    owner: { name: "Elif Yılmaz", email: "anatolia@modest.local", phone: "+90 212 555 0103" },
    categories: ["abayas", "tunics", "skirts", "trousers", "outerwear", "modest-dresses"],
    memberYears: 5,
    city: "Istanbul",
    country: "TR",
  },
  {
    slug: "deccan-drapes",
    name: {
      en: "Deccan Drapes",
      fr: "Drapés du Deccan",
      ar: "أقمشة الدكن",
      hi: "दक्कन ड्रेप्स",
      tr: "Dekken Kumaş",
    },
    about: {
      en: "Hand-block cotton kurtas, kaftans and men's wear from Hyderabad.",
      fr: "Kurtas, caftans et vêtements pour homme en coton imprimé à la planche, venus d'Hyderabad.",
      ar: "كورتات وقفاطين وملابس رجالية من القطن المطبوع يدوياً من حيدر آباد.",
      hi: "हैदराबाद से हाथ की ब्लॉक छपाई वाले कॉटन कुर्ते, कफ़्तान और पुरुषों के कपड़े।",
      tr: "Haydarabad'dan el baskısı pamuklu kurtalar, kaftanlar ve erkek giyim.",
    },
    hex: "#b07d48",
    owner: { name: "Farah Siddiqui", email: "deccan@modest.local", phone: "+91 40 5550 0104" },
    categories: ["tunics", "kaftans", "menswear", "modest-dresses"],
    memberYears: 2,
    city: "Hyderabad",
    country: "IN",
  },
  {
    slug: "al-rawda-prayer-shop",
    name: {
      en: "Al-Rawda Prayer Shop",
      fr: "Boutique de prière Al-Rawda",
      ar: "متجر الروضة لمستلزمات الصلاة",
      hi: "अल-रौज़ा प्रेयर शॉप",
      tr: "Ravza Namaz Mağazası",
    },
    about: {
      en: "Prayer dresses, prayer mats and travel sets, with thobes and kufis for the men of the house.",
      fr: "Robes et tapis de prière, kits de voyage, ainsi que qamis et calottes pour les hommes de la maison.",
      ar: "فساتين صلاة وسجادات وأطقم سفر، مع أثواب وطواقي لرجال البيت.",
      hi: "नमाज़ ड्रेस, जानमाज़ और ट्रैवल सेट, साथ ही घर के पुरुषों के लिए थोब और टोपियाँ।",
      tr: "Namaz elbiseleri, seccadeler ve seyahat setleri; evin erkekleri için cübbe ve takkeler.",
    },
    hex: "#386641",
    owner: { name: "Yusuf Haddad", email: "alrawda@modest.local", phone: "+962 6 555 0105" },
    categories: ["prayer-wear", "menswear", "accessories"],
    memberYears: 6,
    city: "Amman",
    country: "JO",
  },
  {
    slug: "little-crescent-kids",
    name: {
      en: "Little Crescent Kids",
      fr: "Petite Lune Enfants",
      ar: "الهلال الصغير للأطفال",
      hi: "लिटिल क्रेसेंट किड्स",
      tr: "Küçük Hilal Çocuk",
    },
    about: {
      en: "Abayas, hijabs and thobes for children aged four to thirteen, made to be played in.",
      fr: "Abayas, hijabs et qamis pour les enfants de quatre à treize ans, faits pour jouer.",
      ar: "عبايات وحجابات وأثواب للأطفال من أربع إلى ثلاث عشرة سنة، مصنوعة للعب.",
      hi: "चार से तेरह साल के बच्चों के लिए अबाया, हिजाब और थोब, खेलने-कूदने के लिए बने।",
      tr: "Dört ile on üç yaş arası çocuklar için oyuna dayanıklı abaya, başörtüsü ve cübbeler.",
    },
    hex: "#e07a5f",
    owner: { name: "Maryam Ali", email: "littlecrescent@modest.local", phone: "+44 20 5550 0106" },
    categories: ["kids"],
    memberYears: 1,
    city: "London",
    country: "GB",
  },
  {
    slug: "thobe-and-co",
    name: { en: "Thobe & Co.", fr: "Thobe & Cie", ar: "ثوب وشركاه", hi: "थोब एंड कंपनी", tr: "Thobe & Co." },
    about: {
      en: "Tailored thobes, kurtas and leather shoes for men who like a sharp line.",
      fr: "Qamis ajustés, kurtas et chaussures en cuir pour les hommes qui aiment les lignes nettes.",
      ar: "أثواب مفصّلة وكورتات وأحذية جلدية للرجال الذين يحبون القصّات الأنيقة.",
      hi: "सलीकेदार कटिंग पसंद करने वाले पुरुषों के लिए सिले हुए थोब, कुर्ते और लेदर के जूते।",
      tr: "Net çizgileri sevan erkekler için terzi işi cübbeler, kurtalar ve deri ayakkabılar.",
    },
    hex: "#283618",
    owner: { name: "Omar Farouk", email: "thobeandco@modest.local", phone: "+966 11 555 0107" },
    categories: ["menswear", "footwear"],
    memberYears: 3,
    city: "Riyadh",
    country: "SA",
  },
  {
    slug: "active-modesty",
    name: {
      en: "Active Modesty",
      fr: "Sport & Pudeur",
      ar: "رياضة بحشمة",
      hi: "एक्टिव मॉडेस्टी",
      tr: "Aktif Tesettür",
    },
    about: {
      en: "Burkinis, sports hijabs and training tunics tested by women who swim, run and climb.",
      fr: "Burkinis, hijabs de sport et tuniques d'entraînement testés par des femmes qui nagent, courent et grimpent.",
      ar: "بوركيني وحجابات رياضية وتونيكات تدريب جرّبتها نساء يسبحن ويركضن ويتسلقن.",
      hi: "बुर्किनी, स्पोर्ट्स हिजाब और ट्रेनिंग ट्यूनिक, जिन्हें तैरने, दौड़ने और चढ़ाई करने वाली महिलाओं ने परखा है।",
      tr: "Yüzen, koşan ve tırmanan kadınların denediği haşemalar, spor başörtüleri ve antrenman tunikleri.",
    },
    hex: "#1b7f79",
    owner: { name: "Sara Benali", email: "active@modest.local", phone: "+33 1 55 50 01 08" },
    categories: ["modest-sportswear", "footwear", "hijabs"],
    memberYears: 2,
    city: "Paris",
    country: "FR",
  },
  {
    slug: "atlas-shoes-and-bags",
    name: {
      en: "Atlas Shoes & Bags",
      fr: "Atlas Chaussures & Sacs",
      ar: "أطلس للأحذية والحقائب",
      hi: "एटलस शूज़ एंड बैग्स",
      tr: "Atlas Ayakkabı & Çanta",
    },
    about: {
      en: "Leather flats, boots, totes and belts, stitched by hand in Fez.",
      fr: "Ballerines, bottines, cabas et ceintures en cuir, cousus main à Fès.",
      ar: "أحذية مسطحة وبوتات وحقائب وأحزمة جلدية مخيطة يدوياً في فاس.",
      hi: "फ़ेज़ में हाथ से सिले लेदर फ़्लैट्स, बूट, टोट बैग और बेल्ट।",
      tr: "Fas'ta elde dikilmiş deri babetler, botlar, çantalar ve kemerler.",
    },
    hex: "#6f4518",
    owner: { name: "Karim El Idrissi", email: "atlas@modest.local", phone: "+212 535 555 009" },
    categories: ["footwear", "accessories"],
    memberYears: 4,
    city: "Fez",
    country: "MA",
  },
];

/** A seller who applied and waits for approval: shows the approval flow in the demo. */
export const PENDING_STORE: StoreSeed = {
  slug: "sunrise-scarves",
  name: {
    en: "Sunrise Scarves",
    fr: "Foulards Aurore",
    ar: "أوشحة الشروق",
    hi: "सनराइज़ स्कार्व्स",
    tr: "Gündoğumu Eşarp",
  },
  about: {
    en: "A new scarf label waiting for approval.",
    fr: "Une nouvelle marque de foulards en attente de validation.",
    ar: "علامة أوشحة جديدة بانتظار الموافقة.",
    hi: "स्कार्फ़ का एक नया ब्रांड जो मंज़ूरी का इंतज़ार कर रहा है।",
    tr: "Onay bekleyen yeni bir eşarp markası.",
  },
  hex: "#f4a261",
  owner: { name: "Hana Suzuki", email: "pending@modest.local", phone: "+81 3 5550 0110" },
  categories: ["hijabs"],
  memberYears: 0,
  city: "Tokyo",
  country: "JP",
};
