import type { Adjective, Text } from "./text.ts";

export interface Colour {
  key: string;
  hex: string;
  /** Title case, for variant names and English titles. */
  name: Text;
  /** French after "coloris", Arabic after "باللون", Hindi before "रंग" (oblique form). */
  phrase: Text;
}

export const COLOURS: readonly Colour[] = [
  {
    key: "black",
    hex: "#1f1d1d",
    name: { en: "Black", fr: "Noir", ar: "أسود", hi: "काला", tr: "Siyah" },
    phrase: { en: "Black", fr: "noir", ar: "الأسود", hi: "काले", tr: "Siyah" },
  },
  {
    key: "ivory",
    hex: "#efe6d2",
    name: { en: "Ivory", fr: "Ivoire", ar: "عاجي", hi: "आइवरी", tr: "Fildişi" },
    phrase: { en: "Ivory", fr: "ivoire", ar: "العاجي", hi: "आइवरी", tr: "Fildişi" },
  },
  {
    key: "navy",
    hex: "#1f2b47",
    name: { en: "Navy", fr: "Bleu marine", ar: "كحلي", hi: "नेवी ब्लू", tr: "Lacivert" },
    phrase: { en: "Navy", fr: "bleu marine", ar: "الكحلي", hi: "नेवी ब्लू", tr: "Lacivert" },
  },
  {
    key: "beige",
    hex: "#d6c1a1",
    name: { en: "Beige", fr: "Beige", ar: "بيج", hi: "बेज", tr: "Bej" },
    phrase: { en: "Beige", fr: "beige", ar: "البيج", hi: "बेज", tr: "Bej" },
  },
  {
    key: "olive",
    hex: "#6b6a3c",
    name: { en: "Olive", fr: "Vert olive", ar: "زيتي", hi: "जैतूनी", tr: "Zeytin Yeşili" },
    phrase: { en: "Olive", fr: "vert olive", ar: "الزيتي", hi: "जैतूनी", tr: "Zeytin Yeşili" },
  },
  {
    key: "burgundy",
    hex: "#6e2232",
    name: { en: "Burgundy", fr: "Bordeaux", ar: "عنابي", hi: "मैरून", tr: "Bordo" },
    phrase: { en: "Burgundy", fr: "bordeaux", ar: "العنابي", hi: "मैरून", tr: "Bordo" },
  },
  {
    key: "dusty-pink",
    hex: "#d3a3a2",
    name: { en: "Dusty Pink", fr: "Vieux rose", ar: "وردي هادئ", hi: "हल्का गुलाबी", tr: "Pudra" },
    phrase: { en: "Dusty Pink", fr: "vieux rose", ar: "الوردي الهادئ", hi: "हल्के गुलाबी", tr: "Pudra" },
  },
  {
    key: "sage",
    hex: "#9aae8a",
    name: { en: "Sage Green", fr: "Vert sauge", ar: "أخضر مريمي", hi: "सेज हरा", tr: "Adaçayı Yeşili" },
    phrase: { en: "Sage Green", fr: "vert sauge", ar: "الأخضر المريمي", hi: "सेज हरे", tr: "Adaçayı Yeşili" },
  },
  {
    key: "charcoal",
    hex: "#3c3f46",
    name: { en: "Charcoal", fr: "Anthracite", ar: "فحمي", hi: "चारकोल ग्रे", tr: "Antrasit" },
    phrase: { en: "Charcoal", fr: "anthracite", ar: "الفحمي", hi: "चारकोल ग्रे", tr: "Antrasit" },
  },
  {
    key: "camel",
    hex: "#b3874f",
    name: { en: "Camel", fr: "Camel", ar: "جملي", hi: "कैमल", tr: "Deve Tüyü" },
    phrase: { en: "Camel", fr: "camel", ar: "الجملي", hi: "कैमल", tr: "Deve Tüyü" },
  },
  {
    key: "lavender",
    hex: "#b4a3cf",
    name: { en: "Lavender", fr: "Lavande", ar: "خزامي", hi: "लैवेंडर", tr: "Lavanta" },
    phrase: { en: "Lavender", fr: "lavande", ar: "الخزامي", hi: "लैवेंडर", tr: "Lavanta" },
  },
  {
    key: "emerald",
    hex: "#1d6a51",
    name: { en: "Emerald", fr: "Vert émeraude", ar: "زمردي", hi: "पन्ना हरा", tr: "Zümrüt Yeşili" },
    phrase: { en: "Emerald", fr: "vert émeraude", ar: "الزمردي", hi: "पन्ना हरे", tr: "Zümrüt Yeşili" },
  },
  {
    key: "chocolate",
    hex: "#5a3f31",
    name: { en: "Chocolate", fr: "Chocolat", ar: "بني", hi: "भूरा", tr: "Kahverengi" },
    phrase: { en: "Chocolate", fr: "chocolat", ar: "البني", hi: "भूरे", tr: "Kahverengi" },
  },
  {
    key: "sky",
    hex: "#8db6d6",
    name: { en: "Sky Blue", fr: "Bleu ciel", ar: "سماوي", hi: "आसमानी", tr: "Gök Mavisi" },
    phrase: { en: "Sky Blue", fr: "bleu ciel", ar: "السماوي", hi: "आसमानी", tr: "Gök Mavisi" },
  },
];

export interface Fabric {
  key: string;
  /** English and Turkish title case; French after "en"; Arabic after "من"; Hindi as is. */
  name: Text;
  about: Text;
}

export const FABRICS: readonly Fabric[] = [
  {
    key: "crepe",
    name: { en: "Crepe", fr: "crêpe", ar: "الكريب", hi: "क्रेप", tr: "Krep" },
    about: {
      en: "The crepe has a fine grain that hides creases and drapes without clinging.",
      fr: "Le crêpe, au grain fin, masque les plis et tombe sans coller.",
      ar: "يتميز الكريب بملمس دقيق يخفي التجاعيد وينسدل دون أن يلتصق.",
      hi: "क्रेप की बारीक बुनावट सिलवटें छिपाती है और शरीर से चिपके बिना लहराती है।",
      tr: "İnce dokulu krep kırışıklığı gizler ve vücuda yapışmadan dökülür.",
    },
  },
  {
    key: "nida",
    name: { en: "Nida", fr: "nida", ar: "الندى", hi: "निदा", tr: "Nida" },
    about: {
      en: "Nida is the light, matte fabric loved across the Gulf: cool to wear and almost weightless.",
      fr: "Le nida, tissu mat et léger très apprécié dans le Golfe, est frais à porter et presque impalpable.",
      ar: "قماش الندى الخفيف غير اللامع محبوب في الخليج: بارد عند اللبس وخفيف كأنه بلا وزن.",
      hi: "निदा खाड़ी देशों में पसंद किया जाने वाला हल्का, मैट कपड़ा है: पहनने में ठंडा और लगभग भारहीन।",
      tr: "Körfez'de çok sevilen hafif ve mat nida kumaş serin tutar ve neredeyse hiç ağırlık hissettirmez.",
    },
  },
  {
    key: "chiffon",
    name: { en: "Chiffon", fr: "mousseline", ar: "الشيفون", hi: "शिफ़ॉन", tr: "Şifon" },
    about: {
      en: "Airy chiffon floats with every movement and is lined wherever it needs to be.",
      fr: "La mousseline aérienne flotte à chaque mouvement et elle est doublée là où il le faut.",
      ar: "الشيفون الخفيف يتطاير مع كل حركة وهو مبطّن حيث يلزم.",
      hi: "हल्का शिफ़ॉन हर हलचल के साथ लहराता है और जहाँ ज़रूरी हो वहाँ अस्तर लगा है।",
      tr: "Hafif şifon her harekette süzülür ve gereken her yerde astarlıdır.",
    },
  },
  {
    key: "jersey",
    name: { en: "Jersey", fr: "jersey", ar: "الجيرسي", hi: "जर्सी", tr: "Penye" },
    about: {
      en: "Soft stretch jersey moves with you and never needs ironing.",
      fr: "Le jersey doux et extensible accompagne chaque mouvement et ne demande aucun repassage.",
      ar: "الجيرسي الناعم المطاطي يتحرك معك ولا يحتاج إلى كي.",
      hi: "मुलायम और खिंचने वाली जर्सी आपके साथ चलती है और इस्त्री की ज़रूरत नहीं पड़ती।",
      tr: "Yumuşak ve esnek penye hareketlerinize uyum sağlar, ütü gerektirmez.",
    },
  },
  {
    key: "linen",
    name: { en: "Linen", fr: "lin", ar: "الكتان", hi: "लिनन", tr: "Keten" },
    about: {
      en: "Breathable linen keeps you cool in the heat and softens with every wash.",
      fr: "Le lin respirant garde au frais par temps chaud et s'assouplit à chaque lavage.",
      ar: "الكتان يسمح بمرور الهواء فيبقيك منتعشاً في الحر ويزداد نعومة مع كل غسلة.",
      hi: "हवादार लिनन गर्मी में ठंडक देता है और हर धुलाई के साथ और मुलायम होता जाता है।",
      tr: "Nefes alan keten sıcakta serin tutar ve her yıkamada biraz daha yumuşar.",
    },
  },
  {
    key: "cotton",
    name: { en: "Cotton", fr: "coton", ar: "القطن", hi: "कॉटन", tr: "Pamuk" },
    about: {
      en: "Pure cotton is gentle on the skin and easy to care for.",
      fr: "Le pur coton est doux pour la peau et facile d'entretien.",
      ar: "القطن الخالص لطيف على البشرة وسهل العناية.",
      hi: "शुद्ध कॉटन त्वचा पर कोमल है और इसकी देखभाल आसान है।",
      tr: "Saf pamuk cilde nazik davranır ve bakımı kolaydır.",
    },
  },
  {
    key: "satin",
    name: { en: "Satin", fr: "satin", ar: "الساتان", hi: "साटन", tr: "Saten" },
    about: {
      en: "Satin has a soft sheen that catches the light at evenings and celebrations.",
      fr: "Le satin a un doux éclat qui accroche la lumière, parfait pour les soirées et les fêtes.",
      ar: "للساتان لمعة ناعمة تعكس الضوء، مثالية للسهرات والاحتفالات.",
      hi: "साटन की हल्की चमक रोशनी में दमकती है, शाम की दावतों और जश्न के लिए बढ़िया।",
      tr: "Saten, ışığı yakalayan yumuşak parıltısıyla davetler ve kutlamalar için idealdir.",
    },
  },
  {
    key: "modal",
    name: { en: "Modal", fr: "modal", ar: "المودال", hi: "मोडाल", tr: "Modal" },
    about: {
      en: "Modal is silky and breathable, and keeps its colour wash after wash.",
      fr: "Le modal est soyeux et respirant, et garde sa couleur lavage après lavage.",
      ar: "المودال حريري الملمس ويسمح بمرور الهواء ويحافظ على لونه بعد كل غسلة.",
      hi: "मोडाल रेशम जैसा मुलायम और हवादार है और हर धुलाई के बाद भी अपना रंग बनाए रखता है।",
      tr: "Modal ipeksi ve nefes alan bir kumaştır; yıkandıkça rengini korur.",
    },
  },
  {
    key: "wool",
    name: { en: "Wool Blend", fr: "laine mélangée", ar: "مزيج الصوف", hi: "वूल ब्लेंड", tr: "Yün Karışımlı" },
    about: {
      en: "A warm wool blend that resists pilling and keeps its shape all winter.",
      fr: "Une laine mélangée chaude qui résiste au boulochage et garde sa forme tout l'hiver.",
      ar: "مزيج صوف دافئ يقاوم التوبّر ويحافظ على شكله طوال الشتاء.",
      hi: "गर्म वूल ब्लेंड जिसमें रोएँ नहीं उठते और जो पूरी सर्दी अपना आकार बनाए रखता है।",
      tr: "Tüylenmeye dayanıklı, kış boyu formunu koruyan sıcak bir yün karışımı.",
    },
  },
  {
    key: "velvet",
    name: { en: "Velvet", fr: "velours", ar: "المخمل", hi: "मख़मल", tr: "Kadife" },
    about: {
      en: "Plush velvet adds warmth and a rich, deep colour.",
      fr: "Le velours moelleux apporte de la chaleur et une couleur riche et profonde.",
      ar: "المخمل الفاخر يضيف الدفء ولوناً عميقاً غنياً.",
      hi: "मुलायम मख़मल गर्माहट और गहरा, भरपूर रंग देता है।",
      tr: "Yumuşacık kadife sıcaklık ve derin, zengin bir renk katar.",
    },
  },
  {
    key: "leather",
    name: { en: "Leather", fr: "cuir", ar: "الجلد", hi: "लेदर", tr: "Deri" },
    about: {
      en: "Genuine leather, finished by hand, that only gets better with age.",
      fr: "Un cuir véritable, fini à la main, qui se patine joliment avec le temps.",
      ar: "جلد طبيعي مشطّب يدوياً يزداد جمالاً مع الوقت.",
      hi: "हाथ से फ़िनिश किया गया असली लेदर, जो समय के साथ और निखरता है।",
      tr: "Elde bitirilmiş, zamanla daha da güzelleşen hakiki deri.",
    },
  },
  {
    key: "suede",
    name: { en: "Suede", fr: "daim", ar: "الشامواه", hi: "स्वेड", tr: "Süet" },
    about: {
      en: "Soft suede with a velvety nap, treated to shrug off light rain.",
      fr: "Un daim souple au toucher velouté, traité contre les petites averses.",
      ar: "شامواه ناعم بملمس مخملي، معالج لمقاومة المطر الخفيف.",
      hi: "मख़मली सतह वाला मुलायम स्वेड, हल्की बारिश से बचाव के लिए उपचारित।",
      tr: "Kadifemsi dokulu, hafif yağmura karşı korumalı yumuşak süet.",
    },
  },
  {
    key: "canvas",
    name: { en: "Canvas", fr: "toile", ar: "الكانفاس", hi: "कैनवस", tr: "Kanvas" },
    about: {
      en: "Sturdy cotton canvas that stands up to daily use.",
      fr: "Une toile de coton robuste qui résiste à l'usage quotidien.",
      ar: "قماش كانفاس قطني متين يتحمل الاستخدام اليومي.",
      hi: "मज़बूत कॉटन कैनवस जो रोज़ाना इस्तेमाल झेल लेता है।",
      tr: "Günlük kullanıma dayanıklı sağlam pamuklu kanvas.",
    },
  },
  {
    key: "lycra",
    name: { en: "Swim Lycra", fr: "lycra", ar: "الليكرا", hi: "स्विम लाइक्रा", tr: "Likra" },
    about: {
      en: "Chlorine-resistant lycra with UPF 50 sun protection that dries in minutes.",
      fr: "Un lycra résistant au chlore, avec protection solaire UPF 50, qui sèche en quelques minutes.",
      ar: "ليكرا مقاومة للكلور بحماية من الشمس UPF 50 تجف في دقائق.",
      hi: "क्लोरीन-रोधी लाइक्रा, UPF 50 धूप से सुरक्षा के साथ, जो मिनटों में सूख जाती है।",
      tr: "Dakikalar içinde kuruyan, klora dayanıklı, UPF 50 güneş korumalı likra.",
    },
  },
];

export type FabricKey =
  | "crepe"
  | "nida"
  | "chiffon"
  | "jersey"
  | "linen"
  | "cotton"
  | "satin"
  | "modal"
  | "wool"
  | "velvet"
  | "leather"
  | "suede"
  | "canvas"
  | "lycra";

export interface Style extends Adjective {
  /** Only sensible for clothes (not bags, shoes or prayer mats). */
  clothesOnly?: boolean;
}

export const STYLES: readonly Style[] = [
  {
    en: "Classic",
    fr: ["classique", "classique"],
    ar: ["كلاسيكي", "كلاسيكية"],
    hi: ["क्लासिक", "क्लासिक", "क्लासिक"],
    tr: "Klasik",
  },
  {
    en: "Elegant",
    fr: ["élégant", "élégante"],
    ar: ["أنيق", "أنيقة"],
    hi: ["सुरुचिपूर्ण", "सुरुचिपूर्ण", "सुरुचिपूर्ण"],
    tr: "Zarif",
  },
  {
    en: "Minimalist",
    fr: ["minimaliste", "minimaliste"],
    ar: ["بسيط", "بسيطة"],
    hi: ["मिनिमल", "मिनिमल", "मिनिमल"],
    tr: "Minimal",
  },
  {
    en: "Premium",
    fr: ["premium", "premium"],
    ar: ["فاخر", "فاخرة"],
    hi: ["प्रीमियम", "प्रीमियम", "प्रीमियम"],
    tr: "Premium",
  },
  {
    en: "Essential",
    fr: ["essentiel", "essentielle"],
    ar: ["أساسي", "أساسية"],
    hi: ["बेसिक", "बेसिक", "बेसिक"],
    tr: "Temel",
  },
  {
    en: "Modern",
    fr: ["moderne", "moderne"],
    ar: ["عصري", "عصرية"],
    hi: ["मॉडर्न", "मॉडर्न", "मॉडर्न"],
    tr: "Modern",
  },
  {
    en: "Signature",
    fr: ["signature", "signature"],
    ar: ["مميز", "مميزة"],
    hi: ["सिग्नेचर", "सिग्नेचर", "सिग्नेचर"],
    tr: "Özel",
  },
  {
    en: "Soft",
    fr: ["doux", "douce"],
    ar: ["ناعم", "ناعمة"],
    hi: ["मुलायम", "मुलायम", "मुलायम"],
    tr: "Yumuşak",
    clothesOnly: true,
  },
  {
    en: "Relaxed",
    fr: ["ample", "ample"],
    ar: ["واسع", "واسعة"],
    hi: ["ढीला", "ढीली", "ढीले"],
    tr: "Rahat",
    clothesOnly: true,
  },
  {
    en: "Lightweight",
    fr: ["léger", "légère"],
    ar: ["خفيف", "خفيفة"],
    hi: ["हल्का", "हल्की", "हल्के"],
    tr: "Hafif",
    clothesOnly: true,
  },
];

/** Closing sentences for product descriptions, true of every product. */
export const CLOSINGS: readonly Text[] = [
  {
    en: "Made in small batches in the seller's own workshop.",
    fr: "Fabriqué en petites séries dans l'atelier du vendeur.",
    ar: "يُصنع بكميات صغيرة في ورشة البائع الخاصة.",
    hi: "विक्रेता की अपनी कार्यशाला में छोटे-छोटे बैच में बनाया गया।",
    tr: "Satıcının kendi atölyesinde küçük partiler halinde üretilir.",
  },
  {
    en: "Packed in recycled paper and shipped within two working days.",
    fr: "Emballé dans du papier recyclé et expédié sous deux jours ouvrés.",
    ar: "يُغلّف بورق معاد تدويره ويُشحن خلال يومي عمل.",
    hi: "रीसाइकल्ड काग़ज़ में पैक करके दो कार्यदिवसों के भीतर भेजा जाता है।",
    tr: "Geri dönüştürülmüş kağıtla paketlenir ve iki iş günü içinde kargoya verilir.",
  },
  {
    en: "The colour may look slightly different depending on your screen.",
    fr: "La couleur peut légèrement varier selon votre écran.",
    ar: "قد يختلف اللون قليلاً بحسب شاشتك.",
    hi: "आपकी स्क्रीन के अनुसार रंग थोड़ा अलग दिख सकता है।",
    tr: "Renk, ekranınıza göre biraz farklı görünebilir.",
  },
  {
    en: "Responsibly sourced materials, checked piece by piece before dispatch.",
    fr: "Des matières issues de filières responsables, contrôlées pièce par pièce avant l'envoi.",
    ar: "خامات من مصادر مسؤولة، تُفحص قطعة قطعة قبل الشحن.",
    hi: "ज़िम्मेदारी से हासिल की गई सामग्री, भेजने से पहले हर पीस की जाँच की जाती है।",
    tr: "Sorumlu kaynaklardan gelen malzemeler, gönderimden önce tek tek kontrol edilir.",
  },
];

export const DETAIL_LABELS: { colour: Text; fabric: Text } = {
  colour: { en: "Colour", fr: "Couleur", ar: "اللون", hi: "रंग", tr: "Renk" },
  fabric: { en: "Material", fr: "Matière", ar: "الخامة", hi: "सामग्री", tr: "Malzeme" },
};
