import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answering, memoryStorage } from "../testing/api-answers.ts";
import { ApiError, formDataOf, messageOf, unwrap } from "./api.ts";

const ok = (data: unknown, message = "") => ({ body: { status: 200, data, message } });

beforeEach(() => {
  const storage = memoryStorage();
  storage.setItem("user_token", "guest123token");
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("document", { documentElement: { lang: "ar" } });
});
afterEach(() => vi.unstubAllGlobals());

describe("every shop call carries the page's language and the guest's token", () => {
  it("a read asks in the page's language with the guest's token beside its parameters", async () => {
    const { client, requests } = answering(ok({ count: 2 }));
    await client.GET("/api/v1/cart/by-user", { params: { query: { address_id: 3 } } });
    expect(requests[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/cart/by-user",
      query: { address_id: "3", user_token: "guest123token" },
    });
    expect(requests[0].headers.get("language")).toBe("ar");
  });

  it("a change sends its JSON body as written, the token riding in the query", async () => {
    const { client, requests } = answering(ok({ count: 1 }));
    await client.POST("/api/v1/cart/change", { body: { checked: [1], unchecked: [], isBundle: false } });
    expect(requests[0].body).toEqual({ checked: [1], unchecked: [], isBundle: false });
    expect(requests[0].query).toEqual({ user_token: "guest123token" });
  });

  it("a multipart form keeps its files and fields", async () => {
    const { client, requests } = answering(ok(null, "Thanks for your review."));
    const picture = new File([new Uint8Array([1, 2, 3])], "scarf.png", { type: "image/png" });
    await client.POST("/api/v1/rating-review/action", {
      body: { order_id: 4, product_id: 9, rating: 5, comment: "Soft", images: [picture] },
      bodySerializer: formDataOf,
    });
    const form = requests[0].body as FormData;
    expect([form.get("order_id"), form.get("rating"), form.get("comment")]).toEqual(["4", "5", "Soft"]);
    expect((form.get("images") as File).name).toBe("scarf.png");
    expect(requests[0].query.user_token).toBe("guest123token");
  });

  it("a removal names its line in the path and sends no body", async () => {
    const { client, requests } = answering(ok({ count: 0 }, "Removed."));
    await client.DELETE("/api/v1/cart/delete/{id}", { params: { path: { id: 12 } } });
    expect(requests[0]).toMatchObject({
      method: "DELETE",
      path: "/api/v1/cart/delete/12",
      query: { user_token: "guest123token" },
      body: undefined,
    });
  });

  it("search suggestions, kept once for every shopper, are asked without the token", async () => {
    const { client, requests } = answering(
      ok({ suggested: [], category: [], sub_category: [], product: [] }),
    );
    await client.GET("/api/v1/search/suggestions", { params: { query: { q: "ş&i" } } });
    expect(requests[0].query).toEqual({ q: "ş&i" });
    expect(requests[0].headers.get("language")).toBe("ar");
  });
});

describe("an answer is its data, or the server's messages to show", () => {
  it("status 200 gives the data and the message to toast", async () => {
    const { client } = answering(ok({ id: 5, count: 3 }, "Added to cart."));
    const answer = await unwrap(client.POST("/api/v1/cart/action", { body: { product_id: 1, quantity: 1 } }));
    expect(answer).toEqual({ data: { id: 5, count: 3 }, message: "Added to cart." });
  });

  it("a refusal throws every translated message, the first one toasted", async () => {
    const { client } = answering({
      http: 422,
      body: { status: 201, data: { form: ["Quantity is too high.", "Only 2 left."] }, message: "x" },
    });
    const failure = await unwrap(
      client.POST("/api/v1/cart/action", { body: { product_id: 1, quantity: 9 } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      messages: ["Quantity is too high.", "Only 2 left."],
      http: 422,
      status: 201,
    });
    expect(messageOf(failure, "API is down.")).toBe("Quantity is too high.");
  });

  it("a refusal without a form list shows its message", async () => {
    const { client } = answering({
      http: 401,
      body: { status: 403, data: { form: [] }, message: "Sign in." },
    });
    const failure = await unwrap(client.GET("/api/v1/user/address/all")).catch((error: unknown) => error);
    expect(failure).toMatchObject({ messages: ["Sign in."], status: 403 });
  });

  it("no answer, or one that is not the shop's, shows the fallback", async () => {
    const offline = answering(new TypeError("Failed to fetch"));
    const down = await unwrap(offline.client.GET("/api/v1/user/address/all")).catch((e: unknown) => e);
    expect(messageOf(down, "API is down.")).toBe("API is down.");
    const proxy = answering({ http: 502, body: "Bad gateway" });
    const odd = await unwrap(proxy.client.GET("/api/v1/user/address/all")).catch((e: unknown) => e);
    expect(odd).toMatchObject({ messages: [], http: 502 });
    expect(messageOf(odd, "API is down.")).toBe("API is down.");
  });
});
