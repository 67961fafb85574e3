import type { Text } from "./text.ts";

export interface PageSeed {
  slug: string;
  inFooter: boolean;
  title: Text;
  /** HTML body. */
  body: Text;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join("");
const h = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${p(...paragraphs)}`;

export const PAGES: readonly PageSeed[] = [
  {
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
  },
  {
    slug: "privacy-policy",
    inFooter: true,
    title: {
      en: "Privacy policy",
      fr: "Politique de confidentialité",
      ar: "سياسة الخصوصية",
      hi: "गोपनीयता नीति",
      tr: "Gizlilik politikası",
    },
    body: {
      en:
        h(
          "What we collect",
          "Your name, e-mail address, phone number and delivery addresses when you create an account or place an order, and the orders you place. We do not store card numbers: payments are handled by the payment provider you choose.",
        ) +
        h(
          "Why we use it",
          "To deliver your orders, to let sellers ship to you, to send the e-mails you asked for (order updates, password codes, the newsletter if you subscribed) and to prevent fraud.",
        ) +
        h(
          "Who sees it",
          "The seller of each item sees the delivery details of that order only. We never sell your data.",
        ) +
        h(
          "Your choices",
          "You can change your details in your account, unsubscribe from the newsletter with one click and ask us to delete your account at any time.",
        ),
      fr:
        h(
          "Ce que nous collectons",
          "Vos nom, adresse e-mail, numéro de téléphone et adresses de livraison lorsque vous créez un compte ou passez commande, ainsi que vos commandes. Nous ne conservons aucun numéro de carte : les paiements sont traités par le prestataire que vous choisissez.",
        ) +
        h(
          "Pourquoi nous l'utilisons",
          "Pour livrer vos commandes, permettre aux vendeurs de vous expédier vos articles, vous envoyer les e-mails demandés (suivi de commande, codes de mot de passe, lettre d'information si vous y êtes abonnée) et prévenir la fraude.",
        ) +
        h(
          "Qui y a accès",
          "Le vendeur de chaque article ne voit que les informations de livraison de cette commande. Nous ne vendons jamais vos données.",
        ) +
        h(
          "Vos choix",
          "Vous pouvez modifier vos informations dans votre compte, vous désabonner de la lettre d'information en un clic et nous demander de supprimer votre compte à tout moment.",
        ),
      ar:
        h(
          "ما الذي نجمعه",
          "اسمك وبريدك الإلكتروني ورقم هاتفك وعناوين التوصيل عند إنشاء حساب أو تقديم طلب، إضافة إلى طلباتك. لا نحتفظ بأرقام البطاقات، فمزوّد الدفع الذي تختاره هو من يعالج المدفوعات.",
        ) +
        h(
          "لماذا نستخدمه",
          "لتوصيل طلباتك، ولتمكين البائعين من شحنها إليك، ولإرسال الرسائل التي طلبتها (تحديثات الطلب، رموز كلمة المرور، النشرة البريدية إن اشتركت فيها)، ولمنع الاحتيال.",
        ) +
        h(
          "من يطّلع عليه",
          "لا يرى بائع كل منتج سوى بيانات التوصيل الخاصة بذلك الطلب. ولا نبيع بياناتك أبداً.",
        ) +
        h(
          "خياراتك",
          "يمكنك تعديل بياناتك من حسابك، وإلغاء الاشتراك في النشرة بنقرة واحدة، وطلب حذف حسابك في أي وقت.",
        ),
      hi:
        h(
          "हम क्या जानकारी लेते हैं",
          "खाता बनाते या ऑर्डर देते समय आपका नाम, ई-मेल पता, फ़ोन नंबर और डिलीवरी पते, साथ ही आपके ऑर्डर। हम कार्ड नंबर नहीं रखते: भुगतान आपके चुने हुए पेमेंट प्रदाता के ज़रिए होता है।",
        ) +
        h(
          "हम इसका उपयोग क्यों करते हैं",
          "आपके ऑर्डर पहुँचाने, विक्रेताओं को आप तक सामान भेजने देने, आपके माँगे गए ई-मेल (ऑर्डर की जानकारी, पासवर्ड कोड, सदस्यता ली हो तो न्यूज़लेटर) भेजने और धोखाधड़ी रोकने के लिए।",
        ) +
        h(
          "इसे कौन देखता है",
          "हर सामान का विक्रेता सिर्फ़ उसी ऑर्डर की डिलीवरी जानकारी देखता है। हम आपका डेटा कभी नहीं बेचते।",
        ) +
        h(
          "आपके विकल्प",
          "आप अपने खाते में अपनी जानकारी बदल सकते हैं, एक क्लिक में न्यूज़लेटर से सदस्यता हटा सकते हैं और कभी भी अपना खाता हटाने के लिए कह सकते हैं।",
        ),
      tr:
        h(
          "Hangi bilgileri topluyoruz",
          "Hesap oluşturduğunuzda veya sipariş verdiğinizde adınız, e-posta adresiniz, telefon numaranız ve teslimat adresleriniz ile verdiğiniz siparişler. Kart numaralarını saklamayız: ödemeler seçtiğiniz ödeme sağlayıcısı tarafından işlenir.",
        ) +
        h(
          "Neden kullanıyoruz",
          "Siparişlerinizi teslim etmek, satıcıların ürünleri size göndermesini sağlamak, istediğiniz e-postaları (sipariş bildirimleri, şifre kodları, abone olduysanız bülten) göndermek ve dolandırıcılığı önlemek için.",
        ) +
        h(
          "Kimler görebilir",
          "Her ürünün satıcısı yalnızca o siparişin teslimat bilgilerini görür. Verilerinizi asla satmayız.",
        ) +
        h(
          "Tercihleriniz",
          "Bilgilerinizi hesabınızdan değiştirebilir, bültenden tek tıkla ayrılabilir ve istediğiniz zaman hesabınızın silinmesini talep edebilirsiniz.",
        ),
    },
  },
  {
    slug: "terms",
    inFooter: true,
    title: {
      en: "Terms and conditions",
      fr: "Conditions générales",
      ar: "الشروط والأحكام",
      hi: "नियम और शर्तें",
      tr: "Kullanım koşulları",
    },
    body: {
      en:
        h(
          "The marketplace",
          "Modest Marketplace is a platform where independent sellers offer their products. When you buy, your contract of sale is with the seller; we handle payment, support and disputes.",
        ) +
        h(
          "Prices and payment",
          "Prices are shown in US dollars and include the seller's price; shipping is added at checkout according to your address. An order is confirmed once payment succeeds, or straight away for cash on delivery.",
        ) +
        h(
          "Sellers",
          "Sellers must give true information when they register. False information can lead to the account being banned or suspended.",
        ) +
        h("Accounts", "Keep your password private. We may close accounts that are used for fraud or abuse."),
      fr:
        h(
          "La place de marché",
          "Modest Marketplace est une plateforme sur laquelle des vendeurs indépendants proposent leurs produits. Lorsque vous achetez, le contrat de vente vous lie au vendeur ; nous gérons le paiement, l'assistance et les litiges.",
        ) +
        h(
          "Prix et paiement",
          "Les prix sont affichés en dollars américains et correspondent au prix du vendeur ; les frais de livraison sont ajoutés au moment de la commande selon votre adresse. Une commande est confirmée dès que le paiement aboutit, ou immédiatement pour le paiement à la livraison.",
        ) +
        h(
          "Vendeurs",
          "Les vendeurs doivent fournir des informations exactes lors de leur inscription. Des informations fausses peuvent entraîner le bannissement ou la suspension du compte.",
        ) +
        h(
          "Comptes",
          "Gardez votre mot de passe pour vous. Nous pouvons fermer les comptes utilisés pour de la fraude ou des abus.",
        ),
      ar:
        h(
          "السوق",
          "Modest Marketplace منصة يعرض فيها بائعون مستقلون منتجاتهم. عند الشراء يكون عقد البيع بينك وبين البائع، ونتولى نحن الدفع والدعم وحل النزاعات.",
        ) +
        h(
          "الأسعار والدفع",
          "تُعرض الأسعار بالدولار الأمريكي وتمثل سعر البائع، وتُضاف تكلفة الشحن عند إتمام الطلب بحسب عنوانك. يُؤكَّد الطلب بعد نجاح الدفع، أو مباشرةً عند اختيار الدفع عند الاستلام.",
        ) +
        h(
          "البائعون",
          "يجب على البائعين تقديم معلومات صحيحة عند التسجيل. قد تؤدي المعلومات الكاذبة إلى حظر الحساب أو تعليقه.",
        ) +
        h("الحسابات", "احتفظ بكلمة المرور لنفسك. يحق لنا إغلاق الحسابات المستخدمة في الاحتيال أو الإساءة."),
      hi:
        h(
          "मार्केटप्लेस",
          "Modest Marketplace एक प्लेटफ़ॉर्म है जहाँ स्वतंत्र विक्रेता अपने उत्पाद बेचते हैं। जब आप ख़रीदते हैं तो बिक्री का अनुबंध विक्रेता के साथ होता है; भुगतान, सहायता और विवादों को हम सँभालते हैं।",
        ) +
        h(
          "क़ीमतें और भुगतान",
          "क़ीमतें अमेरिकी डॉलर में दिखाई जाती हैं और विक्रेता की क़ीमत होती हैं; शिपिंग आपके पते के अनुसार चेकआउट पर जोड़ी जाती है। भुगतान सफल होते ही ऑर्डर पक्का हो जाता है, और कैश ऑन डिलीवरी में तुरंत।",
        ) +
        h(
          "विक्रेता",
          "विक्रेताओं को पंजीकरण के समय सही जानकारी देनी होगी। ग़लत जानकारी देने पर खाता प्रतिबंधित या निलंबित किया जा सकता है।",
        ) +
        h("खाते", "अपना पासवर्ड किसी को न बताएँ। धोखाधड़ी या दुरुपयोग में इस्तेमाल होने वाले खाते हम बंद कर सकते हैं।"),
      tr:
        h(
          "Pazaryeri",
          "Modest Marketplace, bağımsız satıcıların ürünlerini sunduğu bir platformdur. Satın aldığınızda satış sözleşmeniz satıcıyladır; ödeme, destek ve anlaşmazlıkları biz yönetiriz.",
        ) +
        h(
          "Fiyatlar ve ödeme",
          "Fiyatlar ABD doları cinsinden gösterilir ve satıcının fiyatıdır; kargo ücreti ödeme adımında adresinize göre eklenir. Sipariş, ödeme başarılı olduğunda, kapıda ödemede ise hemen onaylanır.",
        ) +
        h(
          "Satıcılar",
          "Satıcılar kayıt olurken doğru bilgi vermelidir. Yanlış bilgi, hesabın yasaklanmasına veya askıya alınmasına yol açabilir.",
        ) +
        h(
          "Hesaplar",
          "Şifrenizi kimseyle paylaşmayın. Dolandırıcılık veya kötüye kullanım için kullanılan hesapları kapatabiliriz.",
        ),
    },
  },
  {
    slug: "faq",
    inFooter: true,
    title: {
      en: "Frequently asked questions",
      fr: "Questions fréquentes",
      ar: "الأسئلة الشائعة",
      hi: "अक्सर पूछे जाने वाले सवाल",
      tr: "Sıkça sorulan sorular",
    },
    body: {
      en:
        h(
          "How do I find my size?",
          "Abayas and thobes are sized by length in inches, measured from the shoulder to the hem. Other clothes use S to XL; each product page lists its sizes.",
        ) +
        h(
          "Can I track my order?",
          "Yes. Every order has a tracking code in its confirmation e-mail; enter it on the Track order page, no account needed.",
        ) +
        h(
          "Which payment methods can I use?",
          "Cash on delivery and bank transfer are available now. Card and wallet payments appear at checkout when they are switched on.",
        ) +
        h(
          "Can I cancel an order?",
          "While the order is still pending you can cancel it from your orders page. If you already paid online, the refund is started for you.",
        ),
      fr:
        h(
          "Comment trouver ma taille ?",
          "Les abayas et les qamis se mesurent en longueur, en pouces, de l'épaule à l'ourlet. Les autres vêtements vont du S au XL ; chaque fiche produit indique ses tailles.",
        ) +
        h(
          "Puis-je suivre ma commande ?",
          "Oui. Chaque commande a un code de suivi dans son e-mail de confirmation ; saisissez-le sur la page Suivre ma commande, sans compte.",
        ) +
        h(
          "Quels moyens de paiement puis-je utiliser ?",
          "Le paiement à la livraison et le virement bancaire sont disponibles. Les paiements par carte et portefeuille apparaissent à la commande lorsqu'ils sont activés.",
        ) +
        h(
          "Puis-je annuler une commande ?",
          "Tant que la commande est en attente, vous pouvez l'annuler depuis la page de vos commandes. Si vous avez déjà payé en ligne, le remboursement est lancé pour vous.",
        ),
      ar:
        h(
          "كيف أعرف مقاسي؟",
          "تُقاس العبايات والأثواب بالطول بالبوصة من الكتف حتى الحافة السفلية. أما بقية الملابس فمقاساتها من S إلى XL، وتذكر كل صفحة منتج مقاساتها.",
        ) +
        h(
          "هل يمكنني تتبع طلبي؟",
          "نعم. لكل طلب رمز تتبع في رسالة التأكيد، أدخله في صفحة تتبع الطلب دون الحاجة إلى حساب.",
        ) +
        h(
          "ما طرق الدفع المتاحة؟",
          "الدفع عند الاستلام والتحويل البنكي متاحان الآن. وتظهر طرق الدفع بالبطاقة والمحافظ عند إتمام الطلب حين يتم تفعيلها.",
        ) +
        h(
          "هل يمكنني إلغاء الطلب؟",
          "ما دام الطلب قيد الانتظار يمكنك إلغاؤه من صفحة طلباتك. وإذا كنت قد دفعت إلكترونياً فسيبدأ استرداد المبلغ تلقائياً.",
        ),
      hi:
        h(
          "मैं अपना साइज़ कैसे पता करूँ?",
          "अबाया और थोब का साइज़ कंधे से निचले किनारे तक की लंबाई (इंच में) से तय होता है। बाक़ी कपड़े S से XL तक हैं; हर उत्पाद पेज पर उसके साइज़ दिए गए हैं।",
        ) +
        h(
          "क्या मैं अपना ऑर्डर ट्रैक कर सकता हूँ?",
          "हाँ। हर ऑर्डर के पुष्टि ई-मेल में एक ट्रैकिंग कोड होता है; उसे 'ऑर्डर ट्रैक करें' पेज पर डालें, खाते की ज़रूरत नहीं।",
        ) +
        h(
          "मैं किन तरीक़ों से भुगतान कर सकता हूँ?",
          "कैश ऑन डिलीवरी और बैंक ट्रांसफ़र अभी उपलब्ध हैं। कार्ड और वॉलेट से भुगतान चालू होने पर चेकआउट में दिखाई देंगे।",
        ) +
        h(
          "क्या मैं ऑर्डर रद्द कर सकता हूँ?",
          "जब तक ऑर्डर पेंडिंग है, आप उसे अपने ऑर्डर पेज से रद्द कर सकते हैं। अगर आपने ऑनलाइन भुगतान कर दिया है तो रिफ़ंड अपने आप शुरू हो जाता है।",
        ),
      tr:
        h(
          "Bedenimi nasıl bulurum?",
          "Abaya ve cübbeler omuzdan eteğe kadar inç cinsinden boy ölçüsüyle bedenlendirilir. Diğer kıyafetler S'den XL'e kadardır; her ürün sayfasında bedenler yazar.",
        ) +
        h(
          "Siparişimi takip edebilir miyim?",
          "Evet. Her siparişin onay e-postasında bir takip kodu vardır; hesap gerekmeden Sipariş takibi sayfasına girin.",
        ) +
        h(
          "Hangi ödeme yöntemlerini kullanabilirim?",
          "Şu anda kapıda ödeme ve banka havalesi kullanılabilir. Kart ve cüzdan ödemeleri açıldığında ödeme adımında görünür.",
        ) +
        h(
          "Siparişimi iptal edebilir miyim?",
          "Sipariş beklemede olduğu sürece siparişlerim sayfasından iptal edebilirsiniz. Çevrim içi ödeme yaptıysanız iade sizin için başlatılır.",
        ),
    },
  },
  {
    slug: "shipping",
    inFooter: true,
    title: { en: "Shipping", fr: "Livraison", ar: "الشحن", hi: "शिपिंग", tr: "Kargo" },
    body: {
      en: p(
        "Each seller ships from their own workshop, so an order from several stores may arrive in separate parcels.",
        "Shipping costs depend on the seller and your country and region; you see the exact amount at checkout before you pay. Some products ship free, and some sellers offer pickup from their shop.",
        "Most orders leave within two working days and arrive in 3 to 10 days depending on the distance.",
      ),
      fr: p(
        "Chaque vendeur expédie depuis son propre atelier : une commande passée auprès de plusieurs boutiques peut donc arriver en plusieurs colis.",
        "Les frais de livraison dépendent du vendeur ainsi que de votre pays et de votre région ; vous voyez le montant exact avant de payer. Certains produits sont livrés gratuitement et certains vendeurs proposent le retrait en boutique.",
        "La plupart des commandes partent sous deux jours ouvrés et arrivent en 3 à 10 jours selon la distance.",
      ),
      ar: p(
        "يشحن كل بائع من ورشته الخاصة، لذا قد يصل الطلب المكوّن من عدة متاجر في طرود منفصلة.",
        "تعتمد تكلفة الشحن على البائع وعلى بلدك ومنطقتك، وترى المبلغ الدقيق عند إتمام الطلب قبل الدفع. بعض المنتجات تُشحن مجاناً، ويتيح بعض البائعين الاستلام من متاجرهم.",
        "تُشحن معظم الطلبات خلال يومي عمل وتصل خلال 3 إلى 10 أيام بحسب المسافة.",
      ),
      hi: p(
        "हर विक्रेता अपनी कार्यशाला से सामान भेजता है, इसलिए कई दुकानों से किया गया ऑर्डर अलग-अलग पार्सल में आ सकता है।",
        "शिपिंग का ख़र्च विक्रेता और आपके देश व क्षेत्र पर निर्भर करता है; भुगतान से पहले चेकआउट पर आपको सही रक़म दिखती है। कुछ उत्पाद मुफ़्त भेजे जाते हैं और कुछ विक्रेता दुकान से पिकअप की सुविधा देते हैं।",
        "ज़्यादातर ऑर्डर दो कार्यदिवसों में रवाना हो जाते हैं और दूरी के हिसाब से 3 से 10 दिनों में पहुँचते हैं।",
      ),
      tr: p(
        "Her satıcı kendi atölyesinden gönderim yapar; bu yüzden birden fazla mağazadan verilen bir sipariş ayrı paketlerle gelebilir.",
        "Kargo ücreti satıcıya, ülkenize ve bölgenize göre değişir; ödeme yapmadan önce tam tutarı görürsünüz. Bazı ürünlerde kargo ücretsizdir, bazı satıcılar da mağazadan teslim alma imkânı sunar.",
        "Siparişlerin çoğu iki iş günü içinde yola çıkar ve mesafeye göre 3 ila 10 günde ulaşır.",
      ),
    },
  },
  {
    slug: "returns",
    inFooter: true,
    title: {
      en: "Returns and refunds",
      fr: "Retours et remboursements",
      ar: "الإرجاع والاسترداد",
      hi: "वापसी और रिफ़ंड",
      tr: "İade ve geri ödeme",
    },
    body: {
      en: p(
        'Products marked refundable can be returned within 14 days of delivery if they are unworn and have their labels. Products marked "change of mind" can be returned even if nothing is wrong with them.',
        "To return an item, contact us with your order's tracking code. Once the seller receives it, we refund the original payment method within five working days.",
        "Hygiene items such as underscarves and arm sleeves cannot be returned once opened.",
      ),
      fr: p(
        "Les produits indiqués comme remboursables peuvent être retournés dans les 14 jours suivant la livraison, non portés et avec leurs étiquettes. Les produits marqués « changement d'avis » peuvent être retournés même s'ils ne présentent aucun défaut.",
        "Pour retourner un article, contactez-nous avec le code de suivi de votre commande. Dès réception par le vendeur, nous remboursons le moyen de paiement d'origine sous cinq jours ouvrés.",
        "Pour des raisons d'hygiène, les sous-hijabs et les manchettes ne sont ni repris ni échangés une fois ouverts.",
      ),
      ar: p(
        "يمكن إرجاع المنتجات المميزة بأنها قابلة للاسترداد خلال 14 يوماً من التسليم إذا لم تُلبس وكانت بملصقاتها. أما المنتجات المميزة بـ«تغيير الرأي» فيمكن إرجاعها حتى لو لم يكن بها أي عيب.",
        "لإرجاع منتج، تواصل معنا مع رمز تتبع طلبك. بعد أن يستلمه البائع نعيد المبلغ إلى وسيلة الدفع الأصلية خلال خمسة أيام عمل.",
        "لا يمكن إرجاع منتجات النظافة الشخصية مثل طواقي الحجاب وأكمام الذراعين بعد فتحها.",
      ),
      hi: p(
        'रिफ़ंड योग्य चिह्नित उत्पाद डिलीवरी के 14 दिनों के भीतर लौटाए जा सकते हैं, अगर वे पहने न गए हों और उन पर लेबल लगे हों। "मन बदलने" वाले उत्पाद बिना किसी ख़राबी के भी लौटाए जा सकते हैं।',
        "कोई सामान लौटाने के लिए अपने ऑर्डर के ट्रैकिंग कोड के साथ हमसे संपर्क करें। विक्रेता को सामान मिलते ही हम पाँच कार्यदिवसों के भीतर मूल भुगतान माध्यम में पैसा लौटा देते हैं।",
        "अंडरस्कार्फ़ और आर्म स्लीव्स जैसी स्वच्छता से जुड़ी चीज़ें खोलने के बाद वापस नहीं ली जातीं।",
      ),
      tr: p(
        'İade edilebilir olarak işaretlenen ürünler, giyilmemiş ve etiketleri üzerinde olmak kaydıyla teslimattan itibaren 14 gün içinde iade edilebilir. "Fikir değişikliği" işaretli ürünler hiçbir kusuru olmasa da iade edilebilir.',
        "Bir ürünü iade etmek için siparişinizin takip koduyla bize ulaşın. Satıcı ürünü teslim aldığında, ödemenizi beş iş günü içinde ilk ödeme yönteminize iade ederiz.",
        "Bone ve kolluk gibi hijyen ürünleri açıldıktan sonra iade alınmaz.",
      ),
    },
  },
];
