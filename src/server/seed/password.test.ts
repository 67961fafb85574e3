import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  it("are scrypt with N=16384, r=8, p=1, a random salt, and verify only the right password", async () => {
    const a = await hashPassword("demo1234");
    const b = await hashPassword("demo1234");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("demo1234", a)).toBe(true);
    expect(await verifyPassword("demo12345", a)).toBe(false);
  });

  it("reject malformed stored values instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$1$2$3$4$5")).toBe(false);
    expect(await verifyPassword("x", "scrypt$abc$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });
});
