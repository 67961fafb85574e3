import { describe, expect, it } from "vitest";
import { addressErrors, emptyAddress, isPhone } from "./address-form.ts";

const t = (key: string, values: Record<string, string | number> = {}) =>
  key === "validation.required"
    ? `${values.type} is required`
    : key === "validation.phone"
      ? "Invalid number"
      : key === "validation.email"
        ? "Invalid email"
        : key.replace("field.", "");

describe("address popup checks before saving", () => {
  it("names every empty required field", () => {
    const errors = addressErrors(emptyAddress("", ""), t);
    expect(errors.name).toBe("name is required");
    expect(errors.zipCode).toBe("zipCode is required");
    expect(errors.address2).toBeUndefined();
  });

  it("accepts 6 to 20 digits with spaces, parentheses, plus and minus; otherwise 'Invalid number'", () => {
    expect(isPhone("+93 (20) 555-0142")).toBe(true);
    expect(isPhone("12345")).toBe(false);
    expect(isPhone("123456789012345678901")).toBe(false);
    expect(isPhone("12345a6")).toBe(false);
    const values = {
      ...emptyAddress("AF", "BDS"),
      name: "A",
      email: "a@b.co",
      phone: "12",
      city: "K",
      zipCode: "1",
      address: "x",
    };
    expect(addressErrors(values, t)).toEqual({ phone: "Invalid number" });
  });

  it("says 'Invalid email' for a malformed address", () => {
    const values = {
      ...emptyAddress("AF", "BDS"),
      name: "A",
      email: "a@b",
      phone: "123456",
      city: "K",
      zipCode: "1",
      address: "x",
    };
    expect(addressErrors(values, t)).toEqual({ email: "Invalid email" });
  });
});

describe("address book after saving", () => {
  it("puts a new address on top and replaces an edited one in place", async () => {
    const { upsertAddress } = await import("./address-api.ts");
    const a = { id: 1, name: "A" } as Parameters<typeof upsertAddress>[1];
    const b = { id: 2, name: "B" } as Parameters<typeof upsertAddress>[1];
    expect(upsertAddress([a], b).map((x) => x.id)).toEqual([2, 1]);
    expect(upsertAddress([b, a], { ...a, name: "A2" }).map((x) => x.name)).toEqual(["B", "A2"]);
  });
});
