import { expect, test } from "./csp-guard.ts";

/** Headers every answer carries (src/server/http/security-headers.ts). */
function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The test shop is served over plain http: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("a page carries its Content-Security-Policy as a header, with Astro's hashes and no framing", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectCommonHeaders(headers);
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com[^;]* 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  const html = await response.text();
  expect(html).not.toContain('http-equiv="content-security-policy"');
});

test("an API answer forbids everything and cannot be framed", async ({ request }) => {
  const response = await request.get("/api/v1/common");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectCommonHeaders(headers);
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("the session cookie is HttpOnly and SameSite", async ({ request }) => {
  const response = await request.post("/api/v1/user/signin", {
    data: { email: "customer@modest.local", password: "demo1234" },
  });
  expect(response.status()).toBe(200);
  const cookie = response.headers()["set-cookie"];
  expect(cookie).toMatch(/frontend_token=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

test("home, product, cart, a static page and the Arabic home run with no policy violation", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const product = await page.locator('a[href*="/product/"]').first().getAttribute("href");
  expect(product).toBeTruthy();
  for (const path of [product!, "/cart", "/page/privacy-policy", "/ar/"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
});
