/** What other parts of the server may use of the payments module. */
export { isMethodOffered, publicGatewayInfo } from "./offered-methods.ts";
export { shopBankAccount, type ShopBankAccount } from "./shop-bank-account.ts";
