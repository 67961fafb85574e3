import { deflateSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import enCheckout from "../../locales/en/checkout.json" with { type: "json" };
import enShop from "../../locales/en/shop.json" with { type: "json" };
import enValidation from "../../locales/en/validation.json" with { type: "json" };
import frCheckout from "../../locales/fr/checkout.json" with { type: "json" };
import frShop from "../../locales/fr/shop.json" with { type: "json" };
import frValidation from "../../locales/fr/validation.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";

/** What a shopper does on the storefront in several journeys: banners away, an address, an order. */

const TEXTS = {
  en: { checkout: enCheckout, shop: enShop, validation: enValidation },
  fr: { checkout: frCheckout, shop: frShop, validation: frValidation },
};
export type ShopLanguage = keyof typeof TEXTS;

/** The prefix of the language's addresses ("" for English, the default). */
const prefixOf = (lang: ShopLanguage) => (lang === "en" ? "" : `/${lang}`);

/** The welcome pop-up and the cookie banner stay closed, as for a shopper who already closed them. */
export async function closeBanners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.cookie = "popupBannerClosed=1; Path=/";
    document.cookie = "cookieBannerClosed=1; Path=/";
  });
}

export interface GuestAddress {
  name: string;
  email: string;
  phone: string;
  street: string;
}

/** On the shipping page: a new address in Kabul through the address pop-up, then chosen. */
export async function addNewAddress(page: Page, address: GuestAddress, lang: ShopLanguage = "en") {
  await page.getByTestId("address-add").click();
  await fillAddressPopup(page, address, lang);
}

/** Fills the open address pop-up with an address in Kabul and saves it: it becomes the chosen one. */
export async function fillAddressPopup(page: Page, address: GuestAddress, lang: ShopLanguage = "en") {
  const { checkout, shop, validation } = TEXTS[lang];
  const popup = page.getByTestId("address-popup");
  await popup.getByLabel(validation["field.name"]).fill(address.name);
  await popup.getByLabel(validation["field.email"]).fill(address.email);
  await popup.getByLabel(validation["field.phone"]).fill(address.phone);
  await popup.getByLabel(checkout["checkout.address.city"]).fill("Kabul");
  await popup.getByLabel(validation["field.zipCode"]).fill("1001");
  await popup.getByLabel(checkout["checkout.address.address"], { exact: true }).fill(address.street);
  await popup.getByTestId("address-save").click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.address_saved"]);
  await expect(page.getByTestId("address-choice")).toBeChecked();
}

/**
 * A guest's checkout of what the cart holds: cart, a new address, cash on delivery.
 * Answers the order's tracking code.
 */
export async function checkOutAsGuest(
  page: Page,
  address: GuestAddress,
  lang: ShopLanguage = "en",
): Promise<string> {
  const prefix = prefixOf(lang);
  await page.goto(`${prefix}/cart`);
  await hydrated(page);
  await page.getByTestId("cart-proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/shipping$`));
  await hydrated(page);
  await addNewAddress(page, address, lang);
  await page.getByTestId("shipping-proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  await hydrated(page);
  await page.getByTestId("payment-method-2").check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-placed")).toContainText(TEXTS[lang].shop["shop.order_placed"]);
  await expect(page).toHaveURL(new RegExp(`${prefix}/order/[A-Z0-9]+/thanks$`));
  const code = (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  return code;
}

/** A small valid 8×8 PNG of one colour (a review's or a product's picture). */
export function tinyPng(rgb: [number, number, number] = [200, 120, 90]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill(rgb).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}
