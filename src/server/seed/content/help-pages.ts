import { h, p, type PageSeed } from "./page-html.ts";

export const FAQ: PageSeed = {
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
};

export const SHIPPING: PageSeed = {
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
};

export const RETURNS: PageSeed = {
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
};
