import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The demo people's password (scripts/seed.ts). */
export const PASSWORD = "demo1234";

/** Signs in through the API with a fresh cookie jar: the page then carries that person's session. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.context().clearCookies();
  const answer = await page.request.post("/api/v1/user/signin", { data: { email, password } });
  expect((await answer.json()).status, `sign in as ${email}`).toBe(200);
}

/**
 * A word unique to this run of the suite (the same in every worker and retry), so the names and
 * slugs a journey creates never meet those of an earlier run against the same data.
 */
export function runStamp(name: string): string {
  const file = join(tmpdir(), `${name}-e2e-${process.ppid}`);
  if (!existsSync(file)) writeFileSync(file, Date.now().toString(36));
  return readFileSync(file, "utf8");
}

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** Part of a page and the rules axe runs there (default: the whole page, every rule). */
export interface AxeScope {
  include: string;
  rules: string[];
}

/**
 * axe on the page as it is: no serious or critical violation, each named with the elements it found.
 * Answers axe's results (a scope's passes carry their measures, e.g. each text's contrast ratio).
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  screen?: string,
  scope?: AxeScope,
): Promise<AxeResults> {
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope.include).withRules(scope.rules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`,
    ),
    screen,
  ).toEqual([]);
  return results;
}

/** A published product of the signed-in seller's store with a unit in stock, and the variant to buy. */
export async function sellersProductInStock(page: Page) {
  const list = await (
    await page.request.get("/api/v1/console/products?status=published&per_page=100&sort=-stock")
  ).json();
  for (const row of list.data.data as { id: number; stock: number }[]) {
    if (row.stock < 1) continue;
    const detail = (await (await page.request.get(`/api/v1/product/${row.id}`)).json()).data as {
      id: number;
      inventories: { id: number; quantity: number }[];
    };
    const variant = detail.inventories.find((inventory) => inventory.quantity > 0);
    if (detail.inventories.length === 0 || variant)
      return { id: detail.id, inventoryId: variant?.id ?? null };
  }
  throw new Error("the seller has no product in stock");
}
