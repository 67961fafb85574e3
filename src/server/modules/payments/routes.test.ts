import { describe, expect, it } from "vitest";
import { paymentMethods } from "../../platform/db/schema/index.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ api: true });

describe("GET /api/v1/payment-gateway", () => {
  it("lists no method while the shop has switched none on", async () => {
    const body = await (await world.server.fetch("/api/v1/payment-gateway")).json();
    expect(body).toEqual({ status: 200, data: { methods: [] }, message: "" });
  });

  it("offers cash on delivery and bank transfer once switched on, and no gateway without its keys", async () => {
    await world.db.insert(paymentMethods).values([
      { id: 2, name: "Cash on delivery", enabled: true, sort: 1 },
      { id: 3, name: "Stripe", enabled: true, sort: 2 },
      { id: 7, name: "Bank transfer", enabled: true, sort: 3 },
    ]);
    const response = await world.server.fetch("/api/v1/payment-gateway");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.methods).toEqual([
      { id: 2, name: "Cash on delivery", image: null, online: false, publicKeys: {} },
      { id: 7, name: "Bank transfer", image: null, online: false, publicKeys: {} },
    ]);
  });
});
