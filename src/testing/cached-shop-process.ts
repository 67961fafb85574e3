/**
 * A second shop server process on the PostgreSQL database given as the first argument (see
 * cached-shop.ts): prints its origin on one line, and stops when its standard input closes.
 */
import { openDatabase } from "../server/platform/db/client.ts";
import { startCachedShop } from "./cached-shop.ts";

const url = process.argv[2];
if (!url) throw new Error("usage: cached-shop-process.ts <postgres url>");
const database = await openDatabase(url);
const shop = await startCachedShop(database);
process.stdout.write(`${shop.server.origin}\n`);
process.stdin.resume();
process.stdin.once("end", () => {
  void shop
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
