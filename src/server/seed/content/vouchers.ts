export interface VoucherSeed {
  code: string;
  type: 1 | 2;
  amount: number;
  maxDiscount: number | null;
  minSpend: number;
  /** Days relative to seeding time. */
  startsInDays: number;
  endsInDays: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  store: string | null;
}

export const VOUCHERS: readonly VoucherSeed[] = [
  {
    code: "WELCOME10",
    type: 1,
    amount: 1000,
    maxDiscount: null,
    minSpend: 5000,
    startsInDays: -30,
    endsInDays: 180,
    usageLimit: 1000,
    perCustomerLimit: 1,
    store: null,
  },
  {
    code: "MODEST15",
    type: 2,
    amount: 15,
    maxDiscount: 2500,
    minSpend: 0,
    startsInDays: -7,
    endsInDays: 60,
    usageLimit: null,
    perCustomerLimit: 3,
    store: null,
  },
  {
    code: "NOOR20",
    type: 1,
    amount: 2000,
    maxDiscount: null,
    minSpend: 15000,
    startsInDays: -3,
    endsInDays: 30,
    usageLimit: 200,
    perCustomerLimit: 1,
    store: "noor-modest-house",
  },
  {
    code: "RAMADAN5",
    type: 1,
    amount: 500,
    maxDiscount: null,
    minSpend: 2500,
    startsInDays: -90,
    endsInDays: -30,
    usageLimit: null,
    perCustomerLimit: 1,
    store: null,
  },
];
