/** Countries (ISO 3166-1) with a few regions each (ISO 3166-2 subdivision codes without the prefix). */
export interface CountrySeed {
  code: string;
  name: string;
  phoneCode: string;
  states: readonly (readonly [code: string, name: string])[];
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    code: "AF", name: "Afghanistan", phoneCode: "+93",
    states: [
      ["BDS", "Badakhshan"], ["BDG", "Badghis"], ["BGL", "Baghlan"], ["BAL", "Balkh"], ["BAM", "Bamyan"],
      ["DAY", "Daykundi"], ["FRA", "Farah"], ["FYB", "Faryab"], ["GHA", "Ghazni"], ["GHO", "Ghor"],
      ["HEL", "Helmand"], ["HER", "Herat"], ["JOW", "Jowzjan"], ["KAB", "Kabul"], ["KAN", "Kandahar"],
      ["KAP", "Kapisa"], ["KHO", "Khost"], ["KNR", "Kunar"], ["KDZ", "Kunduz"], ["LAG", "Laghman"],
      ["LOG", "Logar"], ["NAN", "Nangarhar"], ["NIM", "Nimroz"], ["NUR", "Nuristan"], ["PIA", "Paktia"],
      ["PKA", "Paktika"], ["PAN", "Panjshir"], ["PAR", "Parwan"], ["SAM", "Samangan"], ["SAR", "Sar-e Pol"],
      ["TAK", "Takhar"], ["URU", "Uruzgan"], ["WAR", "Wardak"], ["ZAB", "Zabul"],
    ],
  },
  { code: "AE", name: "United Arab Emirates", phoneCode: "+971", states: [["AZ", "Abu Dhabi"], ["DU", "Dubai"], ["SH", "Sharjah"], ["AJ", "Ajman"], ["UQ", "Umm al-Quwain"], ["RK", "Ras al-Khaimah"], ["FU", "Fujairah"]] },
  { code: "SA", name: "Saudi Arabia", phoneCode: "+966", states: [["01", "Riyadh"], ["02", "Makkah"], ["03", "Madinah"], ["04", "Eastern Province"], ["05", "Al-Qassim"]] },
  { code: "TR", name: "Türkiye", phoneCode: "+90", states: [["34", "İstanbul"], ["06", "Ankara"], ["35", "İzmir"], ["16", "Bursa"], ["07", "Antalya"]] },
  { code: "IN", name: "India", phoneCode: "+91", states: [["TG", "Telangana"], ["MH", "Maharashtra"], ["DL", "Delhi"], ["KA", "Karnataka"], ["UP", "Uttar Pradesh"], ["WB", "West Bengal"], ["KL", "Kerala"]] },
  { code: "PK", name: "Pakistan", phoneCode: "+92", states: [["PB", "Punjab"], ["SD", "Sindh"], ["KP", "Khyber Pakhtunkhwa"], ["IS", "Islamabad"]] },
  { code: "FR", name: "France", phoneCode: "+33", states: [["IDF", "Île-de-France"], ["ARA", "Auvergne-Rhône-Alpes"], ["PAC", "Provence-Alpes-Côte d'Azur"], ["HDF", "Hauts-de-France"], ["OCC", "Occitanie"]] },
  { code: "GB", name: "United Kingdom", phoneCode: "+44", states: [["ENG", "England"], ["SCT", "Scotland"], ["WLS", "Wales"], ["NIR", "Northern Ireland"]] },
  { code: "US", name: "United States", phoneCode: "+1", states: [["CA", "California"], ["NY", "New York"], ["TX", "Texas"], ["IL", "Illinois"], ["MI", "Michigan"], ["NJ", "New Jersey"]] },
  { code: "MA", name: "Morocco", phoneCode: "+212", states: [["01", "Tanger-Tétouan-Al Hoceïma"], ["03", "Fès-Meknès"], ["04", "Rabat-Salé-Kénitra"], ["06", "Casablanca-Settat"], ["07", "Marrakech-Safi"]] },
  { code: "JO", name: "Jordan", phoneCode: "+962", states: [["AM", "Amman"], ["IR", "Irbid"], ["AQ", "Aqaba"], ["AZ", "Zarqa"]] },
  { code: "UZ", name: "Uzbekistan", phoneCode: "+998", states: [["TK", "Tashkent"], ["SA", "Samarkand"], ["BU", "Bukhara"]] },
  { code: "MY", name: "Malaysia", phoneCode: "+60", states: [["14", "Kuala Lumpur"], ["10", "Selangor"], ["07", "Penang"]] },
  { code: "ID", name: "Indonesia", phoneCode: "+62", states: [["JK", "Jakarta"], ["JB", "West Java"], ["JI", "East Java"]] },
  { code: "EG", name: "Egypt", phoneCode: "+20", states: [["C", "Cairo"], ["ALX", "Alexandria"], ["GZ", "Giza"]] },
  { code: "DE", name: "Germany", phoneCode: "+49", states: [["BE", "Berlin"], ["BY", "Bavaria"], ["NW", "North Rhine-Westphalia"]] },
  { code: "JP", name: "Japan", phoneCode: "+81", states: [["13", "Tokyo"], ["27", "Osaka"]] },
];
