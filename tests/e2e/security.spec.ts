import en from "../../locales/en/account.json" with { type: "json" };
import { expect, test } from "./csp-guard.ts";
import { codeFromOutbox } from "./outbox.ts";

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

test("a store name with script, handler and javascript: payloads shows as plain text on the store page", async ({
  page,
  request,
}) => {
  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">x</a>`;
  const email = `xss-${Date.now()}@example.com`;
  const account = { name: "Payload Tester", email, password: "secret12", password_confirmation: "secret12" };
  expect((await request.post("/api/v1/user/signup", { data: account })).status()).toBe(200);
  const verified = await request.post("/api/v1/user/verify", {
    data: { email, code: await codeFromOutbox(email) },
  });
  expect(verified.status()).toBe(200);
  const seller = await request.post("/api/v1/user/signin", { data: { email, password: "secret12" } });
  const token = (await seller.json()).data.token as string;
  const applied = await request.post("/api/v1/seller/signup", {
    headers: { authorization: `Bearer ${token}` },
    data: { store_name: payload, phone: "5550101" },
  });
  expect(applied.status()).toBe(200);

  const admin = await request.post("/api/v1/user/signin", {
    data: { email: "admin@modest.local", password: "demo1234" },
  });
  const adminAuth = { authorization: `Bearer ${(await admin.json()).data.token}` };
  const pending = await (
    await request.get("/api/v1/admin/seller-applications", { headers: adminAuth })
  ).json();
  const application = (pending.data as { id: number; user: { email: string } }[]).find(
    (a) => a.user.email === email,
  );
  expect(application, "the application is pending").toBeTruthy();
  const approved = await request.post(`/api/v1/admin/seller-applications/${application!.id}/approve`, {
    headers: adminAuth,
  });
  const { slug } = (await approved.json()).data as { slug: string };

  const response = await page.goto(`/shop/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText('<img src=x onerror="window.__xss=1">');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], a[href^="javascript:"]')).toHaveCount(0);
});

test("signing in from a link whose redirect points at another site, however encoded, lands on the shop", async ({
  browser,
  baseURL,
}) => {
  for (const target of ["/%09/evil.example", "//evil.example", "/%5Cevil.example", "/%0D/evil.example"]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/login?redirect=${target}`);
    await page.getByLabel(en["account.email"]).fill("customer@modest.local");
    await page.getByLabel(en["account.password"]).fill("demo1234");
    await page.getByRole("button", { name: en["account.submitLogin"] }).click();
    await expect(page, target).toHaveURL(`${baseURL}/`);
    await context.close();
  }
});

test("an English-prefixed address never redirects to another site", async ({ request, baseURL }) => {
  for (const path of ["/en//evil.example", "/en//evil.example/x?y=1", "/en/%09/evil.example"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(301);
    const location = answer.headers().location ?? "";
    expect(new URL(location, baseURL).origin, `${path} -> ${location}`).toBe(new URL(baseURL!).origin);
  }
});
