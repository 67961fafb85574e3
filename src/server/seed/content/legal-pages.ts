import { h, type PageSeed } from "./page-html.ts";

export const PRIVACY_POLICY: PageSeed = {
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
      h("من يطّلع عليه", "لا يرى بائع كل منتج سوى بيانات التوصيل الخاصة بذلك الطلب. ولا نبيع بياناتك أبداً.") +
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
};

export const TERMS: PageSeed = {
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
};
