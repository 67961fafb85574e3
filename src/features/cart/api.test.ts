import { describe, expect, it } from "vitest";
import { shopRequest } from "./api.ts";

describe("shop calls carry the language and the guest's token", () => {
  it("GET and DELETE put user_token and the parameters in the query", () => {
    const { url, init } = shopRequest(
      "GET",
      "cart/by-user",
      { address_id: 3, skip: undefined },
      "ar",
      "abc123def456",
    );
    expect(url).toBe("/api/v1/cart/by-user?address_id=3&user_token=abc123def456");
    expect(init.headers).toMatchObject({ Language: "ar" });
    expect(init.credentials).toBe("same-origin");
  });

  it("POST sends JSON with user_token; a signed-in page without a token sends the body alone", () => {
    const guest = shopRequest("POST", "cart/change", { checked: [1] }, "en", "tok123");
    expect(JSON.parse(String(guest.init.body))).toEqual({ user_token: "tok123", checked: [1] });
    const none = shopRequest("POST", "cart/change", { checked: [1] }, "en", undefined);
    expect(JSON.parse(String(none.init.body))).toEqual({ checked: [1] });
  });

  it("multipart forms get the token as a field", () => {
    const form = new FormData();
    form.set("rating", "5");
    shopRequest("POST", "rating-review/action", form, "en", "tok123");
    expect(form.get("user_token")).toBe("tok123");
  });
});
