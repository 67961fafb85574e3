import { beforeEach, describe, expect, it } from "vitest";
import { answering } from "../testing/api-answers.ts";
import { $compared, $followed, $wishlisted, loadList, loginHref, toggleListed } from "./lists.ts";
import { $toast } from "./ui.ts";

beforeEach(() => {
  $wishlisted.set([]);
  $compared.set([]);
  $followed.set([]);
});

describe("list toggles", () => {
  it("a product is wishlisted when the server says true, and the message is toasted", async () => {
    const { client, requests } = answering({
      body: { status: 200, data: true, message: "Product added to your wish list." },
    });
    expect(await toggleListed("wishlist", 7, client)).toBe("on");
    expect(requests[0]).toMatchObject({ path: "/api/v1/user/wishlist/action", body: { product_id: 7 } });
    expect($wishlisted.get()).toEqual([7]);
    expect($toast.get()).toMatchObject({
      on: true,
      error: false,
      message: "Product added to your wish list.",
    });
  });

  it("data false takes it off the list (compare)", async () => {
    $compared.set([3, 4]);
    const { client } = answering({ body: { status: 200, data: false, message: "" } });
    expect(await toggleListed("compare", 3, client)).toBe("off");
    expect($compared.get()).toEqual([4]);
  });

  it("a guest is told to sign in and nothing changes", async () => {
    const { client, requests } = answering({
      http: 401,
      body: { status: 403, data: { form: ["Please sign in to continue."] }, message: "" },
    });
    expect(await toggleListed("follow", 2, client)).toBe("sign-in");
    expect(requests[0]?.body).toEqual({ store_id: 2 });
    expect($followed.get()).toEqual([]);
  });

  it("a refused toggle shows the form messages joined in an error toast", async () => {
    const { client } = answering({
      http: 404,
      body: {
        status: 201,
        data: { form: ["Product not found.", "Try another one."] },
        message: "Product not found.",
      },
    });
    expect(await toggleListed("wishlist", 999, client)).toBe("failed");
    expect($toast.get()).toMatchObject({
      on: true,
      error: true,
      message: "Product not found. Try another one.",
    });
  });

  it("the ids of a signed-in shopper's list are read once", async () => {
    const { client, requests } = answering({
      body: { status: 200, data: [{ id: 5 }, { id: 9 }], message: "" },
    });
    await Promise.all([loadList("wishlist", client), loadList("wishlist", client)]);
    expect(requests).toHaveLength(1);
    expect($wishlisted.get()).toEqual([5, 9]);
  });

  it("the login link keeps the language and comes back to the page", () => {
    expect(loginHref({ pathname: "/ar/x/product/3", search: "" }, "ar")).toBe(
      "/ar/login?redirect=%2Far%2Fx%2Fproduct%2F3",
    );
    expect(loginHref({ pathname: "/x", search: "?a=1" }, "en")).toBe("/login?redirect=%2Fx%3Fa%3D1");
  });
});
