import type { Lang } from "../../../i18n/locales.ts";

/** Customers who bought and reviewed things (the demo customer is added by the seeder). */
export const REVIEWERS: readonly {
  name: string;
  email: string;
  locale: Lang;
  country: string;
  state: string;
  city: string;
}[] = [
  {
    name: "Fatima Noori",
    email: "fatima.noori@modest.local",
    locale: "en",
    country: "AF",
    state: "KAB",
    city: "Kabul",
  },
  {
    name: "Camille Haddad",
    email: "camille.haddad@modest.local",
    locale: "fr",
    country: "FR",
    state: "IDF",
    city: "Paris",
  },
  {
    name: "ليلى العمري",
    email: "layla.alomari@modest.local",
    locale: "ar",
    country: "SA",
    state: "01",
    city: "الرياض",
  },
  {
    name: "आयशा ख़ान",
    email: "ayesha.khan@modest.local",
    locale: "hi",
    country: "IN",
    state: "TG",
    city: "हैदराबाद",
  },
  {
    name: "Zeynep Kaya",
    email: "zeynep.kaya@modest.local",
    locale: "tr",
    country: "TR",
    state: "34",
    city: "İstanbul",
  },
  {
    name: "Amina Yusuf",
    email: "amina.yusuf@modest.local",
    locale: "en",
    country: "GB",
    state: "ENG",
    city: "Birmingham",
  },
  {
    name: "Inès Benali",
    email: "ines.benali@modest.local",
    locale: "fr",
    country: "MA",
    state: "06",
    city: "Casablanca",
  },
  {
    name: "مريم حداد",
    email: "maryam.haddad@modest.local",
    locale: "ar",
    country: "JO",
    state: "AM",
    city: "عمّان",
  },
  {
    name: "सना मिर्ज़ा",
    email: "sana.mirza@modest.local",
    locale: "hi",
    country: "IN",
    state: "DL",
    city: "दिल्ली",
  },
  {
    name: "Elif Demir",
    email: "elif.demir@modest.local",
    locale: "tr",
    country: "TR",
    state: "06",
    city: "Ankara",
  },
  {
    name: "Hafsa Rahimi",
    email: "hafsa.rahimi@modest.local",
    locale: "en",
    country: "AF",
    state: "BDS",
    city: "Fayzabad",
  },
  {
    name: "Yasmin Ali",
    email: "yasmin.ali@modest.local",
    locale: "en",
    country: "US",
    state: "MI",
    city: "Dearborn",
  },
];

/** Review comments by star rating, in the reviewer's own language. */
export const REVIEW_COMMENTS: Record<Lang, Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  en: {
    5: [
      "Beautiful quality and the colour is exactly as in the picture.",
      "Fits perfectly and the fabric feels lovely. Ordering another colour!",
      "Arrived quickly and beautifully packed. Highly recommend this seller.",
    ],
    4: [
      "Lovely piece, slightly longer than I expected but easy to hem.",
      "Good fabric and neat stitching; shipping took a few extra days.",
    ],
    3: [
      "Nice design, but the fabric is thinner than I hoped.",
      "Decent for the price. The colour is a little darker in person.",
    ],
    2: ["The size runs small; I had to exchange it."],
    1: ["Not what I expected, the seams came loose after one wash."],
  },
  fr: {
    5: [
      "Très belle qualité, la couleur est exactement comme sur la photo.",
      "Taille parfaitement et le tissu est agréable. Je vais commander une autre couleur !",
      "Arrivé vite et joliment emballé. Je recommande ce vendeur.",
    ],
    4: [
      "Très jolie pièce, un peu plus longue que prévu mais facile à ourler.",
      "Bon tissu et coutures soignées ; la livraison a pris quelques jours de plus.",
    ],
    3: [
      "Joli modèle, mais le tissu est plus fin que je ne l'espérais.",
      "Correct pour le prix. La couleur est un peu plus foncée en vrai.",
    ],
    2: ["Taille petit, j'ai dû l'échanger."],
    1: ["Déçue, les coutures ont lâché après un lavage."],
  },
  ar: {
    5: [
      "جودة رائعة واللون مطابق تماماً للصورة.",
      "المقاس مثالي والقماش مريح جداً. سأطلب لوناً آخر!",
      "وصل بسرعة وتغليفه أنيق. أنصح بهذا البائع.",
    ],
    4: [
      "قطعة جميلة، أطول قليلاً مما توقعت لكن يسهل تقصيرها.",
      "قماش جيد وخياطة متقنة، لكن الشحن تأخر بضعة أيام.",
    ],
    3: ["تصميم جميل لكن القماش أخف مما توقعت.", "مقبول مقابل السعر. اللون أغمق قليلاً في الواقع."],
    2: ["المقاس صغير واضطررت إلى استبداله."],
    1: ["ليس كما توقعت، انفكت الخياطة بعد أول غسلة."],
  },
  hi: {
    5: [
      "बहुत बढ़िया क्वालिटी, रंग बिल्कुल तस्वीर जैसा है।",
      "फ़िटिंग एकदम सही है और कपड़ा बहुत अच्छा लगता है। दूसरा रंग भी मँगवाऊँगी!",
      "जल्दी पहुँचा और बहुत अच्छे से पैक था। इस विक्रेता की ज़रूर सिफ़ारिश करूँगी।",
    ],
    4: [
      "प्यारा पीस है, उम्मीद से थोड़ा लंबा पर आसानी से छोटा हो जाता है।",
      "कपड़ा अच्छा और सिलाई साफ़ है; डिलीवरी में कुछ दिन ज़्यादा लगे।",
    ],
    3: ["डिज़ाइन अच्छा है, पर कपड़ा उम्मीद से पतला है।", "दाम के हिसाब से ठीक है। असल में रंग थोड़ा गहरा है।"],
    2: ["साइज़ छोटा निकला, बदलवाना पड़ा।"],
    1: ["उम्मीद के मुताबिक़ नहीं, एक धुलाई में सिलाई खुल गई।"],
  },
  tr: {
    5: [
      "Kalitesi çok güzel, rengi fotoğraftakinin aynısı.",
      "Tam oldu, kumaşı çok hoş. Başka bir rengini de sipariş edeceğim!",
      "Çok hızlı ve özenle paketlenmiş geldi. Bu satıcıyı tavsiye ederim.",
    ],
    4: [
      "Çok güzel bir parça, beklediğimden biraz uzun ama paçası kolayca alınıyor.",
      "Kumaşı iyi, dikişleri düzgün; kargo birkaç gün gecikti.",
    ],
    3: [
      "Modeli güzel ama kumaşı beklediğimden ince.",
      "Fiyatına göre idare eder. Rengi gerçekte biraz daha koyu.",
    ],
    2: ["Kalıbı küçük, değiştirmek zorunda kaldım."],
    1: ["Beklediğim gibi değil, bir yıkamada dikişleri söküldü."],
  },
};
