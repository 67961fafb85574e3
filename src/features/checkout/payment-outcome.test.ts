import { describe, expect, it } from "vitest";
import { outcomeOf, queryOf } from "./payment-outcome.ts";

const settled = { order_id: 1, tracking_code: "T", status: "pending" as const };

describe("payment wait page", () => {
  it("says cancelled when the shopper came back without paying, pending otherwise", () => {
    expect(outcomeOf({ ...settled, reason: "cancelled" })).toBe("cancelled");
    expect(outcomeOf(settled)).toBe("pending");
    expect(outcomeOf({ ...settled, status: "paid" })).toBe("paid");
    expect(outcomeOf({ ...settled, status: "failed" })).toBe("failed");
  });

  it("passes the gateway's return parameters on as they came", () => {
    expect(queryOf("?session_id=cs_1&x=a%20b")).toEqual({ session_id: "cs_1", x: "a b" });
  });
});
