/**
 * Every redirect target the shop takes from a request, tried with every encoding of a foreign
 * target: the language switcher's `next`, the cookie banner's `next` (/consent) and sign-in's
 * `redirect` (read in the browser by the same check). The browser must stay on the shop, and a
 * target with a line break must not break the answer (no 500).
 */
import { describe, expect, it } from "vitest";
import type { APIContext } from "astro";
import { GET as switchLanguage } from "../../../pages/language.ts";
import { POST as acceptCookies } from "../../../pages/consent.ts";
import { FOREIGN_TARGETS } from "../../../testing/foreign-targets.ts";

const SHOP = "http://shop.test";

/** Where a browser goes from `location`: the URL parser drops tabs and newlines, reads `\` as `/`. */
function landsOnTheShop(location: string | null): boolean {
  return location !== null && new URL(location, `${SHOP}/page/about`).origin === SHOP;
}

/** Each target as it travels in a query: encoded once, and raw (the browser encodes what it must). */
const encodings = (target: string) => [
  encodeURIComponent(target),
  target.replace(/[&#+ ]/g, encodeURIComponent),
  encodeURIComponent(encodeURIComponent(target)),
];

async function answered(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // An invalid header value throws while the answer is built: the visitor would get a 500.
    return new Response(String(error), { status: 500 });
  }
}

describe("redirect targets taken from a request", () => {
  it("the language switcher never sends the browser to another site, whatever the encoding of next", async () => {
    const problems: string[] = [];
    for (const target of FOREIGN_TARGETS) {
      for (const query of encodings(target)) {
        const url = new URL(`${SHOP}/language?to=fr&next=${query}`);
        const response = await answered(() => switchLanguage({ url } as unknown as APIContext));
        const location = response.headers.get("location");
        if (response.status !== 303 || !landsOnTheShop(location))
          problems.push(`next=${query}: ${response.status} ${location}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the cookie banner's form never sends the browser to another site, whatever the encoding of next", async () => {
    const problems: string[] = [];
    for (const target of FOREIGN_TARGETS) {
      for (const body of [new URLSearchParams({ next: target }).toString(), `next=${target}`]) {
        const request = new Request(`${SHOP}/consent`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        const response = await answered(() => acceptCookies({ request } as unknown as APIContext));
        const location = response.headers.get("location");
        if (response.status !== 303 || !landsOnTheShop(location))
          problems.push(`${JSON.stringify(body)}: ${response.status} ${location}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("a path on the shop is still followed, its query kept", async () => {
    const url = new URL(`${SHOP}/language?to=ar&next=${encodeURIComponent("/ar/search?q=abaya noire")}`);
    const response = await switchLanguage({ url } as unknown as APIContext);
    expect(response.headers.get("location")).toBe("/ar/search?q=abaya%20noire");
  });
});
