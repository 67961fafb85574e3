import type { FabricKey } from "./materials.ts";
import type { GarmentNoun, Text } from "./text.ts";

/** The drawing used for a garment's pictures (see ../images.ts). */
export type Silhouette =
  | "abaya" | "butterfly" | "shawl" | "hijab" | "jilbab" | "dress" | "tunic" | "skirt" | "trousers"
  | "coat" | "mat" | "bag" | "belt" | "sleeves" | "flats" | "sandals" | "boots" | "thobe" | "kufi" | "burkini";

/** How a garment is sized: abaya and thobe lengths in inches, letter sizes, EU shoe sizes, children's ages. */
export type SizeSet = "length" | "letter" | "shoe" | "age" | "none";

export interface SubCategorySeed {
  slug: string;
  name: Text;
  garment: GarmentNoun;
  about: Text;
  silhouette: Silhouette;
  fabrics: readonly FabricKey[];
  sizes: SizeSet;
  /** Selling price range in US cents. */
  price: readonly [number, number];
  clothes?: boolean;
}

export interface CategorySeed {
  slug: string;
  name: Text;
  featured: boolean;
  subs: readonly SubCategorySeed[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: "abayas",
    name: { en: "Abayas", fr: "Abayas", ar: "عبايات", hi: "अबाया", tr: "Abayalar" },
    featured: true,
    subs: [
      {
        slug: "open-abayas",
        name: { en: "Open Abayas", fr: "Abayas ouvertes", ar: "عبايات مفتوحة", hi: "ओपन अबाया", tr: "Açık Abayalar" },
        garment: { en: "Open Abaya", fr: ["abaya ouverte", "f"], ar: ["عباية مفتوحة", "f"], hi: ["ओपन अबाया", "f"], tr: "Açık Abaya" },
        about: {
          en: "An open-front abaya that layers over any outfit and falls straight to the ankle.",
          fr: "Une abaya ouverte sur le devant qui se superpose à toutes les tenues et tombe droit jusqu'à la cheville.",
          ar: "عباية مفتوحة من الأمام تُلبس فوق أي إطلالة وتنسدل مستقيمة حتى الكاحل.",
          hi: "सामने से खुली अबाया जो किसी भी पहनावे के ऊपर पहनी जा सकती है और टखनों तक सीधी गिरती है।",
          tr: "Her kombinin üzerine giyilebilen, bileğe kadar düz dökülen önü açık bir abaya.",
        },
        silhouette: "abaya", fabrics: ["crepe", "nida", "chiffon", "linen"], sizes: "length", price: [4900, 13900], clothes: true,
      },
      {
        slug: "closed-abayas",
        name: { en: "Closed Abayas", fr: "Abayas fermées", ar: "عبايات مغلقة", hi: "क्लोज़्ड अबाया", tr: "Kapalı Abayalar" },
        garment: { en: "Closed Abaya", fr: ["abaya fermée", "f"], ar: ["عباية مغلقة", "f"], hi: ["क्लोज़्ड अबाया", "f"], tr: "Kapalı Abaya" },
        about: {
          en: "A pull-on abaya with a closed front, gently flared from the shoulders and easy to wear all day.",
          fr: "Une abaya fermée à enfiler, légèrement évasée depuis les épaules et facile à porter toute la journée.",
          ar: "عباية مغلقة تُلبس بسهولة، بقصّة منسدلة قليلاً من الكتفين ومريحة طوال اليوم.",
          hi: "बंद सामने वाली अबाया, जो कंधों से हल्की घेरदार है और पूरे दिन पहनने में आसान है।",
          tr: "Omuzlardan hafifçe genişleyen, gün boyu rahatça giyilen önü kapalı bir abaya.",
        },
        silhouette: "abaya", fabrics: ["crepe", "nida", "jersey"], sizes: "length", price: [4500, 11900], clothes: true,
      },
      {
        slug: "butterfly-abayas",
        name: { en: "Butterfly Abayas", fr: "Abayas papillon", ar: "عبايات فراشة", hi: "बटरफ़्लाई अबाया", tr: "Kelebek Abayalar" },
        garment: { en: "Butterfly Abaya", fr: ["abaya papillon", "f"], ar: ["عباية فراشة", "f"], hi: ["बटरफ़्लाई अबाया", "f"], tr: "Kelebek Abaya" },
        about: {
          en: "Wide butterfly sleeves cut in one piece with the body give this abaya its graceful, airy drape.",
          fr: "De larges manches papillon coupées d'un seul tenant avec le corps donnent à cette abaya un tombé gracieux et aérien.",
          ar: "أكمام فراشة واسعة مقصوصة قطعة واحدة مع الجسم تمنح هذه العباية انسدالاً أنيقاً وخفيفاً.",
          hi: "शरीर के साथ एक ही टुकड़े में कटी चौड़ी बटरफ़्लाई आस्तीनें इस अबाया को सुंदर, हवादार लहराव देती हैं।",
          tr: "Gövdeyle tek parça kesilmiş geniş kelebek kollar bu abayaya zarif ve havadar bir duruş kazandırır.",
        },
        silhouette: "butterfly", fabrics: ["nida", "chiffon", "crepe"], sizes: "length", price: [5900, 14900], clothes: true,
      },
      {
        slug: "embroidered-abayas",
        name: { en: "Embroidered Abayas", fr: "Abayas brodées", ar: "عبايات مطرزة", hi: "कढ़ाईदार अबाया", tr: "İşlemeli Abayalar" },
        garment: { en: "Embroidered Abaya", fr: ["abaya brodée", "f"], ar: ["عباية مطرزة", "f"], hi: ["कढ़ाईदार अबाया", "f"], tr: "İşlemeli Abaya" },
        about: {
          en: "Tonal embroidery along the cuffs and front panel turns this abaya into an occasion piece.",
          fr: "Une broderie ton sur ton le long des poignets et du devant fait de cette abaya une pièce pour les grandes occasions.",
          ar: "تطريز بلون القماش على الأكمام والواجهة الأمامية يجعل هذه العباية قطعة للمناسبات.",
          hi: "कफ़ और सामने के हिस्से पर उसी रंग की कढ़ाई इस अबाया को ख़ास मौक़ों के लिए उपयुक्त बनाती है।",
          tr: "Manşetler ve ön panel boyunca uzanan ton sür ton işleme bu abayayı özel günlerin parçası yapar.",
        },
        silhouette: "abaya", fabrics: ["crepe", "satin", "nida"], sizes: "length", price: [8900, 22900], clothes: true,
      },
    ],
  },
  {
    slug: "hijabs",
    name: { en: "Hijabs", fr: "Hijabs", ar: "حجابات", hi: "हिजाब", tr: "Başörtüleri" },
    featured: true,
    subs: [
      {
        slug: "shawls",
        name: { en: "Long Shawls", fr: "Châles longs", ar: "شالات طويلة", hi: "लंबे शॉल", tr: "Şallar" },
        garment: { en: "Shawl", fr: ["châle", "m"], ar: ["شال", "m"], hi: ["शॉल", "m"], tr: "Şal" },
        about: {
          en: "A long rectangular shawl that wraps easily and stays in place without pins.",
          fr: "Un long châle rectangulaire qui se drape facilement et tient en place sans épingles.",
          ar: "شال مستطيل طويل يُلف بسهولة ويبقى ثابتاً دون دبابيس.",
          hi: "एक लंबा आयताकार शॉल जो आसानी से लपेटा जाता है और बिना पिन के टिका रहता है।",
          tr: "Kolayca sarılan ve iğne gerektirmeden yerinde duran uzun dikdörtgen bir şal.",
        },
        silhouette: "shawl", fabrics: ["chiffon", "jersey", "modal", "cotton"], sizes: "none", price: [1200, 3900],
      },
      {
        slug: "square-scarves",
        name: { en: "Square Scarves", fr: "Foulards carrés", ar: "أوشحة مربعة", hi: "चौकोर स्कार्फ़", tr: "Eşarplar" },
        garment: { en: "Square Scarf", fr: ["foulard carré", "m"], ar: ["وشاح مربع", "m"], hi: ["चौकोर स्कार्फ़", "m"], tr: "Eşarp" },
        about: {
          en: "A generous square scarf that folds into a neat triangle for a crisp, classic frame around the face.",
          fr: "Un grand foulard carré qui se plie en triangle pour encadrer le visage de façon nette et classique.",
          ar: "وشاح مربع واسع يُطوى على شكل مثلث ليؤطر الوجه بإطلالة أنيقة وكلاسيكية.",
          hi: "एक बड़ा चौकोर स्कार्फ़ जो तिकोने आकार में मुड़कर चेहरे के चारों ओर साफ़, क्लासिक घेरा बनाता है।",
          tr: "Üçgen katlanarak yüzü net ve klasik bir şekilde çerçeveleyen geniş kare bir eşarp.",
        },
        silhouette: "shawl", fabrics: ["satin", "cotton", "chiffon"], sizes: "none", price: [1500, 4500],
      },
      {
        slug: "instant-hijabs",
        name: { en: "Instant Hijabs", fr: "Hijabs à enfiler", ar: "حجابات جاهزة", hi: "इंस्टेंट हिजाब", tr: "Pratik Başörtüleri" },
        garment: { en: "Instant Hijab", fr: ["hijab à enfiler", "m"], ar: ["حجاب جاهز", "m"], hi: ["इंस्टेंट हिजाब", "m"], tr: "Pratik Başörtüsü" },
        about: {
          en: "A ready-shaped hijab that slips on in seconds, ideal for school runs, work and travel.",
          fr: "Un hijab déjà formé qui s'enfile en quelques secondes, idéal pour l'école, le travail et les voyages.",
          ar: "حجاب جاهز الشكل يُلبس في ثوانٍ، مثالي للمدرسة والعمل والسفر.",
          hi: "पहले से आकार दिया हुआ हिजाब जो कुछ ही सेकंड में पहना जा सकता है, स्कूल, दफ़्तर और सफ़र के लिए बढ़िया।",
          tr: "Saniyeler içinde giyilen hazır formlu başörtüsü; okul, iş ve seyahat için ideal.",
        },
        silhouette: "hijab", fabrics: ["jersey", "modal"], sizes: "none", price: [1200, 2900],
      },
      {
        slug: "underscarves",
        name: { en: "Underscarves", fr: "Sous-hijabs", ar: "طواقي تحت الحجاب", hi: "अंडरस्कार्फ़", tr: "Boneler" },
        garment: { en: "Underscarf", fr: ["sous-hijab", "m"], ar: ["طاقية تحت الحجاب", "f"], hi: ["अंडरस्कार्फ़", "m"], tr: "Bone" },
        about: {
          en: "A snug tube underscarf that keeps hair tidy and stops the hijab from slipping.",
          fr: "Un sous-hijab tubulaire ajusté qui maintient les cheveux et empêche le hijab de glisser.",
          ar: "طاقية أنبوبية مريحة تحافظ على ترتيب الشعر وتمنع الحجاب من الانزلاق.",
          hi: "एक चुस्त ट्यूब अंडरस्कार्फ़ जो बालों को सँभाले रखता है और हिजाब को फिसलने से रोकता है।",
          tr: "Saçları toplu tutan ve başörtüsünün kaymasını önleyen, başa tam oturan tüp bone.",
        },
        silhouette: "kufi", fabrics: ["jersey", "cotton"], sizes: "none", price: [500, 1200],
      },
    ],
  },
  {
    slug: "jilbabs",
    name: { en: "Jilbabs & Khimars", fr: "Jilbabs et khimars", ar: "جلابيب وخُمُر", hi: "जिलबाब और ख़िमार", tr: "Cilbab ve Hımarlar" },
    featured: true,
    subs: [
      {
        slug: "one-piece-jilbabs",
        name: { en: "One-Piece Jilbabs", fr: "Jilbabs une pièce", ar: "جلابيب قطعة واحدة", hi: "वन-पीस जिलबाब", tr: "Tek Parça Cilbablar" },
        garment: { en: "One-Piece Jilbab", fr: ["jilbab une pièce", "m"], ar: ["جلباب قطعة واحدة", "m"], hi: ["वन-पीस जिलबाब", "m"], tr: "Tek Parça Cilbab" },
        about: {
          en: "A head-to-hem jilbab with an attached khimar, cut loose for full coverage.",
          fr: "Un jilbab de la tête aux pieds avec khimar intégré, coupé ample pour une couverture complète.",
          ar: "جلباب من الرأس حتى القدمين بخمار متصل، بقصّة واسعة لتغطية كاملة.",
          hi: "सिर से पैरों तक का जिलबाब, जिसमें ख़िमार जुड़ा हुआ है और पूरी तरह ढकने के लिए ढीली कटिंग है।",
          tr: "Hımarı ekli, tam örtünme için bol kesimli, baştan aşağı bir cilbab.",
        },
        silhouette: "jilbab", fabrics: ["nida", "crepe", "jersey"], sizes: "letter", price: [5900, 12900], clothes: true,
      },
      {
        slug: "two-piece-jilbabs",
        name: { en: "Two-Piece Jilbabs", fr: "Jilbabs deux pièces", ar: "جلابيب من قطعتين", hi: "टू-पीस जिलबाब", tr: "İki Parça Cilbablar" },
        garment: { en: "Two-Piece Jilbab", fr: ["jilbab deux pièces", "m"], ar: ["جلباب من قطعتين", "m"], hi: ["टू-पीस जिलबाब", "m"], tr: "İki Parça Cilbab" },
        about: {
          en: "A long khimar cape over a matching skirt, so each piece can also be worn on its own.",
          fr: "Une longue cape khimar sur une jupe assortie, chaque pièce pouvant aussi se porter seule.",
          ar: "خمار طويل على شكل عباءة مع تنورة متناسقة، ويمكن ارتداء كل قطعة بمفردها.",
          hi: "मेल खाती स्कर्ट के ऊपर लंबा ख़िमार केप, ताकि हर हिस्सा अलग से भी पहना जा सके।",
          tr: "Uyumlu bir etek üzerine uzun bir hımar pelerin; her parça tek başına da giyilebilir.",
        },
        silhouette: "jilbab", fabrics: ["nida", "crepe"], sizes: "letter", price: [6900, 13900], clothes: true,
      },
      {
        slug: "khimars",
        name: { en: "Khimars", fr: "Khimars", ar: "خُمُر", hi: "ख़िमार", tr: "Hımarlar" },
        garment: { en: "Khimar", fr: ["khimar", "m"], ar: ["خمار", "m"], hi: ["ख़िमार", "m"], tr: "Hımar" },
        about: {
          en: "A flowing khimar that drapes over the shoulders and chest for a soft, covered silhouette.",
          fr: "Un khimar fluide qui couvre les épaules et la poitrine pour une silhouette douce et couvrante.",
          ar: "خمار منسدل يغطي الكتفين والصدر لإطلالة ناعمة ومحتشمة.",
          hi: "लहराता ख़िमार जो कंधों और सीने को ढकता है और एक कोमल, ढकी हुई छवि देता है।",
          tr: "Omuzları ve göğsü örten, yumuşak ve kapalı bir siluet sunan dökümlü bir hımar.",
        },
        silhouette: "hijab", fabrics: ["chiffon", "nida", "jersey"], sizes: "none", price: [2900, 5900], clothes: true,
      },
    ],
  },
  {
    slug: "kaftans",
    name: { en: "Kaftans", fr: "Caftans", ar: "قفاطين", hi: "कफ़्तान", tr: "Kaftanlar" },
    featured: true,
    subs: [
      {
        slug: "embroidered-kaftans",
        name: { en: "Embroidered Kaftans", fr: "Caftans brodés", ar: "قفاطين مطرزة", hi: "कढ़ाईदार कफ़्तान", tr: "İşlemeli Kaftanlar" },
        garment: { en: "Embroidered Kaftan", fr: ["caftan brodé", "m"], ar: ["قفطان مطرز", "m"], hi: ["कढ़ाईदार कफ़्तान", "m"], tr: "İşlemeli Kaftan" },
        about: {
          en: "A festive kaftan with hand-finished embroidery at the neckline, made for Eid and family celebrations.",
          fr: "Un caftan de fête à l'encolure brodée et finie à la main, pensé pour l'Aïd et les fêtes de famille.",
          ar: "قفطان للمناسبات بتطريز يدوي عند فتحة العنق، مصمم للعيد والاحتفالات العائلية.",
          hi: "गले पर हाथ से तैयार की गई कढ़ाई वाला त्योहारी कफ़्तान, ईद और पारिवारिक जश्न के लिए बना।",
          tr: "Yakası el işçiliğiyle işlenmiş, bayram ve aile kutlamaları için tasarlanmış şık bir kaftan.",
        },
        silhouette: "butterfly", fabrics: ["satin", "chiffon", "crepe"], sizes: "letter", price: [7900, 18900], clothes: true,
      },
      {
        slug: "everyday-kaftans",
        name: { en: "Everyday Kaftans", fr: "Caftans du quotidien", ar: "قفاطين يومية", hi: "रोज़मर्रा के कफ़्तान", tr: "Günlük Kaftanlar" },
        garment: { en: "Kaftan", fr: ["caftan", "m"], ar: ["قفطان", "m"], hi: ["कफ़्तान", "m"], tr: "Kaftan" },
        about: {
          en: "A relaxed kaftan with side vents and a loose fit, easy to throw on at home or on holiday.",
          fr: "Un caftan décontracté, fendu sur les côtés et ample, à enfiler à la maison comme en vacances.",
          ar: "قفطان مريح بفتحات جانبية وقصّة واسعة، سهل الارتداء في المنزل أو في العطلة.",
          hi: "साइड स्लिट और ढीली फ़िटिंग वाला आरामदायक कफ़्तान, घर पर या छुट्टियों में झट से पहनने के लिए।",
          tr: "Yan yırtmaçlı ve bol kesimli, evde ya da tatilde hemen giyilebilen rahat bir kaftan.",
        },
        silhouette: "butterfly", fabrics: ["cotton", "linen", "modal"], sizes: "letter", price: [3900, 8900], clothes: true,
      },
      {
        slug: "jalabiyas",
        name: { en: "Jalabiyas", fr: "Djellabas", ar: "جلابيات", hi: "जलाबिया", tr: "Cellabiyeler" },
        garment: { en: "Jalabiya", fr: ["djellaba", "f"], ar: ["جلابية", "f"], hi: ["जलाबिया", "f"], tr: "Cellabiye" },
        about: {
          en: "A hooded jalabiya in the North African tradition, roomy enough to wear over everyday clothes.",
          fr: "Une djellaba à capuche dans la tradition nord-africaine, assez ample pour se porter sur les vêtements du quotidien.",
          ar: "جلابية بقبعة على الطراز المغاربي، واسعة بما يكفي لارتدائها فوق الملابس اليومية.",
          hi: "उत्तरी अफ़्रीकी परंपरा की हुड वाली जलाबिया, इतनी खुली कि रोज़ के कपड़ों के ऊपर पहनी जा सके।",
          tr: "Kuzey Afrika geleneğinden gelen, günlük kıyafetlerin üzerine giyilecek kadar bol, kapüşonlu bir cellabiye.",
        },
        silhouette: "jilbab", fabrics: ["cotton", "linen", "wool"], sizes: "letter", price: [4900, 11900], clothes: true,
      },
    ],
  },
  {
    slug: "modest-dresses",
    name: { en: "Modest Dresses", fr: "Robes pudiques", ar: "فساتين محتشمة", hi: "मॉडेस्ट ड्रेस", tr: "Tesettür Elbiseler" },
    featured: true,
    subs: [
      {
        slug: "maxi-dresses",
        name: { en: "Maxi Dresses", fr: "Robes longues", ar: "فساتين طويلة", hi: "मैक्सी ड्रेस", tr: "Maksi Elbiseler" },
        garment: { en: "Maxi Dress", fr: ["robe longue", "f"], ar: ["فستان طويل", "m"], hi: ["मैक्सी ड्रेस", "f"], tr: "Maksi Elbise" },
        about: {
          en: "A full-length maxi dress with long sleeves and a softly gathered waist.",
          fr: "Une robe longue à manches longues avec une taille légèrement froncée.",
          ar: "فستان طويل بأكمام طويلة وخصر مكشكش بنعومة.",
          hi: "लंबी आस्तीन और हल्की चुन्नटदार कमर वाली पूरी लंबाई की मैक्सी ड्रेस।",
          tr: "Uzun kollu, beli hafif büzgülü, bilek boyu bir maksi elbise.",
        },
        silhouette: "dress", fabrics: ["crepe", "chiffon", "jersey", "linen", "cotton"], sizes: "letter", price: [3900, 11900], clothes: true,
      },
      {
        slug: "evening-dresses",
        name: { en: "Evening Dresses", fr: "Robes de soirée", ar: "فساتين سهرة", hi: "इवनिंग ड्रेस", tr: "Abiye Elbiseler" },
        garment: { en: "Evening Dress", fr: ["robe de soirée", "f"], ar: ["فستان سهرة", "m"], hi: ["इवनिंग ड्रेस", "f"], tr: "Abiye Elbise" },
        about: {
          en: "An evening dress with a high neckline and a floor-sweeping skirt for weddings and formal dinners.",
          fr: "Une robe de soirée à col montant et jupe balayant le sol, pour les mariages et les dîners habillés.",
          ar: "فستان سهرة بياقة عالية وتنورة تلامس الأرض، للأعراس والعشاءات الرسمية.",
          hi: "ऊँचे गले और ज़मीन तक लहराती स्कर्ट वाली इवनिंग ड्रेस, शादियों और औपचारिक डिनर के लिए।",
          tr: "Düğünler ve davetler için yüksek yakalı, yere uzanan etekli bir abiye elbise.",
        },
        silhouette: "dress", fabrics: ["satin", "chiffon", "velvet", "crepe"], sizes: "letter", price: [8900, 24900], clothes: true,
      },
      {
        slug: "shirt-dresses",
        name: { en: "Shirt Dresses", fr: "Robes chemises", ar: "فساتين قميص", hi: "शर्ट ड्रेस", tr: "Gömlek Elbiseler" },
        garment: { en: "Shirt Dress", fr: ["robe chemise", "f"], ar: ["فستان قميص", "m"], hi: ["शर्ट ड्रेस", "f"], tr: "Gömlek Elbise" },
        about: {
          en: "A button-through shirt dress with a collar and cuffs, smart enough for the office.",
          fr: "Une robe chemise boutonnée avec col et poignets, assez habillée pour le bureau.",
          ar: "فستان قميص بأزرار وياقة وأساور، أنيق بما يكفي للمكتب.",
          hi: "कॉलर और कफ़ वाली बटन-डाउन शर्ट ड्रेस, दफ़्तर के लिए भी सलीकेदार।",
          tr: "Yakalı ve manşetli, ofis için yeterince şık, önden düğmeli bir gömlek elbise.",
        },
        silhouette: "dress", fabrics: ["cotton", "linen", "crepe"], sizes: "letter", price: [4500, 9900], clothes: true,
      },
    ],
  },
  {
    slug: "tunics",
    name: { en: "Tunics & Tops", fr: "Tuniques et hauts", ar: "تونيكات وبلوزات", hi: "ट्यूनिक और टॉप", tr: "Tunik ve Üstler" },
    featured: true,
    subs: [
      {
        slug: "long-tunics",
        name: { en: "Long Tunics", fr: "Tuniques longues", ar: "تونيكات طويلة", hi: "लंबी ट्यूनिक", tr: "Uzun Tunikler" },
        garment: { en: "Long Tunic", fr: ["tunique longue", "f"], ar: ["تونيك طويل", "m"], hi: ["लंबी ट्यूनिक", "f"], tr: "Uzun Tunik" },
        about: {
          en: "A knee-length tunic with side slits that pairs neatly with wide trousers or a maxi skirt.",
          fr: "Une tunique à hauteur du genou, fendue sur les côtés, qui s'associe aisément à un pantalon large ou une jupe longue.",
          ar: "تونيك بطول الركبة بفتحات جانبية يتناسق مع البناطيل الواسعة أو التنانير الطويلة.",
          hi: "घुटनों तक लंबी, साइड स्लिट वाली ट्यूनिक जो चौड़ी पतलून या मैक्सी स्कर्ट के साथ ख़ूब जँचती है।",
          tr: "Bol paça pantolon ya da uzun etekle kolayca kombinlenen, yanları yırtmaçlı diz boyu bir tunik.",
        },
        silhouette: "tunic", fabrics: ["cotton", "linen", "crepe", "modal"], sizes: "letter", price: [2900, 6900], clothes: true,
      },
      {
        slug: "kurtas",
        name: { en: "Kurtas", fr: "Kurtas", ar: "كورتات", hi: "कुर्तियाँ", tr: "Kurtalar" },
        garment: { en: "Kurta", fr: ["kurta", "f"], ar: ["كورتا", "f"], hi: ["कुर्ती", "f"], tr: "Kurta" },
        about: {
          en: "A straight-cut kurta with a mandarin collar, inspired by South Asian tailoring.",
          fr: "Une kurta à coupe droite et col mao, inspirée de la couture d'Asie du Sud.",
          ar: "كورتا بقصّة مستقيمة وياقة صينية، مستوحاة من الخياطة في جنوب آسيا.",
          hi: "मैंडरिन कॉलर वाली सीधी कटिंग की कुर्ती, दक्षिण एशियाई सिलाई से प्रेरित।",
          tr: "Güney Asya terziliğinden esinlenen, hakim yakalı düz kesim bir kurta.",
        },
        silhouette: "tunic", fabrics: ["cotton", "linen", "modal"], sizes: "letter", price: [2200, 5500], clothes: true,
      },
      {
        slug: "tunic-shirts",
        name: { en: "Tunic Shirts", fr: "Chemises tuniques", ar: "قمصان تونيك", hi: "ट्यूनिक शर्ट", tr: "Tunik Gömlekler" },
        garment: { en: "Tunic Shirt", fr: ["chemise tunique", "f"], ar: ["قميص تونيك", "m"], hi: ["ट्यूनिक शर्ट", "f"], tr: "Tunik Gömlek" },
        about: {
          en: "A longline shirt that covers the hips, with a curved hem and roll-up sleeves.",
          fr: "Une chemise longue qui couvre les hanches, avec un ourlet arrondi et des manches retroussables.",
          ar: "قميص طويل يغطي الوركين بحافة مستديرة وأكمام قابلة للطي.",
          hi: "कूल्हों को ढकने वाली लंबी शर्ट, गोल किनारे और मोड़ी जा सकने वाली आस्तीनों के साथ।",
          tr: "Kalçaları örten, oval etekli ve katlanabilir kollu uzun bir gömlek.",
        },
        silhouette: "tunic", fabrics: ["cotton", "linen", "modal"], sizes: "letter", price: [2500, 5900], clothes: true,
      },
    ],
  },
  {
    slug: "skirts",
    name: { en: "Skirts", fr: "Jupes", ar: "تنانير", hi: "स्कर्ट", tr: "Etekler" },
    featured: false,
    subs: [
      {
        slug: "maxi-skirts",
        name: { en: "Maxi Skirts", fr: "Jupes longues", ar: "تنانير طويلة", hi: "मैक्सी स्कर्ट", tr: "Uzun Etekler" },
        garment: { en: "Maxi Skirt", fr: ["jupe longue", "f"], ar: ["تنورة طويلة", "f"], hi: ["मैक्सी स्कर्ट", "f"], tr: "Uzun Etek" },
        about: {
          en: "An ankle-length A-line skirt with an elasticated waist for all-day comfort.",
          fr: "Une jupe trapèze longueur cheville à taille élastiquée, confortable toute la journée.",
          ar: "تنورة بقصّة A بطول الكاحل وخصر مطاطي لراحة طوال اليوم.",
          hi: "टखनों तक लंबी A-लाइन स्कर्ट, पूरे दिन आराम के लिए इलास्टिक कमर के साथ।",
          tr: "Gün boyu konfor için beli lastikli, bilek boyu A kesim bir etek.",
        },
        silhouette: "skirt", fabrics: ["crepe", "jersey", "linen", "cotton"], sizes: "letter", price: [2500, 6500], clothes: true,
      },
      {
        slug: "pleated-skirts",
        name: { en: "Pleated Skirts", fr: "Jupes plissées", ar: "تنانير بليسيه", hi: "प्लीटेड स्कर्ट", tr: "Pliseli Etekler" },
        garment: { en: "Pleated Skirt", fr: ["jupe plissée", "f"], ar: ["تنورة بليسيه", "f"], hi: ["प्लीटेड स्कर्ट", "f"], tr: "Pliseli Etek" },
        about: {
          en: "Fine sunray pleats give this long skirt movement with every step.",
          fr: "De fins plis soleil donnent du mouvement à cette jupe longue à chaque pas.",
          ar: "ثنيات دقيقة على شكل أشعة الشمس تمنح هذه التنورة الطويلة حركة مع كل خطوة.",
          hi: "बारीक सनरे प्लीट्स इस लंबी स्कर्ट को हर क़दम पर लहराने देती हैं।",
          tr: "İnce güneş pliseleri bu uzun eteğe her adımda hareket katar.",
        },
        silhouette: "skirt", fabrics: ["chiffon", "satin", "crepe"], sizes: "letter", price: [2900, 6900], clothes: true,
      },
      {
        slug: "wrap-skirts",
        name: { en: "Wrap Skirts", fr: "Jupes portefeuille", ar: "تنانير ملفوفة", hi: "रैप स्कर्ट", tr: "Kruvaze Etekler" },
        garment: { en: "Wrap Skirt", fr: ["jupe portefeuille", "f"], ar: ["تنورة ملفوفة", "f"], hi: ["रैप स्कर्ट", "f"], tr: "Kruvaze Etek" },
        about: {
          en: "A wrap skirt with a generous overlap, so it stays modest even in a breeze.",
          fr: "Une jupe portefeuille au large croisement, qui reste pudique même quand le vent se lève.",
          ar: "تنورة ملفوفة بتداخل واسع تبقى محتشمة حتى مع هبوب النسيم.",
          hi: "भरपूर ओवरलैप वाली रैप स्कर्ट, जो हवा चलने पर भी सलीके से बनी रहती है।",
          tr: "Geniş kruvaze kesimiyle rüzgârda bile kapalılığını koruyan bir etek.",
        },
        silhouette: "skirt", fabrics: ["linen", "cotton", "crepe"], sizes: "letter", price: [2500, 5900], clothes: true,
      },
    ],
  },
  {
    slug: "trousers",
    name: { en: "Trousers", fr: "Pantalons", ar: "بناطيل", hi: "पतलून", tr: "Pantolonlar" },
    featured: false,
    subs: [
      {
        slug: "wide-leg-trousers",
        name: { en: "Wide-Leg Trousers", fr: "Pantalons larges", ar: "بناطيل واسعة", hi: "वाइड-लेग पतलून", tr: "Bol Paça Pantolonlar" },
        garment: { en: "Wide-Leg Trousers", fr: ["pantalon large", "m"], ar: ["بنطال واسع", "m"], hi: ["वाइड-लेग पतलून", "f"], tr: "Bol Paça Pantolon" },
        about: {
          en: "High-waisted wide-leg trousers that hang straight and never cling.",
          fr: "Un pantalon large taille haute qui tombe droit sans jamais coller.",
          ar: "بنطال واسع بخصر عالٍ ينسدل باستقامة ولا يلتصق بالجسم.",
          hi: "ऊँची कमर वाली चौड़ी पतलून जो सीधी गिरती है और शरीर से चिपकती नहीं।",
          tr: "Düz dökülen ve asla vücuda yapışmayan yüksek bel bol paça pantolon.",
        },
        silhouette: "trousers", fabrics: ["crepe", "linen", "cotton"], sizes: "letter", price: [2900, 6900], clothes: true,
      },
      {
        slug: "palazzo-pants",
        name: { en: "Palazzo Pants", fr: "Pantalons palazzo", ar: "بناطيل بالاتسو", hi: "पलाज़ो", tr: "Palazzo Pantolonlar" },
        garment: { en: "Palazzo Pants", fr: ["pantalon palazzo", "m"], ar: ["بنطال بالاتسو", "m"], hi: ["पलाज़ो", "m"], tr: "Palazzo Pantolon" },
        about: {
          en: "Flowing palazzo pants so wide they move like a skirt.",
          fr: "Un pantalon palazzo si ample qu'il bouge comme une jupe.",
          ar: "بنطال بالاتسو منسدل وواسع لدرجة أنه يتحرك كالتنورة.",
          hi: "इतना खुला और लहराता पलाज़ो कि स्कर्ट की तरह झूमता है।",
          tr: "Etek gibi salınacak kadar bol, dökümlü bir palazzo pantolon.",
        },
        silhouette: "trousers", fabrics: ["chiffon", "crepe", "jersey"], sizes: "letter", price: [2500, 5900], clothes: true,
      },
      {
        slug: "culottes",
        name: { en: "Culottes", fr: "Jupes-culottes", ar: "بناطيل كلوت", hi: "क्यूलॉट्स", tr: "Pantolon Etekler" },
        garment: { en: "Culottes", fr: ["jupe-culotte", "f"], ar: ["بنطال كلوت", "m"], hi: ["क्यूलॉट्स", "p"], tr: "Pantolon Etek" },
        about: {
          en: "Mid-calf culottes that look like a skirt and move like trousers.",
          fr: "Une jupe-culotte à mi-mollet qui a l'allure d'une jupe et l'aisance d'un pantalon.",
          ar: "بنطال كلوت بطول منتصف الساق يبدو كالتنورة ويتحرك كالبنطال.",
          hi: "पिंडली तक के क्यूलॉट्स जो दिखते स्कर्ट जैसे हैं और चलने में पतलून जैसे आरामदेह हैं।",
          tr: "Etek gibi görünen, pantolon rahatlığında baldır boyu bir pantolon etek.",
        },
        silhouette: "trousers", fabrics: ["crepe", "linen"], sizes: "letter", price: [2900, 5900], clothes: true,
      },
    ],
  },
  {
    slug: "outerwear",
    name: { en: "Outerwear", fr: "Manteaux et vestes", ar: "ملابس خارجية", hi: "आउटरवियर", tr: "Dış Giyim" },
    featured: false,
    subs: [
      {
        slug: "long-coats",
        name: { en: "Long Coats", fr: "Manteaux longs", ar: "معاطف طويلة", hi: "लंबे कोट", tr: "Uzun Kabanlar" },
        garment: { en: "Long Coat", fr: ["manteau long", "m"], ar: ["معطف طويل", "m"], hi: ["लॉन्ग कोट", "m"], tr: "Uzun Kaban" },
        about: {
          en: "A below-the-knee coat with a clean collar and deep pockets, warm without bulk.",
          fr: "Un manteau sous le genou au col net et aux poches profondes, chaud sans épaisseur.",
          ar: "معطف تحت الركبة بياقة بسيطة وجيوب عميقة، دافئ دون أن يكون ثقيلاً.",
          hi: "घुटनों से नीचे तक का कोट, साफ़ कॉलर और गहरी जेबों के साथ, बिना भारीपन के गर्म।",
          tr: "Sade yakalı ve derin cepli, hantal durmadan sıcak tutan diz altı bir kaban.",
        },
        silhouette: "coat", fabrics: ["wool", "crepe"], sizes: "letter", price: [8900, 22900], clothes: true,
      },
      {
        slug: "long-cardigans",
        name: { en: "Long Cardigans", fr: "Cardigans longs", ar: "كارديغانات طويلة", hi: "लंबे कार्डिगन", tr: "Uzun Hırkalar" },
        garment: { en: "Long Cardigan", fr: ["cardigan long", "m"], ar: ["كارديغان طويل", "m"], hi: ["लॉन्ग कार्डिगन", "m"], tr: "Uzun Hırka" },
        about: {
          en: "A long open cardigan for layering over dresses and tunics on cooler days.",
          fr: "Un long cardigan ouvert à superposer sur robes et tuniques quand il fait plus frais.",
          ar: "كارديغان طويل مفتوح يُلبس فوق الفساتين والتونيكات في الأيام الباردة.",
          hi: "ठंडे दिनों में ड्रेस और ट्यूनिक के ऊपर पहनने के लिए लंबा खुला कार्डिगन।",
          tr: "Serin günlerde elbise ve tuniklerin üzerine giymek için uzun, önü açık bir hırka.",
        },
        silhouette: "coat", fabrics: ["wool", "jersey", "cotton"], sizes: "letter", price: [3500, 8900], clothes: true,
      },
      {
        slug: "trench-coats",
        name: { en: "Trench Coats", fr: "Trenchs", ar: "معاطف ترنش", hi: "ट्रेंच कोट", tr: "Trençkotlar" },
        garment: { en: "Trench Coat", fr: ["trench", "m"], ar: ["معطف ترنش", "m"], hi: ["ट्रेंच कोट", "m"], tr: "Trençkot" },
        about: {
          en: "A belted trench coat with a storm flap, cut long for full coverage in the rain.",
          fr: "Un trench ceinturé avec rabat tempête, coupé long pour bien couvrir sous la pluie.",
          ar: "معطف ترنش بحزام ولسان واقٍ من المطر، بقصّة طويلة لتغطية كاملة.",
          hi: "बेल्ट और स्टॉर्म फ़्लैप वाला ट्रेंच कोट, बारिश में पूरी तरह ढकने के लिए लंबी कटिंग।",
          tr: "Yağmurda tam örtünme için uzun kesilmiş, kemerli ve fırtına kapaklı bir trençkot.",
        },
        silhouette: "coat", fabrics: ["cotton", "canvas"], sizes: "letter", price: [7900, 17900], clothes: true,
      },
    ],
  },
  {
    slug: "prayer-wear",
    name: { en: "Prayer Wear", fr: "Tenues de prière", ar: "ملابس الصلاة", hi: "नमाज़ के कपड़े", tr: "Namaz Kıyafetleri" },
    featured: true,
    subs: [
      {
        slug: "prayer-dresses",
        name: { en: "Prayer Dresses", fr: "Robes de prière", ar: "فساتين صلاة", hi: "नमाज़ ड्रेस", tr: "Namaz Elbiseleri" },
        garment: { en: "Prayer Dress", fr: ["robe de prière", "f"], ar: ["فستان صلاة", "m"], hi: ["नमाज़ ड्रेस", "f"], tr: "Namaz Elbisesi" },
        about: {
          en: "A one-piece prayer dress with an attached hood that slips on over clothes in seconds.",
          fr: "Une robe de prière d'une seule pièce à capuche intégrée, qui s'enfile sur les vêtements en quelques secondes.",
          ar: "فستان صلاة قطعة واحدة بغطاء رأس متصل يُلبس فوق الملابس في ثوانٍ.",
          hi: "जुड़े हुए हुड वाली वन-पीस नमाज़ ड्रेस जो कपड़ों के ऊपर कुछ ही सेकंड में पहनी जा सकती है।",
          tr: "Kıyafetlerin üzerine saniyeler içinde giyilen, başlığı ekli tek parça namaz elbisesi.",
        },
        silhouette: "jilbab", fabrics: ["jersey", "cotton", "nida"], sizes: "letter", price: [2500, 5900], clothes: true,
      },
      {
        slug: "prayer-mats",
        name: { en: "Prayer Mats", fr: "Tapis de prière", ar: "سجادات صلاة", hi: "जानमाज़", tr: "Seccadeler" },
        garment: { en: "Prayer Mat", fr: ["tapis de prière", "m"], ar: ["سجادة صلاة", "f"], hi: ["जानमाज़", "f"], tr: "Seccade" },
        about: {
          en: "A cushioned prayer mat with a woven mihrab motif and a non-slip backing.",
          fr: "Un tapis de prière rembourré, orné d'un motif de mihrab tissé, avec envers antidérapant.",
          ar: "سجادة صلاة مبطنة بزخرفة محراب منسوجة وقاعدة مانعة للانزلاق.",
          hi: "बुने हुए मेहराब डिज़ाइन और फिसलन-रोधी तले वाली गद्देदार जानमाज़।",
          tr: "Dokuma mihrap motifli, kaymaz tabanlı, yumuşak dolgulu bir seccade.",
        },
        silhouette: "mat", fabrics: ["velvet", "cotton"], sizes: "none", price: [1900, 6900],
      },
      {
        slug: "travel-prayer-sets",
        name: { en: "Travel Prayer Sets", fr: "Kits de prière de voyage", ar: "أطقم صلاة للسفر", hi: "ट्रैवल नमाज़ सेट", tr: "Seyahat Namaz Setleri" },
        garment: { en: "Travel Prayer Set", fr: ["kit de prière de voyage", "m"], ar: ["طقم صلاة للسفر", "m"], hi: ["ट्रैवल नमाज़ सेट", "m"], tr: "Seyahat Namaz Seti" },
        about: {
          en: "A light prayer mat and matching cover that fold into a pouch small enough for any bag.",
          fr: "Un tapis de prière léger et sa housse assortie, qui se plient dans une pochette assez petite pour tous les sacs.",
          ar: "سجادة صلاة خفيفة مع غطاء متناسق تُطوى في حقيبة صغيرة تناسب أي شنطة.",
          hi: "हल्की जानमाज़ और मेल खाता कवर जो एक छोटे पाउच में मुड़ जाते हैं, हर बैग में समा जाएँ।",
          tr: "Her çantaya sığacak küçük bir keseye katlanan hafif bir seccade ve uyumlu örtüsü.",
        },
        silhouette: "mat", fabrics: ["cotton", "velvet"], sizes: "none", price: [1500, 3500],
      },
    ],
  },
  {
    slug: "accessories",
    name: { en: "Accessories", fr: "Accessoires", ar: "إكسسوارات", hi: "एक्सेसरीज़", tr: "Aksesuarlar" },
    featured: false,
    subs: [
      {
        slug: "handbags",
        name: { en: "Handbags", fr: "Sacs à main", ar: "حقائب يد", hi: "हैंडबैग", tr: "El Çantaları" },
        garment: { en: "Tote Bag", fr: ["sac cabas", "m"], ar: ["حقيبة يد", "f"], hi: ["टोट बैग", "m"], tr: "Tote Çanta" },
        about: {
          en: "A roomy tote with a zipped inner pocket, big enough for a prayer mat, a tablet and the day's essentials.",
          fr: "Un cabas spacieux avec poche intérieure zippée, assez grand pour un tapis de prière, une tablette et l'essentiel de la journée.",
          ar: "حقيبة واسعة بجيب داخلي بسحاب، تتسع لسجادة صلاة وجهاز لوحي وأغراض اليوم.",
          hi: "अंदर ज़िप वाली जेब के साथ खुला टोट बैग, जिसमें जानमाज़, टैबलेट और दिन भर का ज़रूरी सामान आ जाए।",
          tr: "İçinde fermuarlı cebi olan; seccade, tablet ve günlük eşyalar için yeterince geniş bir çanta.",
        },
        silhouette: "bag", fabrics: ["leather", "suede", "canvas"], sizes: "none", price: [3900, 14900],
      },
      {
        slug: "belts",
        name: { en: "Belts", fr: "Ceintures", ar: "أحزمة", hi: "बेल्ट", tr: "Kemerler" },
        garment: { en: "Abaya Belt", fr: ["ceinture d'abaya", "f"], ar: ["حزام عباية", "m"], hi: ["अबाया बेल्ट", "f"], tr: "Abaya Kemeri" },
        about: {
          en: "A slim belt that defines the waist of an abaya or kaftan without adding bulk.",
          fr: "Une ceinture fine qui marque la taille d'une abaya ou d'un caftan sans l'alourdir.",
          ar: "حزام رفيع يحدد خصر العباية أو القفطان دون أن يضيف حجماً.",
          hi: "एक पतली बेल्ट जो अबाया या कफ़्तान की कमर को बिना भारीपन के उभारती है।",
          tr: "Abaya ya da kaftanın belini hacim katmadan belirginleştiren ince bir kemer.",
        },
        silhouette: "belt", fabrics: ["leather", "suede"], sizes: "letter", price: [1500, 4900],
      },
      {
        slug: "arm-sleeves",
        name: { en: "Arm Sleeves", fr: "Manchettes couvre-bras", ar: "أكمام للذراعين", hi: "आर्म स्लीव्स", tr: "Kolluklar" },
        garment: { en: "Arm Sleeves", fr: ["paire de manchettes", "f"], ar: ["أكمام للذراعين", "f"], hi: ["आर्म स्लीव्स", "f"], tr: "Kolluk" },
        about: {
          en: "Stretch arm sleeves that cover the forearm under short or three-quarter sleeves.",
          fr: "Des manchettes extensibles qui couvrent l'avant-bras sous les manches courtes ou trois-quarts.",
          ar: "أكمام مطاطية تغطي الساعد تحت الأكمام القصيرة أو ثلاثية الأرباع.",
          hi: "खिंचने वाली आर्म स्लीव्स जो छोटी या थ्री-क्वार्टर आस्तीनों के नीचे बाँह ढकती हैं।",
          tr: "Kısa ya da truvakar kolların altında ön kolu örten esnek kolluklar.",
        },
        silhouette: "sleeves", fabrics: ["jersey", "modal"], sizes: "none", price: [600, 1500],
      },
    ],
  },
  {
    slug: "footwear",
    name: { en: "Footwear", fr: "Chaussures", ar: "أحذية", hi: "जूते-चप्पल", tr: "Ayakkabılar" },
    featured: false,
    subs: [
      {
        slug: "ballet-flats",
        name: { en: "Ballet Flats", fr: "Ballerines", ar: "أحذية مسطحة", hi: "बैले फ़्लैट्स", tr: "Babetler" },
        garment: { en: "Ballet Flats", fr: ["ballerine", "f"], ar: ["حذاء مسطح", "m"], hi: ["बैले फ़्लैट्स", "p"], tr: "Babet" },
        about: {
          en: "Soft ballet flats with a cushioned insole, easy to slip off at the mosque door.",
          fr: "Des ballerines souples à semelle rembourrée, faciles à retirer à l'entrée de la mosquée.",
          ar: "حذاء مسطح ناعم بنعل داخلي مبطن، يسهل خلعه عند باب المسجد.",
          hi: "गद्देदार तले वाले मुलायम बैले फ़्लैट्स, जिन्हें मस्जिद के दरवाज़े पर आसानी से उतारा जा सके।",
          tr: "Cami kapısında kolayca çıkarılan, iç tabanı yumuşak dolgulu babetler.",
        },
        silhouette: "flats", fabrics: ["leather", "suede"], sizes: "shoe", price: [3500, 8900],
      },
      {
        slug: "sandals",
        name: { en: "Sandals", fr: "Sandales", ar: "صنادل", hi: "सैंडल", tr: "Sandaletler" },
        garment: { en: "Sandals", fr: ["sandale", "f"], ar: ["صندل", "m"], hi: ["सैंडल", "f"], tr: "Sandalet" },
        about: {
          en: "Flat sandals with an adjustable strap for warm days, easy to take off for wudu.",
          fr: "Des sandales plates à bride réglable pour les beaux jours, faciles à retirer pour les ablutions.",
          ar: "صندل مسطح بحزام قابل للتعديل للأيام الدافئة، يسهل خلعه عند الوضوء.",
          hi: "एडजस्ट होने वाले स्ट्रैप वाली सपाट सैंडल, गर्म दिनों के लिए, वुज़ू के समय उतारने में आसान।",
          tr: "Sıcak günler için ayarlanabilir bantlı, abdest alırken kolayca çıkarılan düz sandaletler.",
        },
        silhouette: "sandals", fabrics: ["leather"], sizes: "shoe", price: [2900, 7900],
      },
      {
        slug: "ankle-boots",
        name: { en: "Ankle Boots", fr: "Bottines", ar: "أحذية بوت قصيرة", hi: "एंकल बूट", tr: "Botlar" },
        garment: { en: "Ankle Boots", fr: ["bottine", "f"], ar: ["بوت قصير", "m"], hi: ["एंकल बूट", "m"], tr: "Bot" },
        about: {
          en: "Low-heeled ankle boots with a side zip that look sharp under long skirts and abayas.",
          fr: "Des bottines à petit talon avec zip latéral, élégantes sous les jupes longues et les abayas.",
          ar: "بوت قصير بكعب منخفض وسحاب جانبي يبدو أنيقاً تحت التنانير الطويلة والعبايات.",
          hi: "कम एड़ी और साइड ज़िप वाले एंकल बूट जो लंबी स्कर्ट और अबाया के नीचे शानदार दिखते हैं।",
          tr: "Uzun etek ve abayaların altında şık duran, yan fermuarlı alçak topuklu botlar.",
        },
        silhouette: "boots", fabrics: ["leather", "suede"], sizes: "shoe", price: [7900, 16900],
      },
    ],
  },
  {
    slug: "menswear",
    name: { en: "Menswear", fr: "Homme", ar: "ملابس رجالية", hi: "पुरुषों के कपड़े", tr: "Erkek Giyim" },
    featured: true,
    subs: [
      {
        slug: "thobes",
        name: { en: "Thobes", fr: "Qamis", ar: "أثواب", hi: "थोब", tr: "Cübbeler" },
        garment: { en: "Thobe", fr: ["qamis", "m"], ar: ["ثوب", "m"], hi: ["थोब", "m"], tr: "Cübbe" },
        about: {
          en: "A classic ankle-length thobe with a buttoned placket and a tailored collar.",
          fr: "Un qamis classique jusqu'aux chevilles, avec patte boutonnée et col ajusté.",
          ar: "ثوب كلاسيكي بطول الكاحل بأزرار أمامية وياقة مفصّلة.",
          hi: "बटन वाली पट्टी और सिले हुए कॉलर के साथ टखनों तक लंबा क्लासिक थोब।",
          tr: "Düğmeli patlı ve terzi işi yakalı, bilek boyu klasik bir cübbe.",
        },
        silhouette: "thobe", fabrics: ["cotton", "linen", "wool"], sizes: "length", price: [3500, 9900], clothes: true,
      },
      {
        slug: "kufi-caps",
        name: { en: "Kufi Caps", fr: "Calottes", ar: "طواقي", hi: "टोपियाँ", tr: "Takkeler" },
        garment: { en: "Kufi Cap", fr: ["calotte", "f"], ar: ["طاقية", "f"], hi: ["टोपी", "f"], tr: "Takke" },
        about: {
          en: "A structured kufi cap that keeps its shape through the daily prayers.",
          fr: "Une calotte structurée qui garde sa forme au fil des prières quotidiennes.",
          ar: "طاقية متماسكة تحافظ على شكلها خلال الصلوات اليومية.",
          hi: "मज़बूत बनावट वाली टोपी जो रोज़ की नमाज़ों में भी अपना आकार बनाए रखती है।",
          tr: "Günlük namazlarda biçimini koruyan sağlam formlu bir takke.",
        },
        silhouette: "kufi", fabrics: ["cotton", "velvet"], sizes: "none", price: [800, 2500],
      },
      {
        slug: "mens-kurtas",
        name: { en: "Men's Kurtas", fr: "Kurtas homme", ar: "كورتات رجالية", hi: "पुरुषों के कुर्ते", tr: "Erkek Kurtaları" },
        garment: { en: "Men's Kurta", fr: ["kurta homme", "f"], ar: ["كورتا رجالية", "f"], hi: ["कुर्ता", "m"], tr: "Erkek Kurtası" },
        about: {
          en: "A long kurta for men, comfortable for Friday prayers and family gatherings.",
          fr: "Une longue kurta pour homme, confortable pour la prière du vendredi et les réunions de famille.",
          ar: "كورتا رجالية طويلة ومريحة لصلاة الجمعة والتجمعات العائلية.",
          hi: "पुरुषों के लिए लंबा कुर्ता, जुमे की नमाज़ और पारिवारिक मेल-मिलाप के लिए आरामदायक।",
          tr: "Cuma namazı ve aile buluşmaları için rahat, uzun bir erkek kurtası.",
        },
        silhouette: "tunic", fabrics: ["cotton", "linen"], sizes: "letter", price: [2900, 6900], clothes: true,
      },
    ],
  },
  {
    slug: "kids",
    name: { en: "Kids", fr: "Enfants", ar: "أطفال", hi: "बच्चे", tr: "Çocuk" },
    featured: true,
    subs: [
      {
        slug: "girls-abayas",
        name: { en: "Girls' Abayas", fr: "Abayas fille", ar: "عبايات بناتي", hi: "गर्ल्स अबाया", tr: "Kız Çocuk Abayaları" },
        garment: { en: "Girls' Abaya", fr: ["abaya fille", "f"], ar: ["عباية بناتي", "f"], hi: ["गर्ल्स अबाया", "f"], tr: "Kız Çocuk Abayası" },
        about: {
          en: "A little abaya for girls, cut with room to play and a hem that will not trip.",
          fr: "Une petite abaya pour fillette, coupée pour jouer librement, avec un ourlet qui ne fait pas trébucher.",
          ar: "عباية صغيرة للبنات بقصّة تتيح اللعب بحرية وحافة لا تعيق المشي.",
          hi: "लड़कियों के लिए छोटी अबाया, खेलने के लिए खुली कटिंग और ऐसा घेरा जो पैरों में न उलझे।",
          tr: "Rahatça oynamaya uygun kesimli, eteği ayağa takılmayan, kız çocuklarına özel minik bir abaya.",
        },
        silhouette: "abaya", fabrics: ["crepe", "nida", "jersey"], sizes: "age", price: [2500, 5500], clothes: true,
      },
      {
        slug: "girls-hijabs",
        name: { en: "Girls' Hijabs", fr: "Hijabs fille", ar: "حجابات بناتي", hi: "गर्ल्स हिजाब", tr: "Kız Çocuk Başörtüleri" },
        garment: { en: "Girls' Hijab", fr: ["hijab fille", "m"], ar: ["حجاب بناتي", "m"], hi: ["गर्ल्स हिजाब", "m"], tr: "Kız Çocuk Başörtüsü" },
        about: {
          en: "A pull-on hijab for girls with no pins, soft enough for a whole school day.",
          fr: "Un hijab à enfiler pour fillette, sans épingles, assez doux pour toute une journée d'école.",
          ar: "حجاب بناتي يُلبس بسهولة دون دبابيس، ناعم بما يكفي ليوم دراسي كامل.",
          hi: "लड़कियों के लिए बिना पिन वाला, पहनने में आसान हिजाब, पूरे स्कूल के दिन के लिए मुलायम।",
          tr: "İğnesiz, kolay giyilen, bütün bir okul günü için yeterince yumuşak kız çocuk başörtüsü.",
        },
        silhouette: "hijab", fabrics: ["jersey", "cotton"], sizes: "age", price: [600, 1500], clothes: true,
      },
      {
        slug: "boys-thobes",
        name: { en: "Boys' Thobes", fr: "Qamis garçon", ar: "أثواب أولادي", hi: "बॉयज़ थोब", tr: "Erkek Çocuk Cübbeleri" },
        garment: { en: "Boys' Thobe", fr: ["qamis garçon", "m"], ar: ["ثوب أولادي", "m"], hi: ["बॉयज़ थोब", "m"], tr: "Erkek Çocuk Cübbesi" },
        about: {
          en: "A boys' thobe with a snap placket and a roomy cut for Eid mornings and the mosque.",
          fr: "Un qamis pour garçon à patte pressionnée et coupe ample, pour les matins d'Aïd et la mosquée.",
          ar: "ثوب للأولاد بأزرار كبس وقصّة واسعة لصباح العيد والمسجد.",
          hi: "प्रेस बटन वाली पट्टी और खुली कटिंग वाला लड़कों का थोब, ईद की सुबह और मस्जिद के लिए।",
          tr: "Bayram sabahları ve cami için çıtçıtlı patlı, bol kesimli erkek çocuk cübbesi.",
        },
        silhouette: "thobe", fabrics: ["cotton", "linen"], sizes: "age", price: [2000, 4500], clothes: true,
      },
    ],
  },
  {
    slug: "modest-sportswear",
    name: { en: "Modest Sportswear", fr: "Sport pudique", ar: "ملابس رياضية محتشمة", hi: "मॉडेस्ट स्पोर्ट्सवियर", tr: "Tesettür Spor Giyim" },
    featured: false,
    subs: [
      {
        slug: "burkinis",
        name: { en: "Burkinis", fr: "Burkinis", ar: "بوركيني", hi: "बुर्किनी", tr: "Haşemalar" },
        garment: { en: "Burkini", fr: ["burkini", "m"], ar: ["بوركيني", "m"], hi: ["बुर्किनी", "f"], tr: "Haşema" },
        about: {
          en: "A three-piece burkini with a hooded top, tunic and leggings in quick-drying fabric.",
          fr: "Un burkini trois pièces avec haut à capuche, tunique et legging, dans un tissu à séchage rapide.",
          ar: "بوركيني من ثلاث قطع: غطاء رأس وتونيك وليغنز من قماش سريع الجفاف.",
          hi: "तीन हिस्सों वाली बुर्किनी: हुड वाला टॉप, ट्यूनिक और लेगिंग्स, जल्दी सूखने वाले कपड़े में।",
          tr: "Hızlı kuruyan kumaştan başlıklı üst, tunik ve taytlı üç parça bir haşema.",
        },
        silhouette: "burkini", fabrics: ["lycra"], sizes: "letter", price: [4500, 9900], clothes: true,
      },
      {
        slug: "sports-hijabs",
        name: { en: "Sports Hijabs", fr: "Hijabs de sport", ar: "حجابات رياضية", hi: "स्पोर्ट्स हिजाब", tr: "Spor Başörtüleri" },
        garment: { en: "Sports Hijab", fr: ["hijab de sport", "m"], ar: ["حجاب رياضي", "m"], hi: ["स्पोर्ट्स हिजाब", "m"], tr: "Spor Başörtüsü" },
        about: {
          en: "A breathable sports hijab that stays put through running, swimming and the gym.",
          fr: "Un hijab de sport respirant qui reste en place à la course, à la piscine et en salle.",
          ar: "حجاب رياضي يسمح بمرور الهواء ويبقى ثابتاً أثناء الجري والسباحة والتمارين.",
          hi: "हवादार स्पोर्ट्स हिजाब जो दौड़ने, तैरने और जिम में भी अपनी जगह टिका रहता है।",
          tr: "Koşuda, yüzmede ve spor salonunda yerinden oynamayan, nefes alan bir spor başörtüsü.",
        },
        silhouette: "hijab", fabrics: ["lycra", "jersey"], sizes: "none", price: [1200, 2900], clothes: true,
      },
      {
        slug: "training-tunics",
        name: { en: "Training Tunics", fr: "Tuniques de sport", ar: "تونيكات رياضية", hi: "ट्रेनिंग ट्यूनिक", tr: "Spor Tunikler" },
        garment: { en: "Training Tunic", fr: ["tunique de sport", "f"], ar: ["تونيك رياضي", "m"], hi: ["ट्रेनिंग ट्यूनिक", "f"], tr: "Spor Tunik" },
        about: {
          en: "A long-sleeved training tunic that covers the hips and wicks moisture during workouts.",
          fr: "Une tunique de sport à manches longues qui couvre les hanches et évacue la transpiration pendant l'effort.",
          ar: "تونيك رياضي بأكمام طويلة يغطي الوركين ويطرد الرطوبة أثناء التمرين.",
          hi: "लंबी आस्तीनों वाली ट्रेनिंग ट्यूनिक जो कूल्हों को ढकती है और कसरत के दौरान पसीना बाहर निकालती है।",
          tr: "Kalçaları örten, antrenman sırasında teri dışarı atan uzun kollu bir spor tunik.",
        },
        silhouette: "tunic", fabrics: ["jersey", "lycra"], sizes: "letter", price: [2900, 5900], clothes: true,
      },
    ],
  },
];
