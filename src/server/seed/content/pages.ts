import { FAQ, RETURNS, SHIPPING } from "./help-pages.ts";
import { PRIVACY_POLICY, TERMS } from "./legal-pages.ts";
import { p, type PageSeed } from "./page-html.ts";

const ABOUT: PageSeed = {
  slug: "about",
  inFooter: true,
  title: { en: "About us", fr: "À propos", ar: "من نحن", hi: "हमारे बारे में", tr: "Hakkımızda" },
  body: {
    en: p(
      "Modest Marketplace brings together independent makers of modest fashion from Dubai to Istanbul, Hyderabad, Fez, Paris and London.",
      "Every store on the marketplace is run by the people who design and sew what they sell. We check each seller before they open, hold payments until orders arrive, and step in when something goes wrong.",
      "Our aim is simple: covered clothing that is well made, fairly priced and easy to find in your own language.",
    ),
    fr: p(
      "Modest Marketplace réunit des créateurs indépendants de mode pudique, de Dubaï à Istanbul, Hyderabad, Fès, Paris et Londres.",
      "Chaque boutique est tenue par les personnes qui dessinent et cousent ce qu'elles vendent. Nous vérifions chaque vendeur avant l'ouverture, conservons les paiements jusqu'à la livraison et intervenons en cas de problème.",
      "Notre objectif est simple : des vêtements couvrants bien faits, à un prix juste et faciles à trouver dans votre langue.",
    ),
    ar: p(
      "يجمع Modest Marketplace صنّاع الأزياء المحتشمة المستقلين من دبي إلى إسطنبول وحيدر آباد وفاس وباريس ولندن.",
      "يدير كل متجر في السوق أشخاصٌ يصممون ويخيطون ما يبيعونه بأنفسهم. نتحقق من كل بائع قبل افتتاح متجره، ونحتفظ بالمدفوعات حتى وصول الطلبات، ونتدخل عند حدوث أي مشكلة.",
      "هدفنا بسيط: ملابس محتشمة متقنة الصنع وبسعر عادل ويسهل العثور عليها بلغتك.",
    ),
    hi: p(
      "Modest Marketplace दुबई से इस्तांबुल, हैदराबाद, फ़ेज़, पेरिस और लंदन तक के स्वतंत्र मॉडेस्ट फ़ैशन निर्माताओं को एक जगह लाता है।",
      "मार्केटप्लेस की हर दुकान वही लोग चलाते हैं जो अपना सामान ख़ुद डिज़ाइन करते और सिलते हैं। हम हर विक्रेता की दुकान खुलने से पहले जाँच करते हैं, ऑर्डर पहुँचने तक भुगतान अपने पास रखते हैं और कोई गड़बड़ी होने पर मदद करते हैं।",
      "हमारा लक्ष्य सीधा है: अच्छी तरह बने, उचित दाम वाले और आपकी अपनी भाषा में आसानी से मिलने वाले शालीन कपड़े।",
    ),
    tr: p(
      "Modest Marketplace, Dubai'den İstanbul'a, Haydarabad'dan Fas'a, Paris'ten Londra'ya bağımsız tesettür giyim üreticilerini bir araya getirir.",
      "Pazaryerindeki her mağazayı, sattığı ürünleri kendisi tasarlayıp diken kişiler yönetir. Her satıcıyı mağazasını açmadan önce kontrol eder, siparişler ulaşana kadar ödemeleri bekletir ve bir sorun olduğunda devreye gireriz.",
      "Amacımız basit: iyi dikilmiş, adil fiyatlı ve kendi dilinizde kolayca bulunan kapalı giyim.",
    ),
  },
};

/** The static pages, in footer order. */
export const PAGES: readonly PageSeed[] = [ABOUT, PRIVACY_POLICY, TERMS, FAQ, SHIPPING, RETURNS];
